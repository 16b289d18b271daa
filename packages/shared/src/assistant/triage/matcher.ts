import { editDistance, numberOf, type Token } from './tokens.ts';

/**
 * A phrase is written as words separated by spaces; each word lists its alternatives with '|'
 * ('chest|seene pain|dard'); an alternative ending in '*' matches any word starting with it
 * ('swell*'), one starting with '=' only itself ('=drank'); a '~' between two words lets up to 3 other words stand between them ('pain in ~
 * chest' reads 'pain in my left chest'), a '~~' up to 12 in the same sentence, for the way people tell who did
 * what ('कुत्ते ने मेरे 10 साल के बेटे की पिंडली पर काट लिया'). Words without '~' must be next to each other.
 */
interface Slot {
  alternatives: string[];
  /** Other words allowed between the previous slot and this one. */
  gapBefore: number;
}

export interface CompiledPhrase {
  source: string;
  slots: Slot[];
  /** The phrase itself says 'not' ('cant breathe', 'khoon nahi ruk raha'): a negation around it is part of it. */
  negatedByItself: boolean;
  /**
   * Its '~' gaps may cross a comma ('red, hot and swollen'). Only a protocol's phrases do: a red flag sends
   * to the emergency department, and 'sore throat, swollen glands' is not a swollen throat.
   */
  crossesCommas: boolean;
}

const WIDE_GAP = 3;
const SENTENCE_GAP = 12;

// English words that cancel what follows them within the same clause ('no chest pain', 'without bleeding').
const NEGATORS_BEFORE = new Set([
  'no',
  'not',
  'never',
  'without',
  'denies',
  'deny',
  'denied',
  'dont',
  'doesnt',
  'didnt',
  'havent',
  'hasnt',
  'hadnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'none',
  'nor',
  'neither',
  'nothing',
  'bina',
  'बिना',
]);
// ... unless they are about knowing, not about the symptom ('not sure if it is chest pain').
const NOT_A_NEGATION_AFTER = new Set(['sure', 'know', 'idea', 'certain', 'understand', 'clear', 'only', 'just']);
// Hindi and Hinglish put 'not' after the symptom ('seene mein dard nahi hai'); English says a finding is
// absent after it too ('his temperature is normal').
const SAYS_NORMAL = new Set(['normal', 'सामान्य', 'fine', 'theek', 'thik', 'ठीक']);
const COMPARES_WITH_NORMAL = new Set(['than', 'from', 'above', 'below', 'beyond', 'se', 'से']);
const HINDI_NOT = ['nahi', 'nahin', 'nhi', 'nai', 'nahii', 'नहीं', 'नही', 'ना'];
const NEGATORS_AFTER = new Set([...HINDI_NOT, ...SAYS_NORMAL]);
// ... but 'nahi ruk raha' (is not stopping) and 'nahi ja raha' (is not going away) say it goes on.
const CONTINUES_AFTER_NAHI = /^(ruk|band|ja|kam|gaya|gayi|रुक|बंद|जा|कम)/;
const NEGATION_WINDOW = 3;
const SHORT_REACH = new Set(['without', 'bina', 'बिना']);
const LIST_JOINERS = new Set(['or', 'nor', 'ya', 'या']);
const LIST_NEGATION_WINDOW = 7;

const ALL_NEGATORS = new Set([...NEGATORS_BEFORE, ...HINDI_NOT, 'cant', 'cannot', 'couldnt', 'wont', 'unable', 'stopped', 'stops']);

/** Parses a phrase of the rule table (see the comment above). */
export function compilePhrase(source: string, { crossesCommas = false } = {}): CompiledPhrase {
  const slots: Slot[] = [];
  let gap = 0;
  for (const part of source.trim().split(/\s+/)) {
    if (part === '~' || part === '~~') {
      gap = part === '~' ? WIDE_GAP : SENTENCE_GAP;
      continue;
    }
    slots.push({ alternatives: part.split('|'), gapBefore: gap });
    gap = 0;
  }
  const negatedByItself = slots.some((slot) => slot.alternatives.some((alternative) => ALL_NEGATORS.has(alternative)));
  return { source, slots, negatedByItself, crossesCommas };
}

/**
 * How many typing mistakes a word may carry: none for short words, where one letter changes the
 * meaning; one from 4 letters inside a phrase of several words (the other words vouch for it), two
 * from 10; a phrase of one word only forgives one mistake from 8 letters ('unconcious'). A 4-letter
 * word forgives only two letters swapped ('pian'): one changed letter turns everyday Hinglish into an
 * emergency ('saal' is not 'saap', a snake; 'bete', a son, is not 'bite').
 */
function allowedEdits(alternative: string, phraseLength: number): number {
  if (phraseLength === 1) return alternative.length >= 8 ? 1 : 0;
  if (alternative.length >= 10) return 2;
  return alternative.length >= 4 ? 1 : 0;
}

