import { describe, expect, it } from 'vitest';
import { RedFlagFileSchema } from './red-flag-schema.ts';
import redFlags from './red-flags.json' with { type: 'json' };
import { loadRedFlagRules, RULES_VERSION, TRIAGE_RULES } from './rules.ts';
import { triage, type TriageContext } from './triage.ts';

/**
 * The red-flag data file (decision 037): the schema refuses a malformed rule, and every rule has
 * messages here that it, and no rule before it, fires on; a new rule without one fails this test.
 */

// [message, where it is said] per rule id; the first rule that fires must be the one named.
const EXAMPLES: Record<string, [string, TriageContext?][]> = {
  'cardiac.chest-pain': [['I have chest pain'], ['seene mein dard ho raha hai'], ['सीने में दर्द हो रहा है']],
  'cardiac.heart-attack': [['I think I am having a heart attack'], ['papa ko dil ka daura pada lagta hai']],
  'breathing.difficulty': [['I cant breathe'], ['saans nahi aa rahi'], ['सांस नहीं आ रही']],
  'breathing.not-breathing': [['he is not breathing'], ['baby stopped breathing for a moment']],
  'breathing.child-working-hard': [["my 1 year old's chest is sucking in under the ribs with each breath"], ['बच्चे की पसली चल रही है']],
  'breathing.child-flaring-grunting': [["my baby is grunting when she breathes and won't feed"]],
  'breathing.fast-hindi': [['saans bahut tez chal rahi hai']],
  'stroke.sudden-severe-headache': [['achanak sar mein bahut tez dard hua, zindagi ka sabse bura dard']],
  'stroke.signs': [['her face is drooping on one side'], ['dadi ko lakwa maar gaya']],
  'stroke.sudden-speech': [['he cant speak clearly all of a sudden'], ['बोलने में दिक्कत हो रही है अचानक']],
  'stroke.sudden-limb': [['dadaji ka ek haath kaam nahi kar raha achanak'], ['suddenly his right leg is not moving']],
  'bleeding.severe': [['there is severe bleeding from the cut'], ['the bleeding will not stop']],
  'unconscious.loss-of-consciousness': [['he had a loss of consciousness for a minute'], ['grandpa is not responding']],
  'unconscious.fainted': [['he passed out in the bathroom'], ['mummy behosh ho gayi'], ['वो बेहोश हो गए हैं']],
  'unconscious.shock': [['hath pair thande pad gaye aur pasina, bp low'], ['his hands are cold and clammy and he feels faint']],
  'seizure.convulsions': [['my son is having a seizure'], ['she had convulsions for 5 minutes']],
  'seizure.fits-with-fever-or-child': [['bachche ko tez bukhar aur daure'], ['बच्चे को दौरा पड़ रहा है']],
  'anaphylaxis.swelling': [['my throat is swelling after a bee sting'], ['tongue swollen after eating peanuts']],
  'anaphylaxis.allergic-swelling': [['her lips are swelling after taking the antibiotic']],
  'anaphylaxis.cannot-swallow': [['I cannot swallow after the wasp sting']],
  'poisoning.overdose': [['I took too many pills'], ['my friend overdosed on sleeping pills'], ['15 goliyan kha li']],
  'poisoning.toxic-substance': [['my child drank bleach'], ['zeher kha liya']],
  'poisoning.pesticide-exposure': [['khet mein keetnashak chhidakne ke baad chacha ko chakkar aur ulti ho rahi hai']],
  'self-harm.suicidal': [['I want to kill myself'], ['I have suicidal thoughts']],
  'infant-fever.under-3-months': [['my 6 week old baby has a fever'], ['baby under 3 months has fever']],
  'pregnancy.bleeding-or-pain': [['I am pregnant and bleeding'], ['pregnant with severe pain in the lower belly']],
  'pregnancy.baby-moving-less': [['7 months pregnant, baby not moving since yesterday']],
  'abdominal.severe-pain': [['severe abdominal pain on the right side'], ['unbearable stomach pain']],
  'other.bites-burns-injuries': [['snake bite on the leg'], ['saanp ne kaata']],
  'other.cannot-pass-urine': [['I cannot pass urine since this morning'], ['peshab band hai']],
  'bleeding.fever-with-bleeding': [['fever and my gums are bleeding'], ['bukhar hai aur naak se khoon']],
  'other.non-blanching-rash': [['a rash that does not fade when I press a glass on it'], ['fever with purple spots on the legs']],
  'intake.listed-term': [
    ['numbness', 'red_flag_answer'],
    ['kamzori', 'red_flag_answer'],
  ],
};

