import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessTriage, productSymptomsFor } from './assess.ts';
import { PROTOCOLS, PROTOCOLS_VERSION } from './protocols/index.ts';
import { ProtocolSchema } from './protocol-schema.ts';
import { isMoreUrgent } from './levels.ts';
import { RULES_VERSION } from './rules.ts';
import { triage } from './triage.ts';

interface Vignette {
  id: string;
  set: 'tuning' | 'held_out';
  gold: 'emergency' | 'doctor_today' | 'doctor_soon' | 'self_care';
  lang: string;
  source: string;
  text: string;
}
const benchFile = path.resolve(import.meta.dirname, '../../../../../bench/triage/vignettes.json');
const vignettes = (JSON.parse(fs.readFileSync(benchFile, 'utf8')) as { cases: Vignette[] }).cases;
const RANK = { emergency: 3, doctor_today: 2, doctor_soon: 1, self_care: 0 } as const;

function figures(set: Vignette['set']) {
  const rows = vignettes.filter((v) => v.set === set).map((v) => ({ v, got: assessTriage(v.text).level }));
  return {
    total: rows.length,
    correct: rows.filter((r) => r.got === r.v.gold).length,
    emergencies: rows.filter((r) => r.v.gold === 'emergency').length,
    caught: rows.filter((r) => r.v.gold === 'emergency' && r.got === 'emergency').length,
    under: rows.filter((r) => RANK[r.got] < RANK[r.v.gold]).length,
    selfCareToEmergency: rows.filter((r) => r.v.gold === 'self_care' && r.got === 'emergency').length,
  };
}

describe('the vignette bench (floors; `npm run bench:triage` prints the full table)', () => {
  it('has the shape the issue asks: 250+, a third emergencies, a third doctor levels, 40+ in Hindi or Hinglish, a source each', () => {
    expect(vignettes.length).toBeGreaterThanOrEqual(250);
    expect(vignettes.filter((v) => v.gold === 'emergency').length * 3).toBeGreaterThanOrEqual(vignettes.length);
    expect(vignettes.filter((v) => v.gold.startsWith('doctor_')).length * 3).toBeGreaterThanOrEqual(vignettes.length);
    expect(vignettes.filter((v) => v.lang !== 'en').length).toBeGreaterThanOrEqual(40);
    expect(vignettes.filter((v) => v.set === 'held_out').length).toBeGreaterThanOrEqual(Math.floor(vignettes.length / 3) - 1);
    for (const v of vignettes) expect(v.source, v.id).toMatch(/^(NHS|NICE|WHO|NCDC|NCVBDC|ICMR|NTEP)/);
  });

  // Whole-file runs: a generous timeout, as the machine may be shared (the figures, not the speed, are the test).
  it(
    'tuning set: at least 95 % correct, every emergency caught, no self-care case sent to the emergency department',
    { timeout: 60_000 },
    () => {
      const f = figures('tuning');
      expect(f.correct / f.total).toBeGreaterThanOrEqual(0.95);
      expect(f.caught).toBe(f.emergencies);
      expect(f.selfCareToEmergency).toBe(0);
    },
  );

  it(
    'held-out set (never tuned on): at least 90 % correct, at least 90 % of emergencies caught, no self-care case sent to the emergency department',
    { timeout: 60_000 },
    () => {
      const f = figures('held_out');
      expect(f.correct / f.total).toBeGreaterThanOrEqual(0.9);
      expect(f.caught / f.emergencies).toBeGreaterThanOrEqual(0.9);
      expect(f.under).toBeLessThanOrEqual(4);
      expect(f.selfCareToEmergency).toBe(0);
    },
  );
});

