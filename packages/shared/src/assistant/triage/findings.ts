import { compilePhrase, phraseOccurs } from './matcher.ts';
import { normaliseText, numberOf, tokenise, type Token } from './tokens.ts';
import type { AGE_BANDS, CHRONIC_CONDITIONS, MEDICINE_GROUPS } from './protocol-schema.ts';

/**
 * What a message says about the person, read once for every protocol: age, pregnancy, fever height,
 * how long, long-term illness, medicines, travel and surgery. Each is null (or empty) when the
 * message does not say it, so a protocol can ask instead of assuming the safe-looking answer.
 */
export interface Findings {
  tokens: Token[];
  ageYears: number | null;
  ageBand: (typeof AGE_BANDS)[number] | null;
  pregnant: boolean;
  /** The highest temperature the message gives, in °C (104F → 40). */
  tempC: number | null;
  /** 'tez bukhar', 'high fever', 'very hot'. */
  highFever: boolean;
  durationDays: number | null;
  chronic: (typeof CHRONIC_CONDITIONS)[number][];
  medicines: (typeof MEDICINE_GROUPS)[number][];
  travel: boolean;
  recentSurgery: boolean;
  /** A blood sugar reading in mg/dL ('sugar 400', 'glucose reading 55'; a meter's 'HI' counts as 600). */
  glucose: number | null;
  /** The upper (systolic) number of a blood pressure reading in mmHg ('BP 190/110', 'blood pressure 200'). */
  bpSystolic: number | null;
}

const phrases = (list: readonly string[]) => list.map((phrase) => compilePhrase(phrase));
const saysAny = (tokens: Token[], list: ReturnType<typeof phrases>) => list.some((p) => phraseOccurs(tokens, p));

const PREGNANT = phrases([
  'pregnant|pregnancy|pregnent|pregant|pregnet|trimester|garbhvati|garbhavati|garbhwati|garbhavastha|garbhawastha|garbhvastha|गर्भवती|गर्भावस्था',
  'weeks|week|hafte|mahine|months ~ pregnant|pregnancy|garbh|गर्भ',
  'garbh|गर्भ ~ ka|ke|ki|का|के|की ~ mahina|mahine|months|month|hafte|weeks|महीना|महीने|हफ्ते',
  'expecting a baby',
  // A positive home test or a late period: pregnancy for triage (an ectopic pregnancy shows before a scan).
  'pregnancy|home|urine|kit ~ test|tests ~ positive|+ve',
  'test|kit ~ was|came|aaya|aayi|hai|is ~ positive',
  'period|periods|mc|mahwari|माहवारी|पीरियड ~ late|missed',
  'period|periods|mc|mahwari|माहवारी|पीरियड ~ nahi|नहीं aaya|aayi|आया|आई',
  'missed|late my|a ~ period|periods',
  'प्रेगनेंसी|प्रेग्नेंसी ~ टेस्ट ~ पॉजिटिव',
]);
const HIGH_FEVER = phrases(['tez|taez|तेज|bahut|बहुत|high|very|severe bukhar|bukhaar|बुखार|fever|temperature|temp', 'burning up']);
const CHRONIC: [(typeof CHRONIC_CONDITIONS)[number], ReturnType<typeof phrases>][] = [
  ['diabetes', phrases(['diabetic|diabetes|diabetics|madhumeh|मधुमेह|डायबिटीज', 'sugar patient|ka|ki|ke|hai|problem', 'sugar ki bimari'])],
  ['heart', phrases(['heart patient|disease|failure|problem', 'had|previous a heart attack', 'stent|bypass|angioplasty'])],
  ['lung', phrases(['asthma|asthmatic|copd|emphysema|dama|दमा', 'lung disease'])],
  ['kidney', phrases(['kidney disease|failure|patient|problem', 'dialysis|ckd'])],
  [
    'immunosuppressed',
    phrases([
      'chemotherapy|chemo|kimo|कीमोथेरेपी',
      'transplant',
      'hiv',
      'immunosuppressed|immunocompromised',
      // Medicines that lower the blood count or immunity (BNF: a sore throat or fever on them is checked at once).
      'methotrexate|azathioprine|mycophenolate|tacrolimus|ciclosporin|cyclosporine|leflunomide|carbimazole|clozapine|tofacitinib',
      'cancer treatment',
      'on steroids',
    ]),
  ],
];
const MEDICINES: [(typeof MEDICINE_GROUPS)[number], ReturnType<typeof phrases>][] = [
  [
    'blood_thinner',
    phrases(['blood thinner|thinners|thinning', 'warfarin|acitrom|acenocoumarol|apixaban|rivaroxaban|dabigatran|clopidogrel|heparin']),
  ],
  ['steroid', phrases(['steroid|steroids|prednisolone|prednisone|dexamethasone|wysolone'])],
  ['chemotherapy', phrases(['chemotherapy|chemo|कीमोथेरेपी'])],
  ['insulin', phrases(['insulin'])],
];
const TRAVEL = phrases([
  'came|coming|got|returned|returning back from|from',
  'back from',
  'trip|travel|travelled|traveled|travelling|visited|visit to',
  'se wapas|lauta|laute|aaya',
]);
const SURGERY = phrases([
  'after ~ operation|surgery|op|caesarean|csection|delivery',
  'operation|surgery|sarjari|ऑपरेशन ~ ago|ke baad|last|recently',
  'had|recent ~ operation|surgery',
]);

