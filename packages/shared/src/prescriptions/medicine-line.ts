/**
 * Reading one prescribed-medicine line ('1. Tab. Dolo 650 1-0-1 x 5 days after food') into its parts.
 * Pure string work, no dependencies: the same rules run on the server after OCR and in tests.
 *
 * The approach (decision record 024): find the field tokens first — strength, dose, frequency,
 * duration, instructions, quantity — anywhere in the line; what stands before the first of them,
 * after the dosage-form prefix, is the medicine's name. OCR confusions that matter (O for 0, l or I
 * for 1 in '1-0-1') are repaired inside the tokens only, never in names.
 */
import { escapeRegExp, READING_KNOWLEDGE } from './knowledge/reading-knowledge.ts';

export interface MedicineFields {
  nameAsWritten: string;
  strength: string | null;
  form: string | null;
  dose: string | null;
  frequency: string | null;
  duration: string | null;
  durationDays: number | null;
  quantity: number | null;
  instructions: string | null;
}

/** Dosage-form words as prescribers abbreviate them, and the form we report. */
const FORM_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:tabs?|tablets?|tb|t|tt)$/i, 'tablet'],
  [/^(?:caps?|capsules?|cp|c)$/i, 'capsule'],
  [/^(?:syp|syr|syrup|syrp)$/i, 'syrup'],
  [/^(?:susp|suspension)$/i, 'suspension'],
  [/^(?:inj|injection|injn)$/i, 'injection'],
  [/^(?:oint|ointment|ont)$/i, 'ointment'],
  [/^(?:crm|cream)$/i, 'cream'],
  [/^gel$/i, 'gel'],
  [/^(?:drops?|gtt|gtts|e\/d|eye\/drops)$/i, 'drops'],
  [/^(?:inh|inhaler|mdi)$/i, 'inhaler'],
  [/^(?:rotacaps?|rotacap)$/i, 'rotacap'],
  [/^(?:resp|respules?)$/i, 'respules'],
  [/^(?:sach|sachet|sachets)$/i, 'sachet'],
  [/^(?:lot|lotion)$/i, 'lotion'],
  [/^(?:spray|nasal)$/i, 'spray'],
  [/^(?:pwd|powder|pdr)$/i, 'powder'],
  [/^(?:liq|liquid|sol|soln|solution)$/i, 'solution'],
  [/^(?:mouthwash|gargle)$/i, 'mouthwash'],
  [/^(?:patch)$/i, 'patch'],
  [/^(?:balm)$/i, 'balm'],
  [/^(?:granules)$/i, 'granules'],
  [/^(?:shampoo)$/i, 'shampoo'],
  [/^(?:supp|suppository)$/i, 'suppository'],
];

/** A dosage form from one word ('Tab.', 'Syp', 'Capsule'), or null. */
export function formOfWord(word: string): string | null {
  const bare = word.replace(/[.:,]+$/, '');
  for (const [pattern, form] of FORM_WORDS) if (pattern.test(bare)) return form;
  return null;
}

/** Single-letter forms ('T.', 'C.') count only with a dot; otherwise they are initials or noise. */
function leadingForm(text: string): { form: string; rest: string } | null {
  const match = /^([A-Za-z/]{1,11})(\.?)(?:\s+|(?<=\.)(?=[A-Za-z]))(.*)$/s.exec(text);
  if (!match) return null;
  const [, word, dot, rest] = match;
  // 'Eye drops', 'Ear drops', 'Nasal spray': the second word is the form.
  const second = /^(drops?|spray)\b\.?\s*(.*)$/is.exec(rest ?? '');
  if (/^(?:eye|ear|nasal)$/i.test(word!) && second && /[A-Za-z]/.test(second[2]!)) {
    return { form: formOfWord(second[1]!) ?? 'drops', rest: second[2]! };
  }
  if (word!.length === 1 && dot !== '.') return null;
  const form = formOfWord(word!);
  if (!form || !rest || !/[A-Za-z]/.test(rest)) return null;
  return { form, rest };
}

// --------------------------------------------------------------------------------------------
// Field tokens. Each regex is global so we can find its first index in the remainder of a line.