/** Same letters, two of them swapped. */
function isSwap(word: string, alternative: string): boolean {
  return word.length === alternative.length && [...word].sort().join('') === [...alternative].sort().join('');
}

const matchCache = new Map<string, boolean>();

function wordMatches(word: string, alternative: string, phraseLength: number): boolean {
  if (alternative.endsWith('*')) return word.startsWith(alternative.slice(0, -1));
  // '=drank': the tense is the meaning ('drink lemon water' is not 'drank bleach'), so no typo allowance.
  if (alternative.startsWith('=')) return word === alternative.slice(1);
  if (word === alternative) return true;
  const edits = allowedEdits(alternative, phraseLength);
  // The first letter is rarely mistyped; requiring it keeps 'pain' from matching 'rain'.
  if (edits === 0 || word[0] !== alternative[0] || numberOf(word) !== null) return false;
  const key = `${word}\u0000${alternative}\u0000${edits}`;
  let hit = matchCache.get(key);
  if (hit === undefined) {
    hit = editDistance(word, alternative, edits) <= edits && (alternative.length > 4 || isSwap(word, alternative));
    // The cache only ever holds word pairs seen in messages; keep it bounded.
    if (matchCache.size > 50_000) matchCache.clear();
    matchCache.set(key, hit);
  }
  return hit;
}

function slotMatches(token: Token | undefined, slot: Slot, phraseLength: number): boolean {
  return token !== undefined && slot.alternatives.some((alternative) => wordMatches(token.text, alternative, phraseLength));
}

// Words that may stand between a list's 'or' and its item ('or any tummy pain').
const LIST_FILLERS = new Set(['any', 'a', 'an', 'the', 'my', 'his', 'her', 'koi', 'कोई']);
// A negated verb's two-item list: 'didn't faint or feel dizzy' (the 'not' right before the first item).
const LIST_VERBS = new Set(['feel', 'felt', 'get', 'got', 'become', 'seem']);
const VERB_NEGATORS = new Set(['not', 'never', 'dont', 'doesnt', 'didnt']);

function isNegatedVerbPair(tokens: Token[], start: number): boolean {
  const [negator, first, joiner, verb] = [start - 4, start - 3, start - 2, start - 1].map((i) => tokens[i]);
  return (
    negator !== undefined &&
    first !== undefined &&
    VERB_NEGATORS.has(negator.text) &&
    LIST_JOINERS.has(joiner?.text ?? '') &&
    LIST_VERBS.has(verb?.text ?? '') &&
    [first, joiner, verb].every((token) => token?.clause === negator.clause)
  );
}

/** A middle item of a comma list that ends in 'or': its own clause, a few words long, an 'or' soon after. */
function isShortListItem(tokens: Token[], start: number, end: number): boolean {
  const clause = tokens[start]?.clause;
  if (tokens[start - 1]?.clause === clause || tokens[start - 1]?.sentence !== tokens[start]?.sentence) return false;
  if (tokens.filter((token) => token.clause === clause).length > 3) return false;
  for (let i = end + 1; i <= Math.min(tokens.length - 1, end + 4); i += 1) {
    if (tokens[i]?.sentence !== tokens[start]?.sentence) return false;
    if (LIST_JOINERS.has(tokens[i]?.text ?? '')) return true;
  }
  return false;
}

/** Whether a 'not' stands inside the match ('lips are not blue', 'saans nahi phool rahi'). */
function negatedWithin(tokens: Token[], start: number, end: number): boolean {
  for (let i = start + 1; i < end; i += 1) {
    const word = tokens[i]?.text ?? '';
    if (NEGATORS_BEFORE.has(word) && !NOT_A_NEGATION_AFTER.has(tokens[i + 1]?.text ?? '')) return true;
    if (HINDI_NOT.includes(word) && !CONTINUES_AFTER_NAHI.test(tokens[i + 1]?.text ?? '')) return true;
  }
  return false;
}

const isHindiNot = (token: Token | undefined) => token !== undefined && HINDI_NOT.includes(token.text);

/**
 * 'खून नहीं, वज़न कम नहीं हुआ, पेट में तेज़ दर्द, पेट फूलना या उल्टी नहीं': in a run of pertinent
 * negatives, each ending in 'nahi', the last 'nahi' after a 'ya' list reaches back across its commas.
 * Only when the clause before the match itself ended in a 'nahi' ('seene mein dard, saans ya paseena
 * nahi' starts with the chest pain, which is there).
 */
function inHindiRunOfNegatives(tokens: Token[], start: number, end: number): boolean {
  const first = tokens[start];
  if (!first) return false;
  const before = tokens.slice(0, start).filter((t) => t.sentence === first.sentence && t.clause === first.clause - 1);
  if (!before.slice(-3).some(isHindiNot)) return false;
  for (let i = end + 1; i < Math.min(tokens.length, end + 12); i += 1) {
    const token = tokens[i];
    if (!token || token.sentence !== first.sentence) return false;
    if (isHindiNot(token)) return tokens.slice(end + 1, i).some((t) => LIST_JOINERS.has(t.text));
  }
  return false;
}