/** A word list as a pattern with edges that also hold for Devanagari (\\b does not). */
const wordsRe = (list: RegExp) => new RegExp(`(?:^|[^\\p{L}\\p{M}])${list.source}(?=$|[^\\p{L}\\p{M}])`, 'u');

const OLDER_PEOPLE = wordsRe(
  /(grandfather|grandmother|grandpa|grandma|granny|dadi|dada|nani|nana|dadaji|naniji|elderly|old man|old woman|बुजुर्ग|दादी|दादा|नानी|नाना)/,
);
const INFANT_WORDS = wordsRe(/(newborn|new born|neonate|infant|navjaat|नवजात)/);
const BABY_WORDS = wordsRe(/(baby|babies|shishu|शिशु)/);
const CHILD_WORDS = wordsRe(
  /(child|kid|toddler|son|daughter|boy|girl|bachch?a|bachch?e|bachch?i|bacha|bache|bachi|beta|beti|बच्चा|बच्चे|बच्ची|बेटा|बेटी)/,
);

const MONTH = 'months?|mths?|mo|mahine|mahina|महीने|महीना|माह';
const WEEK = 'weeks?|wks?|hafte|hafta|हफ्ते|हफ्ता|सप्ताह';
const DAY = 'days?|din|दिन';
const YEAR = 'years?|yrs?|yr|saal|sal|साल';
const HOUR = 'hours?|hrs?|ghante|ghanta|घंटे|घंटा';
const AGE_AFTER = '(?:[- ]?old|[- ]?ka|[- ]?ki|[- ]?ke| का| की| के|\\s+(?:baby|bachch?a|bachch?e|bacha|bache|beta|beti|बच्चा|बच्चे))';
// Devanagari letters are not \w: word edges are written out so 'दिन' and '3 साल' are found.
const EDGE = '(?=$|[^\\p{L}\\p{M}\\p{N}])';
const START = '(?<![\\p{L}\\p{M}\\p{N}])';

const toNumber = (word: string) => numberOf(word) ?? Number(word.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966)));

function ageOf(text: string): number | null {
  const NUM = '(\\d+(?:\\.\\d+)?|[०-९]+|one|two|three|four|five|six|seven|eight|nine|ten|ek|do|teen|char|paanch|एक|दो|तीन|चार|पांच)';
  // '9 हफ्ते की गर्भवती', '6 mahine ki pregnant': how far along a pregnancy is, not an age.
  const unitAge = new RegExp(
    `${START}${NUM}\\s*[- ]?\\s*(${YEAR}|${MONTH}|${WEEK}|${DAY})${EDGE}${AGE_AFTER}(?!\\s*(?:pregnant|pregnancy|garbhvati|garbhavati|गर्भवती|गर्भ))`,
    'u',
  ).exec(text);
  if (unitAge) {
    const n = toNumber(unitAge[1] ?? '');
    const unit = unitAge[2] ?? '';
    if (new RegExp(`^(${YEAR})$`, 'u').test(unit)) return n;
    if (new RegExp(`^(${MONTH})$`, 'u').test(unit)) return n / 12;
    if (new RegExp(`^(${WEEK})$`, 'u').test(unit)) return (n * 7) / 365;
    return n / 365;
  }
  const plain =
    /\b(?:i am|im|i'm|am|aged|age|at|he is|she is|hes|shes|is|umar|umr|उम्र)\s+(\d{1,3})\b(?!\s*(?:weeks?|days?|hours?|kg|mg|times?|tablets?|pills?|minutes?|%|f\b|c\b))/u.exec(
      text,
    ) ??
    // '2 saal se khansi' and 'for 3 years' say how long, not how old.
    /(?<!\b(?:for|since|past|last|pichhle|pichle)\s*)\b(\d{1,3})\s*(?:yo|y\/o|yrs?|years?|saal|sal)\b(?!\s*(?:se|से|from|now)(?![\p{L}\p{M}]))/u.exec(
      text,
    ) ??
    /(?<!(?:पिछले)\s*)(\d{1,3})\s*साल(?!\s*(?:से|सालों))/u.exec(text);
  if (plain) {
    const n = Number(plain[1]);
    if (n > 0 && n < 120) return n;
  }
  return null;
}