const NUM = String.raw`\d+(?:\.\d+)?`;
// 'mq', 'rng' and 'm9' are OCR's 'mg'.
const STRENGTH_UNIT = String.raw`(?:mg|mq|rng|m9|mgs|mcg|meg|mcq|µg|ug|gm|g|iu|i\.u\.|%(?!\s*(?:tab|cap))|units?|mg\/ml|w\/w|w\/v)`;
const STRENGTH = new RegExp(
  String.raw`(?<![\w.])(${NUM})\s*(${STRENGTH_UNIT})(?:\s*(?:\/|\bper\b|\bin\b)\s*(${NUM})?\s*(ml|g|gm|tab))?(?![A-Za-z])(?!\s*\/\s*(?:dl|l|hpf|cumm|mm)\b)`,
  'gi',
);
/** '1-0-1', '1-1-1-1', '½-0-½', '1/2-0-1/2', with O/l/I confusions; parts are 0, ½, 1, 2 or 3. */
const PART = String.raw`(?:[0-4oOlI]|½|1\/2)`;
// '1+0+1' is as common as '1-0-1' on handwritten prescriptions.
const PATTERN = new RegExp(
  String.raw`(?<![\w/])\(?(${PART})\s*[-–—+]\s*(${PART})\s*[-–—+]\s*(${PART})(?:\s*[-–—+]\s*(${PART}))?\)?(?![\w/])`,
  'g',
);
const FREQ_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:s[o0]s|s\.o\.s\.?|[s5]\.[o0]\.[s5]\b\.?|prn|p\.r\.n\.?|as\s+(?:and\s+when\s+)?(?:needed|required)|when (?:needed|required)|if (?:needed|required)|if pain|in case of (?:fever|pain)|only if)\b/gi,
    'SOS',
  ],
  // 'Qib', 'quid': OCR's d as b, and a u in the loop of a handwritten q.
  [
    /\b(?:qid|[qg]\.i\.d\.?|qib|quid|qds|q\.d\.s\.?|four times (?:a day|daily)|4 times (?:a day|daily)|6 hourly|every 6 hours|q6h)\b/gi,
    'QID',
  ],
  [
    /\b(?:tds|t\.d\.s\.?|td(?=\.)|tid|t\.i\.d\.?|thrice (?:a day|daily)|three times (?:a day|daily)|3 times (?:a day|daily)|8 hourly|every 8 hours|q8h)\b/gi,
    'TDS',
  ],
  [
    /\b(?:bd|b\.d\.?|bid|b\.i\.d\.?|[tf]wice (?:a day|daily)|two times (?:a day|daily)|2 times (?:a day|daily)|12 hourly|every 12 hours|q12h|morning (?:and|&) (?:night|evening))\b/gi,
    'BD',
  ],
  // Handwriting fonts lose the spaces: 'onceaweek', 'onceweekly', 'oncedaily'.
  [/\b(?:weekly|once\s?(?:a|per|every)\s?week|once\s?weekly|every week)\b/gi, 'weekly'],
  [/\b(?:hs|h\.s\.?|at bed ?time|bed ?time|at night(?! and))\b/gi, 'HS'],
  [
    /(?:\bod\b|\bo\.d\.?|(?<![\w.])0\.?d\b\.?|\bqd\b|\bq\.d\.?|\b(?:once\s?(?:a\s?day|daily)|1 time (?:a day|daily)|daily|every day|every morning|once in the morning)\b)/gi,
    'OD',
  ],
];
const DOSE_UNIT = String.raw`(?:tabs?|tablets?|caps?|capsules?|ml|puffs?|drops?|sachets?|pkts?|packets?|tsp|teaspoons?|tbsp|units?|applications?|spoons?)`;
const DOSE = new RegExp(String.raw`(?<![\w/])(${NUM}|½|1\/2|one|two|half)\s*(${DOSE_UNIT})(?![A-Za-z])`, 'gi');
// Units as written, with OCR's usual misreadings of handwriting ('doys', 'wke').
const DAY_WORDS = String.raw`(?:days?|dys|daye|deys|doys|dayz|dogs|dags)`;
const WEEK_WORDS = String.raw`(?:weeks?|wks?|wke|weeke|wecks?)`;
const MONTH_WORDS = String.raw`(?:months?|mths?|monthe)`;
const DURATION = new RegExp(
  String.raw`(?:(?:(?<![A-Za-z])[xX×]|\bfor|\*)\s*(\d{1,3})\s*(${DAY_WORDS}|d|${WEEK_WORDS}|w|${MONTH_WORDS}|m)\b|(?<![\w/-])(\d{1,3})\s*(${DAY_WORDS}|${WEEK_WORDS}|${MONTH_WORDS})\b|(?<![\w/-])(\d{1,3})(d|w)\b|(?<![\w/.-])(\d{1,2})\s*\/\s*(7|52|12)(?![\w/]))`,
  'gi',
);
const INSTRUCTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:after (?:food|meals?|eating)|a\/f|p\.?c\.?(?=\W|$))/gi, 'after food'],
  [/\b(?:before (?:food|meals?|eating)|b\/f|a\.?c\.?(?=\W|$))/gi, 'before food'],
  [/\b(?:empty stomach|on an empty stomach)\b/gi, 'empty stomach'],
  [/\bbefore breakfast\b/gi, 'before breakfast'],
  [/\bafter breakfast\b/gi, 'after breakfast'],
  [/\bafter (?:lunch)\b/gi, 'after lunch'],
  [/\bafter (?:dinner)\b/gi, 'after dinner'],
  [/\bbefore (?:dinner)\b/gi, 'before dinner'],
  [/\bwith (?:food|meals?)\b/gi, 'with food'],
  [/\bwith (?:milk)\b/gi, 'with milk'],
  [/\bwith (?:warm )?water\b/gi, 'with water'],
  [/\b(?:apply locally|local application|l\/a)\b/gi, 'apply locally'],
  [/\b(?:apply (?:twice|thrice|once|at night|on affected area)[a-z ]*)\b/gi, 'apply on the affected area'],
  [/\b(?:dissolve in (?:a glass of )?water)\b/gi, 'dissolve in water'],
  [/\b(?:chew(?:able)?|to be chewed)\b/gi, 'chew'],
  [/\b(?:in (?:each|both) (?:eyes?|ears?|nostrils?))\b/gi, ''],
];
const QUANTITY = /\b(?:qty|quantity|no\.?s?|#)\s*[:.-]?\s*(\d{1,3})\b|\(\s*(\d{1,3})\s*(?:tabs?|tablets?|caps?|capsules?|nos?)\s*\)/gi;

/** A phrase of the reader's knowledge as a pattern: whole words, in any script. */
const phrasePattern = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(phrase)}(?![\\p{L}\\p{M}])`, 'giu');
const FREQUENCY_PHRASES = READING_KNOWLEDGE.frequencyPhrases.map((p) => [phrasePattern(p.phrase), p.code] as const);
const INSTRUCTION_PHRASES = READING_KNOWLEDGE.instructionPhrases.map((p) => [phrasePattern(p.phrase), p.value] as const);
const ONCE_DAILY_TIMINGS = READING_KNOWLEDGE.onceDailyTimings.map(phrasePattern);

/** A timing that only makes sense once a day ('before breakfast') stands for OD when no frequency is written. */
export function impliesOnceDaily(text: string): boolean {
  return ONCE_DAILY_TIMINGS.some((re) => {
    re.lastIndex = 0;
    return re.test(text);
  });
}

interface Hit {
  index: number;
  end: number;
}

function firstHit(re: RegExp, text: string): (RegExpExecArray & Hit) | null {
  re.lastIndex = 0;
  const match = re.exec(text);
  if (!match) return null;
  return Object.assign(match, { end: match.index + match[0].length });
}

// '4' in a dosing pattern is OCR's reading of a handwritten '1' (nobody takes four at once).
const repairPart = (part: string) => part.replace(/[oO]/g, '0').replace(/[lI4]/g, '1').replace('1/2', '½');

/** The frequency in a line: a pattern ('1-0-1') or a named one (BD), with where it stands. */
export function findFrequency(text: string): { value: string; index: number; end: number } | null {
  const pattern = firstHit(PATTERN, text);
  let best: { value: string; index: number; end: number } | null = null;
  if (pattern) {
    const parts = [pattern[1], pattern[2], pattern[3], pattern[4]].filter((p): p is string => p !== undefined).map(repairPart);
    // A pattern of letters only ('l-I-l') is a word, and all-zero means nothing.
    const written = [pattern[1], pattern[2], pattern[3]].join('');
    const hasDigit = /[0-4½]/.test(written) || (/[oO]/.test(written) && /[lI]/.test(written));
    if (hasDigit && parts.some((p) => p !== '0')) best = { value: parts.join('-'), index: pattern.index, end: pattern.end };
  }
  for (const [re, value] of [...FREQ_WORDS, ...FREQUENCY_PHRASES]) {
    const hit = firstHit(re, text);
    if (hit && (!best || hit.index < best.index)) {
      // A named frequency beside a pattern adds nothing: the pattern is more precise (HS beside 0-0-1).
      if (best && /^\d/.test(best.value)) continue;
      best = { value, index: hit.index, end: hit.end };
    }
  }
  return best;
}

function unitOfDuration(unit: string): 'day' | 'week' | 'month' {
  const u = unit.toLowerCase();
  if (u.startsWith('w') || u === '52') return 'week';
  if (u.startsWith('m') || u === '12') return 'month';
  return 'day';
}

/** OCR's usual misreadings of a duration's count ('x G weeks', '§ days', '| week'), same length. */
function repairDurationDigits(text: string): string {
  return text.replace(/(^|[\sx×(])([GSsOo§|lI])(?=\s*(?:days?|weeks?|wks?|months?)\b)/g, (_, before: string, c: string) => {
    const digit = c === 'G' ? '6' : c === 'S' || c === 's' || c === '§' ? '5' : c === 'O' || c === 'o' ? '0' : '1';
    return before + digit;
  });
}

export function findDuration(text: string): { duration: string; days: number; index: number; end: number } | null {
  for (const hit of repairDurationDigits(text).matchAll(DURATION)) {
    const count = Number(hit[1] ?? hit[3] ?? hit[5] ?? hit[7]);
    const unit = unitOfDuration(hit[2] ?? hit[4] ?? hit[6] ?? hit[8]!);
    // '0d' is OCR's 'o.d.', not a duration; keep looking.
    if (!Number.isFinite(count) || count <= 0 || count > 365) continue;
    const days = unit === 'week' ? count * 7 : unit === 'month' ? count * 30 : count;
    return { duration: `${count} ${unit}${count === 1 ? '' : 's'}`, days, index: hit.index, end: hit.index + hit[0].length };
  }
  return null;
}

function normaliseStrengthUnit(unit: string): string {
  const u = unit.toLowerCase().replace(/\./g, '');
  if (u === 'µg' || u === 'ug' || u === 'meg' || u === 'mcq') return 'mcg';
  if (u === 'mq' || u === 'rng' || u === 'm9' || u === 'mgs') return 'mg';
  if (u === 'gm') return 'g';
  if (u === 'unit' || u === 'units') return 'IU';
  if (u === 'iu') return 'IU';
  return u;
}

export function findStrength(text: string): { value: string; index: number; end: number } | null {
  const hit = firstHit(STRENGTH, text);
  if (!hit) return null;
  const unit = normaliseStrengthUnit(hit[2]!);
  let value = unit === '%' ? `${hit[1]}%` : `${hit[1]} ${unit}`;
  if (hit[4]) value += `/${hit[3] ? `${hit[3]} ` : ''}${hit[4].toLowerCase() === 'gm' ? 'g' : hit[4].toLowerCase()}`;
  return { value, index: hit.index, end: hit.end };
}

function normaliseDose(amount: string, unit: string): string {
  const a =
    amount.toLowerCase() === 'one'
      ? '1'
      : amount.toLowerCase() === 'two'
        ? '2'
        : amount.toLowerCase() === 'half' || amount === '1/2'
          ? '½'
          : amount;
  const u = unit.toLowerCase();
  const short = /^tab/.test(u)
    ? 'tab'
    : /^cap/.test(u)
      ? 'cap'
      : /^puff/.test(u)
        ? 'puff'
        : /^drop/.test(u)
          ? 'drop'
          : /^(sachet|pkt|packet)/.test(u)
            ? 'sachet'
            : /^(tsp|teaspoon|spoon)/.test(u)
              ? 'tsp'
              : /^unit/.test(u)
                ? 'units'
                : /^application/.test(u)
                  ? 'application'
                  : u;
  const plural = ['puff', 'drop', 'sachet'].includes(short) && a !== '1' && a !== '½' ? 's' : '';
  return `${a} ${short}${plural}`;
}

export function findDose(text: string): { value: string; index: number; end: number } | null {
  const hit = firstHit(DOSE, text);
  if (!hit) return null;
  return { value: normaliseDose(hit[1]!, hit[2]!), index: hit.index, end: hit.end };
}

export function findInstructions(text: string): { value: string; index: number } | null {
  const found: Array<{ value: string; index: number }> = [];
  for (const [re, value] of [...INSTRUCTIONS, ...INSTRUCTION_PHRASES]) {
    const hit = firstHit(re, text);
    if (hit && value) found.push({ value, index: hit.index });
  }
  if (found.length === 0) return null;
  found.sort((a, b) => a.index - b.index);
  const values = [...new Set(found.map((f) => f.value))];
  return { value: values.join(', '), index: found[0]!.index };
}

function findQuantity(text: string): { value: number; index: number } | null {
  const hit = firstHit(QUANTITY, text);
  if (!hit) return null;
  const value = Number(hit[1] ?? hit[2]);
  return value > 0 ? { value, index: hit.index } : null;
}

/**
 * A handwritten 1 that OCR read as a bar where a bar cannot be a cell's edge: at the start of a dosing
 * pattern ('| - 0 - 1') or as a duration's count ('for | week').
 */
function repairBarOne(text: string): string {
  return (
    text
      // '1-1-141': the last dash of '1-1-1-1' read as a 4.
      .replace(/(?<![\w/])([0-3½]\s*[-–—+]\s*[0-3½]\s*[-–—+]\s*)141(?![\w/])/g, '$11-1')
      .replace(/\|(?=\s*[-–—+]\s*[0-4oOlI½]\s*[-–—+])/g, '1')
      .replace(/(\b(?:for|x)\s*)\|(?=\s*(?:days?|weeks?|months?)\b)/gi, '$11')
  );
}

/** The fields other than the name, found anywhere in a text (a line or a continuation line). */
export function findFields(raw: string) {
  const text = repairBarOne(raw);
  return {
    strength: findStrength(text),
    dose: findDose(text),
    frequency: findFrequency(text),
    duration: findDuration(text),
    instructions: findInstructions(text),
    quantity: findQuantity(text),
  };
}

/** Strips list numbering and bullets: '1.', '2)', '(3)', 'iv.', '-', '•'. */
export function stripNumbering(line: string): string {
  return line
    .replace(/^[\s.,'`"|:;_~-]*(?=\d|[A-Za-z(])/, '')
    .replace(/^\s*(?:\(?\d{1,2}\s*[.,)\]:|}]|\d{1,2}\s+(?=[A-Za-z])|\(?[ivx]{1,4}[.)]|[-–•*·>»●○■□✓]+)\s*/i, '')
    .trim();
}

