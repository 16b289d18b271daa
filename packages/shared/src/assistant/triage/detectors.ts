import { numberOf, type Token } from './tokens.ts';

/**
 * Red flags that need a number read: a baby's age under about 3 months, and a count of pills
 * swallowed. Both look at one clause at a time.
 */

const BABY_WORDS =
  /^(baby|babies|babys|infant|child|son|daughter|newborn|bachch?a|bachch?e|bachch?i|bacha|bache|bachi|beta|beti|munna|munni|shishu|बच्चा|बच्चे|बच्ची|बेटा|बेटी|शिशु)$/;
const AGE_MARKERS = /^(old|ka|ki|ke|का|की|के|baby|infant|bachch?a|bachch?e|bacha|bache)$/;
const DAY_UNITS = /^(days?|din|दिन)$/;
const WEEK_UNITS = /^(weeks?|wks?|hafte|hafta|haftey|हफ्ते|हफ्ता|सप्ताह)$/;
const MONTH_UNITS = /^(months?|mths?|mo|mos|mahine|mahina|mahiney|maheene|maheena|महीने|महीना|माह)$/;
// After 'ka/ki/ke' a symptom, not a child: the number says how long.
const SYMPTOM_AFTER =
  /^(bukhar|bukhaar|bukar|बुखार|fever|taap|ताप|khansi|khaansi|खांसी|cough|dard|दर्द|pain|dast|दस्त|zukam|jukam|zukaam|जुकाम|ulti|उल्टी|sardi|सर्दी)$/;
const DURATION_AFTER = /^(se|से|since|now|tak|तक)$/;
const YOUNGER_THAN = /^(under|below|less|younger|upto|within|se)$/;

/** The age in days that a number and its unit say (3 weeks → 21), or null if the unit is not one. */
function ageInDays(count: number, unit: string): number | null {
  if (DAY_UNITS.test(unit)) return count;
  if (WEEK_UNITS.test(unit)) return count * 7;
  if (MONTH_UNITS.test(unit)) return count * 30;
  return null;
}

// A fever in the first 3 months (up to 90 days, the usual cut-off) always needs a doctor at once.
const INFANT_DAYS = 92;

/** A baby's age of about 3 months or less: '6 week old', '2 mahine ka bachcha', 'under 3 months'. */
export function mentionsInfantAge(tokens: Token[]): boolean {
  return tokens.some((token, i) => {
    const count = numberOf(token.text);
    if (count === null || count === 0) return false;
    // '2-month-old' and '2 month old'; also '2months' written together is split by tokenise only for digits.
    const unit = tokens[i + 1];
    if (!unit || unit.clause !== token.clause) return false;
    const days = ageInDays(count, unit.text);
    if (days === null || days > INFANT_DAYS) return false;
    const after = tokens[i + 2];
    // '5 din se', '2 weeks since': how long something has lasted, not an age.
    if (after && after.clause === token.clause && DURATION_AFTER.test(after.text)) return false;
    // '2 din ka bukhar' is a fever of 2 days; '2 din ka bachcha' a baby of 2 days.
    if (after && after.clause === token.clause && AGE_MARKERS.test(after.text)) return !SYMPTOM_AFTER.test(tokens[i + 3]?.text ?? '');
    const before = tokens.slice(Math.max(0, i - 3), i).filter((t) => t.clause === token.clause);
    if (before.some((t) => YOUNGER_THAN.test(t.text)) && MONTH_UNITS.test(unit.text)) return true;
    // 'my baby is 6 weeks' — but not 'baby has had fever for 2 days', where the number is how long.
    const previous = tokens[i - 1]?.text ?? '';
    return before.some((t) => BABY_WORDS.test(t.text)) && !/^(for|since|from|past|last|se)$/.test(previous);
  });
}

// Pills by their form, or the everyday medicines people name instead ('took 30 paracetamol').
const PILL_WORDS =
  /^(paracetamol|crocin|dolo|calpol|ibuprofen|brufen|combiflam|aspirin|disprin|saridon|cetirizine|alprazolam|diazepam|clonazepam|insulin|metformin|pills?|tablets?|tabs?|capsules?|caps|goli|goliyan|goliyaan|goliya|गोली|गोलियां|गोलियाँ|गोलियों|strips?|doses?)$/;
const SWALLOWED =
  /^(took|taken|swallowed|consumed|ingested|overdosed|popped|khali|khaali|khayi|khaayi|khaai|khaye|khaaye|खाई|खाईं|खायी|खाली)$/;
const KHA = /^(kha|khaa|खा)$/;
const DONE = /^(li|lee|lin|leen|liya|liye|gaya|gayi|gai|gaye|ली|लीं|लिया|लिये|गया|गई|गयी)$/;
// Six or more at once is past any usual single dose of an over-the-counter medicine.
const MANY_PILLS = 6;

/** Someone swallowed many pills: 'took 20 sleeping pills', '15 goliyan kha li'. Buying 10 tablets is not it. */
export function mentionsManyPillsTaken(tokens: Token[]): boolean {
  const swallowedIn = new Set<number>();
  tokens.forEach((token, i) => {
    if (SWALLOWED.test(token.text)) swallowedIn.add(token.clause);
    const next = tokens[i + 1];
    if (KHA.test(token.text) && next && next.clause === token.clause && DONE.test(next.text)) swallowedIn.add(token.clause);
  });
  return tokens.some((token, i) => {
    const count = numberOf(token.text);
    if (count === null || count < MANY_PILLS || !swallowedIn.has(token.clause)) return false;
    // 'took 30 paracetamol', 'swallowed 30 of my sleeping pills'.
    return tokens.slice(i + 1, i + 6).some((t) => t.clause === token.clause && PILL_WORDS.test(t.text));
  });
}