function bandOf(ageYears: number | null, text: string): Findings['ageBand'] {
  if (ageYears !== null) {
    if (ageYears < 0.25) return 'young_infant';
    if (ageYears < 1) return 'infant';
    if (ageYears < 16) return 'child';
    return ageYears >= 65 ? 'older' : 'adult';
  }
  if (INFANT_WORDS.test(text)) return 'young_infant';
  if (OLDER_PEOPLE.test(text)) return 'older';
  if (BABY_WORDS.test(text)) return 'infant';
  if (CHILD_WORDS.test(text)) return 'child';
  return null;
}

const TEMPERATURE_WORD = /fever|feverish|temp|temperature|bukhar|bukhaar|बुखार|ताप|taap|thermometer/u;
// What a bare number is when it is not a temperature: an age, a time, a dose, a reading of another kind.
const NOT_A_TEMPERATURE_AFTER =
  /^\s*-?\s*(?:years?|yrs?|yo\b|y\/o|saal|sal\b|साल|वर्ष|months?|mahine|weeks?|din\b|days?|hours?|ghante|mins?|minutes?|kg|mg|ml|bpm|%|\/)/u;
const NOT_A_TEMPERATURE_BEFORE =
  /(?:sugar|glucose|shugar|शुगर|bp|pressure|pulse|heart ?rate|dhadkan|धड़कन|spo2|oxygen|saturation|age|aged|umar|umr|उम्र|i am|i'm|im|main|mai|मैं|weight|wazan|वजन)\W*$/u;

/**
 * The highest temperature in °C: '104F', '39.5 C', '102 degrees'. A bare number is one only beside a
 * fever word ('bukhar 101', 'fever 102'): a 95-110 is °F, a 35-43 is °C; an age ('35-year-old'), a sugar
 * ('sugar 105') or a pulse is not.
 */
function temperatureOf(text: string): number | null {
  let best: number | null = null;
  for (const match of text.matchAll(/(\d{2,3}(?:\.\d)?)\s*(°|degrees?|deg|डिग्री)?\s*(f|c|fahrenheit|celsius)?(?![\p{L}\d])/gu)) {
    const value = Number(match[1]);
    const unit = match[3]?.[0];
    const at = match.index ?? 0;
    if (!unit && !match[2] && !isBareTemperature(text, at, at + match[0].length)) continue;
    let celsius: number | null = null;
    if (unit === 'f' || (!unit && value >= 95 && value <= 110)) celsius = ((value - 32) * 5) / 9;
    else if ((unit === 'c' || !unit) && value >= 35 && value <= 43) celsius = value;
    if (celsius !== null && celsius >= 35 && celsius <= 44 && (best === null || celsius > best)) best = celsius;
  }
  return best === null ? null : Math.round(best * 10) / 10;
}

function isBareTemperature(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 30), start);
  const after = text.slice(end, end + 20);
  if (NOT_A_TEMPERATURE_AFTER.test(text.slice(end)) || NOT_A_TEMPERATURE_BEFORE.test(before)) return false;
  return TEMPERATURE_WORD.test(before.split(/[.!?।]/u).pop() ?? '') || TEMPERATURE_WORD.test(after.split(/[.!?।,]/u)[0] ?? '');
}

