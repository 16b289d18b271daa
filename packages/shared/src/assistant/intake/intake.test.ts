import { describe, expect, it } from 'vitest';
import { inEnglish } from '../answer-english.ts';
import { durationInDays, recommendationFor, summaryLines } from './analysis.ts';
import { answerIntake, listAnswer, startIntake, type IntakeOutcome, type IntakeState, type SymptomIntake } from './intake.ts';

/** Runs answers through the intake from the start; returns the last outcome. */
function run(...answers: string[]): IntakeOutcome {
  let state: IntakeState = startIntake().state;
  let outcome: IntakeOutcome = { kind: 'ask', state, prompt: '' };
  for (const answer of answers) {
    outcome = answerIntake(state, answer);
    if (outcome.kind !== 'ask') return outcome;
    state = outcome.state;
  }
  return outcome;
}

const HAPPY = ['34', 'female', 'headache', '2 days', '4', 'nausea, tiredness', 'none', 'no'];

describe('guided intake', () => {
  it('asks the eight questions in order and hands a complete intake to the analysis', () => {
    const outcome = run(...HAPPY);
    expect(outcome).toEqual({
      kind: 'analyse',
      intake: {
        age: 34,
        sex: 'female',
        primarySymptom: 'headache',
        duration: '2 days',
        severity: 4,
        additionalSymptoms: ['nausea', 'tiredness'],
        chronicConditions: [],
        redFlags: 'no',
      },
    });
  });

  it.each([
    ['0', 'age'],
    ['130', 'age'],
    ['abc', 'age'],
    ['-5', 'age'],
    ['12.5', 'age'],
  ])('refuses the age %s with the spec’s message', (answer) => {
    const outcome = run(answer);
    expect(outcome).toMatchObject({ kind: 'ask', error: 'Please enter a valid age (1-130).' });
    expect(outcome.kind === 'ask' && outcome.state.step).toBe('age');
  });

  it.each(['1', '129', '45 years', ' 70 '])('accepts the age %s', (answer) => {
    const outcome = run(answer);
    expect(outcome.kind === 'ask' && outcome.state.step).toBe('sex');
  });

  it.each(['0', '11', 'seven', '5.5', ''])('refuses the severity %j with the spec’s message', (severity) => {
    const outcome = run('40', 'male', 'cough', '3 days', severity);
    expect(outcome).toMatchObject({ kind: 'ask' });
    if (outcome.kind === 'ask') expect(outcome.state.step).toBe('severity');
    if (severity !== '' && outcome.kind === 'ask') expect(outcome.error).toBe('Severity must be a number from 1 to 10.');
  });

  it('asks again for an unknown sex', () => {
    expect(run('40', 'banana')).toMatchObject({ kind: 'ask', error: 'Please answer male, female or other.' });
  });

  it.each([0, 3, 5, 7])('exit after %i answers cancels the session', (step) => {
    const answers = [...HAPPY.slice(0, step), 'exit'];
    expect(run(...answers)).toEqual({ kind: 'cancelled', message: 'Diagnosis session cancelled.' });
  });

  it.each([['yes'], ['Y'], ['haan'], ['chest pain'], ['numbness'], ['sudden weakness on the left'], ['I have slurred speech']])(
    'the red-flag answer %s ends the session with the emergency advice',
    (answer) => {
      const outcome = run(...HAPPY.slice(0, 7), answer);
      expect(outcome.kind).toBe('emergency');
      if (outcome.kind === 'emergency') {
        expect(outcome.message).toContain('Please seek immediate medical attention.');
        expect(outcome.message).toContain('call 108 (ambulance) or 112 (emergency)');
      }
    },
  );

  it.each(['no', 'none', 'no chest pain', 'nahi'])('the red-flag answer %s goes on to the analysis', (answer) => {
    expect(run(...HAPPY.slice(0, 7), answer).kind).toBe('analyse');
  });

  it('a red flag at any step ends the session at once', () => {
    expect(run('60', 'male', 'seene mein dard').kind).toBe('emergency');
    expect(run('30', 'female', 'headache', '1 day', '3', 'I cannot breathe').kind).toBe('emergency');
    expect(run('saans nahi aa rahi').kind).toBe('emergency');
  });

  it('reads none as an empty list, and comma-separated answers as a list', () => {
    expect(listAnswer('none')).toEqual([]);
    expect(listAnswer('None')).toEqual([]);
    expect(listAnswer('fever, cough ,, sneezing')).toEqual(['fever', 'cough', 'sneezing']);
  });
});