/** A deep copy of the shipped file with one change made to it. */
function fileWith(change: (file: { rules: Record<string, unknown>[]; [key: string]: unknown }) => void): unknown {
  const copy = structuredClone(redFlags) as unknown as { rules: Record<string, unknown>[]; [key: string]: unknown };
  change(copy);
  return copy;
}

const issuesOf = (raw: unknown) => {
  const result = RedFlagFileSchema.safeParse(raw);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the red-flag data file', () => {
  it('loads as shipped, with a version, a review date and a source for every rule', () => {
    expect(issuesOf(redFlags)).toEqual([]);
    expect(RULES_VERSION).toBe(redFlags.version);
    expect(TRIAGE_RULES.length).toBe(redFlags.rules.length);
    for (const rule of TRIAGE_RULES) expect(rule.sources.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a level other than emergency',
      (f: { rules: Record<string, unknown>[] }) => void (f.rules[0]!.level = 'doctor_today'),
      'rules.0.level',
    ],
    ['a rule without sources', (f: { rules: Record<string, unknown>[] }) => void delete f.rules[1]!.sources, 'rules.1.sources'],
    ['a rule with an empty source list', (f: { rules: Record<string, unknown>[] }) => void (f.rules[1]!.sources = []), 'rules.1.sources'],
    ['an empty phrase list', (f: { rules: Record<string, unknown>[] }) => void (f.rules[2]!.phrases = []), 'rules.2.phrases'],
    ['a blank phrase', (f: { rules: Record<string, unknown>[] }) => void (f.rules[2]!.phrases = [' ']), 'rules.2.phrases.0'],
    ['an unknown category', (f: { rules: Record<string, unknown>[] }) => void (f.rules[3]!.category = 'heart'), 'rules.3.category'],
    ['an unknown detector', (f: { rules: Record<string, unknown>[] }) => void (f.rules[3]!.detect = 'guess'), 'rules.3.detect'],
    ['an unknown word list', (f: { rules: Record<string, unknown>[] }) => void (f.rules[4]!.phrases = ['{NOPE} pain']), 'rules.4'],
    ['a duplicate id', (f: { rules: Record<string, unknown>[] }) => void (f.rules[5]!.id = f.rules[0]!.id), 'rules.5.id'],
    ['a field the schema does not know', (f: { rules: Record<string, unknown>[] }) => void (f.rules[6]!.overrides = true), 'rules.6'],
  ])('refuses %s, and says where', (_, change, path) => {
    const raw = fileWith(change);
    expect(issuesOf(raw).some((issue) => issue.startsWith(`${path}:`))).toBe(true);
    expect(() => loadRedFlagRules(raw)).toThrow();
  });

  it('refuses a file without a version or with a review due before it was reviewed', () => {
    expect(issuesOf(fileWith((f) => delete f.version))[0]).toMatch(/^version:/);
    expect(issuesOf(fileWith((f) => (f.reviewDue = '2020-01-01')))).toContain('reviewDue: reviewDue must be after reviewed');
  });

  it('has an example message for every rule, and none for a rule that is gone', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(TRIAGE_RULES.map((rule) => rule.id).sort());
  });

  it.each(Object.entries(EXAMPLES).flatMap(([id, examples]) => examples.map(([text, context]) => [id, text, context] as const)))(
    '%s fires first on: %s',
    (id, text, context) => {
      const result = triage(text, context);
      expect(result.emergency ? result.ruleId : 'none').toBe(id);
    },
  );
});