/** How long, in days: 'for 2 months', '3 din se', 'since yesterday', 'for weeks'; the longest said. */
function durationOf(text: string, pregnant: boolean): number | null {
  let best: number | null = null;
  const keep = (days: number) => {
    if (best === null || days > best) best = days;
  };
  const NUM =
    '(\\d+(?:\\.\\d+)?|[०-९]+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of|ek|do|teen|char|chaar|paanch|panch|एक|दो|तीन|चार|पांच)';
  const pattern = new RegExp(
    `${START}${NUM}\\s*[- ]?\\s*(${HOUR}|${DAY}|${WEEK}|${MONTH}|${YEAR})${EDGE}(?![- ]?old)(?!\\s*(?:old|pregnant|ka bachch?a|ke bachch?e|ki bachch?i|का|की|के|ago|pehle))`,
    'gu',
  );
  for (const match of text.matchAll(pattern)) {
    // '30 weeks pregnant' and 'my 2 year old' are not durations (the lookahead), nor is 'I'm 34 weeks'.
    const before = text.slice(Math.max(0, (match.index ?? 0) - 5), match.index ?? 0);
    if (/\b(im|am|is)\s*$/.test(before)) continue;
    // '5 saal ki' (beti) is an age: years followed by ka/ki/ke say how old, as '2 din ka bukhar' says how long.
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 5);
    if (new RegExp(`^(${YEAR})$`, 'u').test(match[2] ?? '') && /^\s*(ka|ki|ke)\b/u.test(after)) continue;
    // A bare '27 saal' or '27 years' is how old someone is; years are a duration only with 'for', 'since',
    // 'se' ('2 saal se khansi', 'for 3 years').
    if (
      new RegExp(`^(${YEAR})$`, 'u').test(match[2] ?? '') &&
      !/^\s*(se|से|from|now|tak|तक)(?![\p{L}\p{M}])/u.test(after) &&
      !/\b(for|since|past|last|pichhle|pichle)\s*$|पिछले\s*$/u.test(text.slice(Math.max(0, (match.index ?? 0) - 10), match.index ?? 0))
    )
      continue;
    // In pregnancy a number of weeks or months is how far along, unless it says 'for' or 'since'.
    if (
      pregnant &&
      new RegExp(`^(${WEEK}|${MONTH})$`, 'u').test(match[2] ?? '') &&
      !/\b(for|since|past|last|from)\s*$/.test(text.slice(Math.max(0, (match.index ?? 0) - 8), match.index ?? 0))
    )
      continue;
    const word = (match[1] ?? '').replace('couple of', 'couple');
    const n = toNumber(word) || 1;
    const unit = match[2] ?? '';
    if (new RegExp(`^(${HOUR})$`, 'u').test(unit)) keep(n / 24);
    else if (new RegExp(`^(${DAY})$`, 'u').test(unit)) keep(n);
    else if (new RegExp(`^(${WEEK})$`, 'u').test(unit)) keep(n * 7);
    else if (new RegExp(`^(${MONTH})$`, 'u').test(unit)) keep(n * 30);
    else keep(n * 365);
  }
  if (/\bfor (weeks|many weeks)\b/.test(text)) keep(14);
  if (/\bfor (months|many months|ages)\b/.test(text)) keep(60);
  // 'kai mahino se', 'कई हफ़्तों से', 'saalon se': several of a unit, without a number.
  if (/\b(kai|several|many) (hafton|hafte|weeks)\b|कई हफ्तों/u.test(text)) keep(14);
  if (/\b(kai|several) (mahino|mahinon|mahine|months)\b|कई महीनों|कई महीने/u.test(text)) keep(60);
  if (/\b(saalon|salon|years) se\b|सालों से|\bfor years\b/u.test(text)) keep(365);
  if (/\b(since yesterday|from yesterday|kal se|last night|since last night)\b|कल से/u.test(text)) keep(1);
  if (/\b(since this morning|this morning|subah se|few hours|an hour ago|today)\b|सुबह से|आज/u.test(text)) keep(0.3);
  return best;
}

function glucoseOf(text: string): number | null {
  const match = /(?:sugar|glucose|rbs|fbs|ppbs|reading|meter|शुगर)\D{0,25}?(\d{2,3})(?!\s*(?:days?|din|weeks?|years?|kg|%))/u.exec(text);
  if (match) return Number(match[1]);
  return /(?:sugar|glucose|meter|reading)\D{0,20}\bhi\b/u.test(text) ? 600 : null;
}

// 'bp 190/110', 'blood pressure is 200', 'बीपी 180': the first number after the words, if it can be a systolic pressure.
function bpSystolicOf(text: string): number | null {
  const match = /(?:\bbp\b|blood pressure|\bpressure\b|बीपी|रक्तचाप)\D{0,20}?(\d{2,3})(?!\d)/u.exec(text);
  const value = match ? Number(match[1]) : null;
  return value !== null && value >= 60 && value <= 300 ? value : null;
}

export function findingsOf(raw: string): Findings {
  const text = normaliseText(raw.slice(0, 12_000));
  const tokens = tokenise(raw.slice(0, 12_000));
  const ageYears = ageOf(text);
  const tempC = temperatureOf(text);
  const pregnant = saysAny(tokens, PREGNANT);
  return {
    tokens,
    ageYears,
    ageBand: bandOf(ageYears, text),
    pregnant,
    tempC,
    highFever: saysAny(tokens, HIGH_FEVER) || (tempC !== null && tempC >= 39),
    durationDays: durationOf(text, pregnant),
    chronic: CHRONIC.filter(([, list]) => saysAny(tokens, list)).map(([id]) => id),
    medicines: MEDICINES.filter(([, list]) => saysAny(tokens, list)).map(([id]) => id),
    travel: saysAny(tokens, TRAVEL),
    recentSurgery: saysAny(tokens, SURGERY),
    glucose: glucoseOf(text),
    bpSystolic: bpSystolicOf(text),
  };
}