/** Strips the Rx mark at the start of a line: 'Rx', 'Rx:', 'R/', '℞'. */
export function stripRxMark(line: string): string {
  return line
    .replace(/^[\s.,'`"|:;_~-]*(?=\d|[A-Za-z(])/, '')
    .replace(/^\s*(?:℞|R\s*[xX]\b\.?|R\/|RX\b)\s*[:.-]?\s*/, '')
    .trim();
}

const TRAILING_NOISE = /[\s,;:|–—([{/-]+$/;

/**
 * One medicine line into its fields, or null when no name is left (a line of only '1-0-1 x 5 days').
 * The caller decides whether the line is a medicine at all (parse-prescription.ts).
 */
/** Known prefixes, for OCR's near misses of them ('Cop.' for 'Cap.', 'yr.' for 'Syr.'). */
const PREFIXES = ['tab', 'cap', 'syp', 'syr', 'inj', 'oint', 'susp', 'sach', 'drops', 'cream', 'gel', 'caps', 'tabs'];

/**
 * OCR debris before a name: a near miss of a form prefix ('Cop.', 'yr.', 'Sye.') or a scrap of
 * lower-case letters ('jy Insulin'); only before a capitalised word, so names stay whole.
 */
function stripPrefixDebris(text: string): { text: string; form: string | null } {
  const match = /^([A-Za-z]{1,4})(\.?)\s+(?=[A-Z][A-Za-z]{2,})/.exec(text);
  if (!match) return { text, form: null };
  const word = match[1]!.toLowerCase();
  const near = PREFIXES.find((prefix) => Math.abs(prefix.length - word.length) <= 1 && editDistance1(prefix, word));
  if (near && (match[2] === '.' || word.length >= 3)) return { text: text.slice(match[0].length), form: formOfWord(near) };
  if (/^[a-z]{1,3}$/.test(match[1]!) && match[2] !== '.') return { text: text.slice(match[0].length), form: null };
  return { text, form: null };
}

/** Whether two short strings are at most one edit apart. */
function editDistance1(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export function parseMedicineLine(raw: string): (MedicineFields & { hadForm: boolean; fieldCount: number; followUp: boolean }) | null {
  let text = repairBarOne(stripRxMark(stripNumbering(stripRxMark(raw))));
  // Table cells (pipes, tabs, wide gaps) keep a double space: it ends the name.
  text = text
    .replace(/\s*[|\t]\s*/g, '  ')
    .replace(/ {3,}/g, '  ')
    .trim();
  // OCR's reading of a row number ('SF', 'of', 'é.', '2d') before a form prefix is debris.
  // '0int.', '0intment': a zero for the O of a prefix.
  text = text.replace(/^0(?=int(?:ment)?\b)/i, 'O');
  // 'InjRyzodeg', 'TabDolo': a prefix whose space OCR lost, before a capitalised name.
  text = text.replace(/^(Tab|Cap|Syp|Syr|Inj|Oint|Susp)(?=[A-Z][a-z]{2})/, '$1 ');
  text = text.replace(/^\S{1,3}\s+(?=(?:tab|tabs|tablet|cap|caps|capsule|syp|syr|syrup|inj|oint|susp|sachet|sach|cream|gel|drops)\b)/i, '');
  let form: string | null = null;
  const lead = leadingForm(text);
  if (lead) {
    form = lead.form;
    text = lead.rest.trim();
  } else {
    const debris = stripPrefixDebris(text);
    form = debris.form;
    text = debris.text;
  }
  const fields = findFields(text);
  const starts = [
    fields.strength?.index,
    fields.dose?.index,
    fields.frequency?.index,
    fields.duration?.index,
    fields.instructions?.index,
    fields.quantity?.index,
  ].filter((i): i is number => i !== undefined);
  // Separators that end a name in tables and lists: ' - ', '(', ':' or a comma.
  const separator = /\s[-–—]\s|[(:,;]|\s{2,}/.exec(text);
  if (separator) starts.push(separator.index);
  let end = starts.length > 0 ? Math.min(...starts) : text.length;
  let name = text.slice(0, end).replace(TRAILING_NOISE, '').trim();
  // A form word written after the name ('Dolo 650 Tablet') is the form, not the name.
  const words = name.split(' ');
  while (words.length > 1 && formOfWord(words.at(-1)!)) {
    form ??= formOfWord(words.at(-1)!);
    words.pop();
  }
  // 'Azee 500 1 OD': a bare count after the brand's number is how many to take, not part of the name.
  if (words.length >= 3 && /^(?:[1-3]|½)$/.test(words.at(-1)!) && /^\d+(?:\.\d+)?$/.test(words.at(-2)!)) words.pop();
  // OCR writes a strength's digits as letters ('Atenolol So', 'Celin Soo', 'Thyronorm lOO'): after
  // the first word, a token of only such shapes is the number.
  name = words
    .map((word, i) =>
      i > 0 && /^[S5§lI1][oO0]{1,3}$/.test(word) ? word.replace(/^[S§]/, '5').replace(/^[lI]/, '1').replace(/[oO]/g, '0') : word,
    )
    .join(' ')
    .replace(TRAILING_NOISE, '')
    .trim();
  if (!/[A-Za-z]{2,}/.test(name)) return null;
  // Strength right after the name ('Paracetamol 500 mg') belongs to it; further strengths too.
  const strength = fields.strength && fields.strength.index >= end - 1 ? fields.strength.value : (fields.strength?.value ?? null);
  end = Math.max(end, 0);
  // 'after 1 week', 'in 2 days': when to come back or test, not how long to take a medicine.
  const followUp = fields.duration !== null && /\b(?:after|in|within|every)\s*$/i.test(text.slice(0, fields.duration.index));
  const fieldCount = [fields.strength, fields.dose, fields.frequency, followUp ? null : fields.duration, fields.instructions].filter(
    Boolean,
  ).length;
  return {
    nameAsWritten: name,
    strength,
    form,
    dose: fields.dose?.value ?? null,
    frequency: fields.frequency?.value ?? (impliesOnceDaily(text) ? 'OD' : null),
    duration: followUp ? null : (fields.duration?.duration ?? null),
    durationDays: followUp ? null : (fields.duration?.days ?? null),
    quantity: fields.quantity?.value ?? null,
    instructions: fields.instructions?.value ?? null,
    hadForm: lead !== null || form !== null,
    fieldCount,
    followUp,
  };
}
