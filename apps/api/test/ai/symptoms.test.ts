import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SymptomCheckResponseSchema } from '@dawa/shared/assistant/chat';
import { SymptomAnalysisResponseSchema } from '@dawa/shared/assistant/intake/analysis';
import { INTAKE_YES_RULE_ID, RULES_VERSION } from '@dawa/shared/assistant/triage/rules';
import { logIntakeRedFlag } from '../../src/modules/ai/triage-log.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (symptoms: unknown) => t.app.inject({ method: 'POST', url: '/api/ai/symptom-checker', payload: { symptoms } });
const analyse = (intake: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/ai/symptoms-analysis', payload: intake });

const INTAKE = {
  age: 34,
  sex: 'female',
  primarySymptom: 'headache',
  duration: '2 days',
  severity: 4,
  additionalSymptoms: ['nausea'],
  chronicConditions: [],
  redFlags: 'no',
};

describe('symptom checker', () => {
  it('suggests over-the-counter products of the catalogue with why each fits and when to see a doctor', async () => {
    const res = await check('I have a sore throat and a runny nose');
    expect(res.statusCode, res.body).toBe(200);
    const body = SymptomCheckResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of body.suggestions) {
      expect(suggestion.href).toMatch(/^\/product\//);
      expect(suggestion.why).toMatch(/^Listed for /);
    }
    expect(body.seeDoctor.join(' ')).toContain('Sore throat:');
    expect(body.label).toBe('Not medical advice');
  });

  it('nothing we sell for it: the spec’s text, the advice and the disclaimer', async () => {
    const body = SymptomCheckResponseSchema.parse((await check('my left ear feels strange')).json());
    expect(body).toMatchObject({
      status: 'none',
      message: 'No specific medications found for these symptoms.',
      suggestions: [],
      advice: 'Please consult a healthcare professional for a proper diagnosis and treatment.',
    });
    expect(body.disclaimer).toContain('not a medical diagnosis');
  });

  it.each(['chest pain and sweating', 'bachche ko bukhar hai, 3 hafte ka hai', 'zeher kha liya'])(
    'an emergency (%s) gets the advice and no product',
    async (text) => {
      const body = SymptomCheckResponseSchema.parse((await check(text)).json());
      expect(body.status).toBe('emergency');
      expect(body.message).toContain('call 108 (ambulance) or 112 (emergency)');
      expect(body.suggestions).toEqual([]);
    },
  );

  it('gives the advice in Hindi for हिन्दी chosen (the infant-fever sentence too), nothing to buy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/symptom-checker',
      payload: { symptoms: 'bachche ko bukhar hai, 3 hafte ka hai', language: 'hi' },
    });
    const body = SymptomCheckResponseSchema.parse(res.json());
    expect(body.status).toBe('emergency');
    expect(body.message).toContain('अभी 108 (एम्बुलेंस) या 112 (इमरजेंसी) पर कॉल करें');
    expect(body.message).toContain('3 महीने से छोटे बच्चे को बुखार हो तो डॉक्टर को तुरंत दिखाएँ');
    expect(body.suggestions).toEqual([]);
  });

  it('blank text is refused', async () => {
    expectError(await check('   '), 400);
  });
});

describe('guided intake analysis', () => {
  it('a summary of at most 6 lines with a recommendation and the disclaimer', async () => {
    const res = await analyse(INTAKE);
    expect(res.statusCode, res.body).toBe(200);
    const body = SymptomAnalysisResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.analysis.length).toBeLessThanOrEqual(6);
    expect(body.recommendation).toBe('self_care');
    expect(body.analysis.at(-1)).toBe('Recommendation: Self-care at home should be enough for now.');
  });

  it.each([
    [{ redFlags: 'yes' }],
    [{ redFlags: 'numbness in my arm' }],
    [{ primarySymptom: 'seene mein dard' }],
    [{ additionalSymptoms: ['fever', 'I fainted'] }],
  ])('a red flag (%o) ends with the emergency advice and no recommendation', async (over) => {
    const body = SymptomAnalysisResponseSchema.parse((await analyse({ ...INTAKE, ...over })).json());
    expect(body.status).toBe('emergency');
    expect(body.recommendation).toBeNull();
    expect(body.analysis[0]).toContain('nearest emergency department');
    // The category goes along, so the page words the advice in its language (decision 040).
    expect(body.category).not.toBeNull();
    expect(body.lines).toBeNull();
  });

  it.each([[{ age: 0 }], [{ age: 130 }], [{ severity: 11 }], [{ severity: 2.5 }], [{ sex: 'x' }], [{ primarySymptom: '' }]])(
    'an answer out of range (%o) is a 400',
    async (over) => {
      expectError(await analyse({ ...INTAKE, ...over }), 400);
    },
  );
});

describe('POST /api/ai/intake-red-flag (the browser intake reports the rule that ended it)', () => {
  const report = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/ai/intake-red-flag', payload: body as object });

  it('takes a known rule for the triage log and answers 204', async () => {
    const res = await report({ ruleId: 'cardiac.chest-pain', category: 'cardiac', rulesVersion: RULES_VERSION, step: 'primarySymptom' });
    expect(res.statusCode, res.body).toBe(204);
    const yes = await report({ ruleId: INTAKE_YES_RULE_ID, category: 'other', rulesVersion: RULES_VERSION, step: 'redFlags' });
    expect(yes.statusCode, yes.body).toBe(204);
  });

  it('refuses an unknown rule, an unknown step, extra fields (such as the answer) and no body with a 400', async () => {
    const good = { ruleId: 'cardiac.chest-pain', category: 'cardiac', rulesVersion: RULES_VERSION, step: 'primarySymptom' };
    for (const body of [{ ...good, ruleId: 'made.up' }, { ...good, step: 'shoeSize' }, { ...good, answer: 'my chest hurts' }, {}]) {
      const res = await report(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the intake-red-flag log line', () => {
  it('names the rule, its version and the intake step', () => {
    const lines: { object: object; message: string }[] = [];
    logIntakeRedFlag({ warn: (object: object, message: string) => void lines.push({ object, message }) } as never, {
      ruleId: 'stroke.signs',
      category: 'stroke',
      rulesVersion: RULES_VERSION,
      step: 'additionalSymptoms',
    });
    expect(lines).toEqual([
      {
        message: 'Red-flag triage fired',
        object: {
          triageRule: 'stroke.signs',
          triageCategory: 'stroke',
          triageVersion: RULES_VERSION,
          surface: 'intake',
          intakeStep: 'additionalSymptoms',
        },
      },
    ]);
  });
});