const intake = (over: Partial<SymptomIntake>): SymptomIntake => ({
  age: 30,
  sex: 'male',
  primarySymptom: 'headache',
  duration: '1 day',
  severity: 3,
  additionalSymptoms: [],
  chronicConditions: [],
  redFlags: 'no',
  ...over,
});

describe('intake analysis', () => {
  it.each([
    [{}, 'self_care'],
    [{ severity: 9 }, 'doctor_today'],
    [{ severity: 6 }, 'doctor_soon'],
    [{ age: 80, severity: 5 }, 'doctor_today'],
    [{ duration: '3 weeks' }, 'doctor_soon'],
    [{ chronicConditions: ['diabetes'] }, 'doctor_soon'],
    [{ age: 70 }, 'doctor_soon'],
    [{ additionalSymptoms: ['a', 'b', 'c'] }, 'doctor_soon'],
  ] as [Partial<SymptomIntake>, string][])('%o → %s', (over, expected) => {
    expect(recommendationFor(intake(over))).toBe(expected);
  });

  it.each([
    ['2 days', 2],
    ['3 weeks', 21],
    ['a month', 30],
    ['since yesterday', 1],
    ['5 din', 5],
    ['for a while', null],
  ])('%s is %s days', (text, days) => {
    expect(durationInDays(text)).toBe(days);
  });

  it('summarises in at most 6 lines ending with the recommendation', () => {
    const lines = summaryLines(
      intake({ primarySymptom: 'fever', additionalSymptoms: ['cough'], chronicConditions: ['asthma'] }),
      'doctor_soon',
    ).map(inEnglish);
    expect(lines.length).toBeLessThanOrEqual(6);
    expect(lines.at(-1)).toBe('Recommendation: See a doctor soon (within the next day or two).');
    expect(lines[0]).toBe('Main symptom: fever, for 1 day, severity 3/10.');
  });
});

describe('the intake in Hindi (decision 040)', () => {
  it('answers with codes beside the English: the step asked and why an answer was refused', () => {
    const refused = answerIntake(startIntake().state, 'बहुत');
    expect(refused).toMatchObject({ kind: 'ask', state: { step: 'age' }, errorKey: 'invalidAge', error: 'Please enter a valid age (1-130).' });
    const sex = answerIntake({ step: 'sex', answers: { age: 35 } }, 'kuch bhi');
    expect(sex).toMatchObject({ errorKey: 'invalidSex', error: 'Please answer male, female or other.' });
    expect(answerIntake({ step: 'severity', answers: {} }, '11')).toMatchObject({ errorKey: 'invalidSeverity' });
    expect(answerIntake({ step: 'duration', answers: {} }, '  ')).toMatchObject({ errorKey: 'emptyAnswer' });
  });

  it('takes Hindi answers through to the analysis', () => {
    expect(run('35 साल', 'महिला', 'सिरदर्द', '2 दिन', '4', 'कोई नहीं', 'कोई नहीं', 'नहीं')).toMatchObject({
      kind: 'analyse',
      intake: { age: 35, sex: 'female', primarySymptom: 'सिरदर्द', additionalSymptoms: [], chronicConditions: [] },
    });
  });

  it("ends on 'हाँ' to the red flags, with the category the page words in Hindi", () => {
    const outcome = run('35', 'पुरुष', 'खाँसी', '3 दिन', '5', 'कोई नहीं', 'कोई नहीं', 'हाँ');
    expect(outcome).toMatchObject({ kind: 'emergency', category: 'other' });
  });
});