/** Whether the words just before (English) or after (Hindi) a match say it is absent. */
function isNegated(tokens: Token[], start: number, end: number): boolean {
  const clause = tokens[start]?.clause;
  if (negatedWithin(tokens, start, end)) return true;
  for (let i = Math.max(0, start - NEGATION_WINDOW); i < start; i += 1) {
    const token = tokens[i];
    if (!token || token.clause !== clause || !NEGATORS_BEFORE.has(token.text)) continue;
    // 'without' reaches its own object only: in 'बिना दस्ताने-मास्क कीटनाशक छिड़क रहे थे' the gloves are missing, not the pesticide.
    if (SHORT_REACH.has(token.text) && start - i > 2) continue;
    if (!NOT_A_NEGATION_AFTER.has(tokens[i + 1]?.text ?? '')) return true;
  }
  // 'no chest pain or fainting', 'no fever, rash or stiff neck', 'no rash or any tummy pain': a negation
  // reaches along a list joined by 'or', across its commas but not past the end of the sentence; so it
  // does to a short middle item ('I don't feel sick, dizzy or feverish').
  if (isNegatedVerbPair(tokens, start)) return true;
  const sentence = tokens[start]?.sentence;
  let before = start - 1;
  while (before > 0 && LIST_FILLERS.has(tokens[before]?.text ?? '') && tokens[before]?.sentence === sentence) before -= 1;
  const afterJoiner = LIST_JOINERS.has(tokens[before]?.text ?? '') && tokens[before]?.sentence === sentence;
  if (afterJoiner || isShortListItem(tokens, start, end)) {
    for (let i = Math.max(0, start - LIST_NEGATION_WINDOW); i < before; i += 1) {
      const token = tokens[i];
      if (token && token.sentence === sentence && NEGATORS_BEFORE.has(token.text) && !NOT_A_NEGATION_AFTER.has(tokens[i + 1]?.text ?? ''))
        return true;
    }
  }
  if (inHindiRunOfNegatives(tokens, start, end)) return true;
  // 'kaan ke peeche sujan ya laali nahi hai': a 'nahi' after a list joined by 'ya' reaches back through it,
  // but not across a comma: in 'seene mein dard, saans ya paseena nahi' the chest pain is there.
  const after = LIST_JOINERS.has(tokens[end + 1]?.text ?? '') ? LIST_NEGATION_WINDOW : 2;
  for (let i = end + 1; i <= Math.min(tokens.length - 1, end + after); i += 1) {
    const token = tokens[i];
    if (!token || token.clause !== clause) break;
    if (!NEGATORS_AFTER.has(token.text)) continue;
    // 'not normal', 'normal nahi hai', 'worse than normal': the finding is there.
    if (SAYS_NORMAL.has(token.text)) {
      const before = tokens[i - 1]?.text ?? '';
      return !ALL_NEGATORS.has(before) && !COMPARES_WITH_NORMAL.has(before) && !ALL_NEGATORS.has(tokens[i + 1]?.text ?? '');
    }
    return !CONTINUES_AFTER_NAHI.test(tokens[i + 1]?.text ?? '');
  }
  return false;
}

/**
 * The last token of a match of `slots` that starts right after `position` (within each slot's gap), or -1.
 * Next words must share a clause; a '~' gap of a phrase that `crossesCommas` may cross a comma of the same
 * sentence, as lists of findings are written ('red, hot and swollen').
 */
function matchRest(tokens: Token[], slots: Slot[], position: number, length: number, crossesCommas: boolean): number {
  const [slot, ...rest] = slots;
  if (!slot) return position;
  const here = tokens[position];
  for (let next = position + 1; next <= position + 1 + slot.gapBefore && next < tokens.length; next += 1) {
    const token = tokens[next];
    if (!here || !token || token.sentence !== here.sentence) break;
    if ((slot.gapBefore === 0 || !crossesCommas) && token.clause !== here.clause) break;
    if (!slotMatches(token, slot, length)) continue;
    // Try every place the slot fits: 'took way too much' must not stop at 'way'.
    const end = matchRest(tokens, rest, next, length, crossesCommas);
    if (end >= 0) return end;
  }
  return -1;
}

/** Whether the phrase occurs in the message, in one clause, and is not negated. */
export function phraseOccurs(tokens: Token[], phrase: CompiledPhrase): boolean {
  const [first, ...rest] = phrase.slots;
  if (!first) return false;
  const length = phrase.slots.length;
  for (let start = 0; start < tokens.length; start += 1) {
    const token = tokens[start];
    if (!token || !slotMatches(token, first, length)) continue;
    const end = matchRest(tokens, rest, start, length, phrase.crossesCommas);
    if (end >= 0 && (phrase.negatedByItself || !isNegated(tokens, start, end))) return true;
  }
  return false;
}