describe('the protocols', () => {
  it('are at least 45 files, each valid against the schema, each listed by the index', () => {
    const folder = path.resolve(import.meta.dirname, 'protocols');
    const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(45);
    expect(PROTOCOLS.map((p) => `${p.id}.json`).sort()).toEqual(files.sort());
    for (const file of files) ProtocolSchema.parse(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
  });

  it('replace only doctor-level rules that exist, with a rule no more urgent than the one replaced', () => {
    const rules = new Map(PROTOCOLS.flatMap((p) => p.rules).map((rule) => [rule.id, rule]));
    for (const rule of rules.values())
      for (const id of rule.supersedes) {
        const replaced = rules.get(id);
        expect(replaced, `${rule.id} supersedes ${id}`).toBeDefined();
        expect(['doctor_today', 'doctor_soon'], `${rule.id} supersedes ${id}`).toContain(replaced?.level);
        expect(isMoreUrgent(rule.level, replaced?.level ?? 'self_care'), rule.id).toBe(false);
      }
  });

  // NTEP and NHS (TB): a cough of weeks with evening fever, night sweats or weight loss is a doctor and a
  // sputum test soon; a fever of a few days with a cough is still a doctor today (a test for malaria, dengue).
  it.each([
    ['मेरे पिता 60 साल के हैं, 5 हफ़्ते से खाँसी है, शाम को हल्का बुखार और रात को पसीना आता है', 'doctor_soon'],
    ['I am 30, cough for 6 weeks with evening fever and weight loss, no blood', 'doctor_soon'],
    ['I am 30, fever and cough for 4 days', 'doctor_today'],
  ] as const)('%s → %s', (text, level) => {
    expect(assessTriage(text).level).toBe(level);
  });

  it('offer products only at self-care, and only from the complaint’s own list', () => {
    for (const p of PROTOCOLS) if (p.baseline !== 'self_care') expect(p.products, p.id).toBeNull();
    const burning = assessTriage('burning when I pee');
    expect(burning.level).toBe('doctor_soon');
    expect(productSymptomsFor(burning, 'burning when I pee')).toEqual([]);
    const heartburn = assessTriage('heartburn after a spicy dinner');
    expect(productSymptomsFor(heartburn, 'heartburn after a spicy dinner')).toEqual(['acidity']);
  });

  it('give no products in pregnancy or for a child below the label’s age', () => {
    const text = 'I am pregnant and have a common cold';
    expect(productSymptomsFor(assessTriage(text), text)).toEqual([]);
    const child = 'my 5 year old has a runny nose, no fever';
    expect(assessTriage(child).level).toBe('self_care');
    expect(productSymptomsFor(assessTriage(child), child)).toEqual([]);
  });
});

describe('safety properties', () => {
  it('the red-flag layer runs first and no protocol lowers it', { timeout: 60_000 }, () => {
    for (const v of vignettes) {
      if (triage(v.text).emergency) expect(assessTriage(v.text).level, v.text).toBe('emergency');
    }
  });

  it('every answer records the rules’ and the protocols’ versions, and names no certainty', () => {
    for (const v of vignettes.slice(0, 60)) {
      const a = assessTriage(v.text);
      expect(a.rulesVersion).toBe(RULES_VERSION);
      expect(a.protocolsVersion).toBe(PROTOCOLS_VERSION);
      for (const reason of a.reasons) expect(reason.en).not.toMatch(/\b(no need|don.t need|never need) (to see )?a doctor\b/i);
    }
  });

  it('an unrecognised complaint goes to a doctor and asks, never self-care', () => {
    const a = assessTriage('something feels off with my body');
    expect(a.level).toBe('doctor_soon');
    expect(a.followUp).toBe('red_flags');
  });

  it('a fever without an age asks for it before products', () => {
    const a = assessTriage('I have a fever');
    expect(a.followUp).toBe('age');
    expect(productSymptomsFor(a, 'I have a fever')).toEqual([]);
  });

  it.each([
    ['numbness of my arm and face', 'emergency'],
    ['sudden thunderclap headache', 'emergency'],
    ['I swallowed about 20 sleeping pills', 'emergency'],
    ['fever with a stiff neck and my eyes hurt in light', 'emergency'],
    ['fever and a spotty rash on my wrists and ankles that does not fade', 'emergency'],
    ['confusion and yellow eyes after days of paracetamol', 'emergency'],
    ['my 2 year old has bloody diarrhoea', 'doctor_today'],
    ['गले में खराश और नाक बहना 2 दिन से', 'self_care'],
    ['no fever, just a runny nose', 'self_care'],
    ['104F bukhar 3 din se', 'doctor_today'],
    ['39.5 C fever since this morning', 'doctor_today'],
  ] as const)('%s → %s', (text, level) => {
    expect(assessTriage(text).level).toBe(level);
  });
});

// The narrative probes (bench/triage/vignettes-narrative*.json, written apart from the rules): only their
// tuning halves are asserted here; the held-out halves are measured by `npm run bench:triage`, never tested.
describe('the narrative probes, tuning halves (floors)', () => {
  const probeDir = path.resolve(import.meta.dirname, '../../../../../bench/triage');
  const probes = fs
    .readdirSync(probeDir)
    .filter((name) => /^vignettes-narrative.*\.json$/.test(name))
    .flatMap((name) => (JSON.parse(fs.readFileSync(path.join(probeDir, name), 'utf8')) as { cases: Vignette[] }).cases)
    .filter((v) => v.set === 'tuning');

  it('catches every emergency and sends no self-care account to the emergency department', { timeout: 60_000 }, () => {
    const rows = probes.map((v) => ({ v, got: assessTriage(v.text).level }));
    expect(rows.filter((r) => r.v.gold === 'emergency' && r.got !== 'emergency').map((r) => r.v.id)).toEqual([]);
    expect(rows.filter((r) => r.v.gold === 'self_care' && r.got === 'emergency').map((r) => r.v.id)).toEqual([]);
    expect(rows.filter((r) => r.got === r.v.gold).length / rows.length).toBeGreaterThanOrEqual(0.85);
  });
});
