/**
 * parsePrescriptionText: the text of an Indian prescription (typed, OCR'd or a PDF's text layer) into
 * the doctor, the date, the patient and the prescribed medicines (decision record 024).
 *
 * Lines are classified, not pattern-matched as a whole: a header line (doctor, registration, date,
 * patient), a distractor (vitals, clinic timings, phones, follow-up, advice, diagnosis,
 * qualifications), a medicine line (a dosage-form prefix, or a name followed by dosing fields inside
 * the Rx section), or a continuation of the medicine above ('1-0-1 x 5 days' on its own line).
 */
import type { ParsedMedicine, ParsedPrescription } from './analysis.ts';
import { escapeRegExp, READING_KNOWLEDGE } from './knowledge/reading-knowledge.ts';
import { findFields, parseMedicineLine, stripNumbering, stripRxMark, type MedicineFields } from './medicine-line.ts';
import { NameLexicon, type LexiconEntry } from './ocr-lexicon.ts';
import { findPatientAgeSex } from './patient-age-sex.ts';

export type { ParsedMedicine, ParsedPrescription } from './analysis.ts';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const MONTH_WORD = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DATE_PATTERNS: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string | null]> = [
  [/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/, (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3]))],
  [/(?<![\d/])(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})(?![\d/])/, (m) => isoDate(Number(m[3]), Number(m[2]), Number(m[1]))],
  [
    new RegExp(String.raw`(?<!\d)(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]*(?:of\s+)?${MONTH_WORD}[\s\-/.,]*(\d{4}|\d{2})(?!\d)`, 'i'),
    (m) => isoDate(Number(m[3]), MONTHS[m[2]!.toLowerCase()]!, Number(m[1])),
  ],
  [
    new RegExp(String.raw`\b${MONTH_WORD}\s*(\d{1,2})(?:st|nd|rd|th)?,?\s*(\d{4})(?!\d)`, 'i'),
    (m) => isoDate(Number(m[3]), MONTHS[m[1]!.toLowerCase()]!, Number(m[2])),
  ],
];

/** The first date in a text as YYYY-MM-DD: dd/mm/yyyy, dd-mm-yy, dd.mm.yyyy, '12 Mar 2026', 'March 12, 2026'. */
export function findDate(text: string): string | null {
  return firstDate(repairDateDigits(text));
}

/** OCR's letters for digits inside a numeric date ('27/O3/2025', '2l/03/2025'), back to digits. */
function repairDateDigits(text: string): string {
  return text.replace(/(?<![A-Za-z\d])[\dOoIl]{1,2}\s*[-/.]\s*[\dOoIl]{1,2}\s*[-/.]\s*[\dOoIl]{2,4}(?![A-Za-z\d])/g, (date) =>
    // Only a date that is mostly digits: 'lo/ol/oo' is not one.
    (date.match(/\d/g) ?? []).length >= 4 ? date.replace(/[Oo]/g, '0').replace(/[Il]/g, '1') : date,
  );
}

function firstDate(text: string): string | null {
  let best: { index: number; value: string } | null = null;
  for (const [re, toIso] of DATE_PATTERNS) {
    const match = re.exec(text);
    if (!match) continue;
    const value = toIso(match);
    if (value && (!best || match.index < best.index)) best = { index: match.index, value };
  }
  return best?.value ?? null;
}

/** Lines that are never medicines, whatever else they hold. */
const DISTRACTOR_START = new RegExp(
  [
    String.raw`b\.?\s?p\b`,
    'blood pressure',
    'pulse',
    String.raw`p\.?r\b`,
    'hr\\b',
    'heart rate',
    String.raw`sp\s?o\s?2`,
    'spo',
    'o2 sat',
    'temp',
    'temperature',
    'weight',
    String.raw`wt\b`,
    'height',
    String.raw`ht\b`,
    'bmi',
    String.raw`rbs\b`,
    String.raw`fbs\b`,
    String.raw`ppbs\b`,
    'sugar',
    'hba1c',
    'rr\\b',
    'resp',
    'diagnosis',
    String.raw`dx\b`,
    'provisional',
    String.raw`c\/o`,
    String.raw`c\/0`,
    String.raw`c\\o`,
    'clo',
    'cio',
    'complaints?',
    'burning',
    'pain in',
    'fever since',
    'cough since',
    'chief',
    'history',
    String.raw`h\/o`,
    String.raw`hx\b`,
    'impression',
    'advice',
    String.raw`adv\b`,
    'advised',
    'follow',
    String.raw`f\/u`,
    'review',
    'revisit',
    'next visit',
    'come back',
    'visit again',
    'clinic',
    'timings?',
    'hours',
    'consultation',
    'opd',
    'mon',
    'tue',
    'wed',
    'thu',
    'fri',
    'sat',
    'sun',
    'morning',
    'evening',
    'ph\\b',
    'phone',
    'mob',
    'mobile',
    'tel',
    'contact',
    'call',
    'whatsapp',
    'email',
    'e-mail',
    'website',
    'www',
    'address',
    'addr',
    'patient',
    String.raw`pt\b`,
    'name',
    'age',
    'sex',
    'gender',
    'date',
    String.raw`d\.o\.b`,
    'uhid',
    'op no',
    'ip no',
    'id\\b',
    'ref',
    'reg',
    'regd',
    'registration',
    'mci',
    'nmc',
    'dr\\b',
    'doctor',
    'mbbs',
    'md\\b',
    'ms\\b',
    'dnb',
    'frcs',
    'mrcp',
    'signature',
    'sign',
    'stamp',
    'seal',
    'investigations?',
    String.raw`ix\b`,
    'tests?',
    'lab',
    'x-?ray',
    'usg',
    'ecg',
    'cbc',
    'lft',
    'kft',
    'tsh\\b',
    'diet',
    'drink',
    'avoid',
    'take rest',
    'rest',
    'plenty',
    'eat',
    'walk',
    'exercise',
    'do not',
    "don't",
    'note',
    'allerg[a-z]*',
    'not valid',
    'valid',
    'this prescription',
    'prescription',
    'in case',
    'emergency',
    'page',
    'thank',
    'get well',
    'o\\/e',
    'on examination',
    'examination',
    'chest',
    'cvs',
    'cns',
    'rs\\b',
    'p\\/a',
    'systemic',
    'general',
    'vitals',
    'known case',
    'k\\/c\\/o',
    'medicine\\b',
    'medicines\\b',
    'drug\\b',
    'total',
    'qty\\b',
    'steam',
    'gargles?',
    'warm',
    'saline',
    'inhalation',
    'nebuli[sz]ation',
    'sitz',
    'ice',
    'hot',
    'cold compress',
    'bed rest',
    'haemoglobin',
    'hemoglobin',
    'hb\\b',
    'tlc',
    'platelets?',
    'creatinine',
    'urea',
    'sr\\.? ?no',
    's\\.? ?no',
    'dose\\b',
    'frequency',
    'duration',
    'instructions?',
  ]
    .map((word) => `(?:${word})(?![a-z])`)
    .join('|'),
  'i',
);
const DISTRACTOR_LINE = new RegExp(`^(?:${DISTRACTOR_START.source})`, 'i');
// An e-mail address, not any '@': OCR reads a Hindi 'after food' beside the directions as '(@re'.
const DISTRACTOR_ANYWHERE =
  /(mm\s?hg|\bbpm\b|\/min\b|°\s?[fc]\b|\bkgs?\b|\bcms?\b|%\s*(?:on room air|ra)\b|\b(?:\+91|0)?[6-9]\d{4}\s?\d{5}\b|\b\d{3,5}[-\s]\d{6,8}\b|[\w.+-]+@[\w-]+\.[a-z]|\bwww\.|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\s*(?:-|to)\s*\d{1,2}[:.]\d{2}\b|\bm\.?b\.?b\.?s\b)/i;

/** Sections that end the list of medicines. */
const RX_END =
  /^\s*(?:advice|adv\b|advised|follow[\s-]?up|f\/u\b|review\b|next visit|investigations?|ix\b|diet\b|instructions to patient|signature|sign\b|general instructions|note\b|precautions)/i;
const RX_START = /^\s*(?:℞|R\s*[xX]\b|R\/|RX\b|Rx\b|prescription\s*:|medicines?\s*(?:prescribed)?\s*:)/;
/** A table's header row ('Medicine  Dose  Frequency  Duration'). */
/** A medicines table's heading row; 'Medidne' and the like are OCR's readings of a bold 'Medicine'. */
const TABLE_HEADER =
  /\b(?:medicines?|medi[a-z]{3,5}|drugs?|name of (?:the )?medicine)\b.*\b(?:dose|dosage|frequency|duration|timing|days)\b/i;

const DOCTOR = /\bD\s?r\s?\.?\s+([A-Z][A-Za-z'’.-]*(?:\s+[A-Z][A-Za-z'’.-]*){0,4})/;
const QUALIFICATION =
  /^(?:MBBS|MD|MS|DNB|DM|MCh|FRCS|MRCP|BAMS|BHMS|BDS|MDS|DCH|DGO|DA|DTCD|DPM|DLO|DO|DVD|FCPS|PhD|Dip|PGDCC|FICP|FIAP|MRCOG|MBBS,)$/i;
const REGISTRATION =
  /\b(?:Reg(?:d|n|istration)?\.?\s*(?:No\.?|Number|#)?|Regn\.?|MCI\s*(?:Reg\.?)?\s*(?:No\.?)?|NMC\s*(?:Reg\.?)?\s*(?:No\.?)?)\s*[:.#-]?\s*((?:[A-Z]{2,6}[\s/.-]{0,2})?[A-Z0-9][A-Z0-9/.-]{1,24}(?:\s?\d[\d/-]*)?)/i;
const PATIENT =
  /\b(?:Patient(?:'s)?\s*Name|Name of (?:the )?Patient|Patient|Pt\.?\s*Name|Pt\.?|Name)\s*[:.-]\s*(?:(?:Mr|Mrs|Ms|Me|Miss|Master|Mast|Baby|Smt|Shri|Sri|Kumari|Km)\.?\s+)?([A-Za-z][A-Za-z.'’ -]{1,60}?)(?=\s{2,}|\s*[,|/]|\s+(?:Age|Sex|Gender|Date|M\b|F\b|\d)|\s*$)/i;

function findDoctor(lines: readonly string[]): string | null {
  for (const line of lines) {
    const match = DOCTOR.exec(line);
    if (!match) continue;
    // 'Dr. Anil Kumar Sharma MBBS, MD': the name ends at the first qualification or punctuation.
    const words: string[] = [];
    for (const word of match[1]!.split(/\s+/)) {
      const bare = word.replace(/[,.;:]+$/, '');
      if (QUALIFICATION.test(bare) || /^(?:Reg|Regn|Consultant|Physician|Clinic|Hospital)/i.test(bare)) break;
      words.push(word);
      if (/[,;:]$/.test(word)) break;
    }
    const name = words
      .join(' ')
      .replace(/[,;:]+$/, '')
      .trim();
    if (/[A-Za-z]{2,}/.test(name)) return `Dr. ${name}`;
  }
  return null;
}

/** 'KMC No. 78901', 'DMC No: 12345': a state medical council's number without the word 'Reg'. */
const COUNCIL_NUMBER = /\b([A-Z]{1,4}MC|MCI|NMC)\s*No\.?\s*[:.#-]?\s*(\d[\d/-]{2,})/;

function findRegistration(lines: readonly string[]): string | null {
  for (const line of lines) {
    // OCR keeps a table's wide gaps ('Reg No - WBMC   35252'): one space is enough here.
    const match = REGISTRATION.exec(line.replace(/\s+/g, ' '));
    if (!match) continue;
    const value = match[1]!.replace(/[.,;:\s]+$/, '').trim();
    if (/\d/.test(value) && value.length >= 3) return value;
  }
  for (const line of lines) {
    const match = COUNCIL_NUMBER.exec(line);
    if (match) return `${match[1]} ${match[2]!.replace(/[/-]+$/, '')}`;
  }
  return null;
}

function findPrescribedOn(lines: readonly string[]): string | null {
  // A 'Date' label wins; a follow-up or review line's date never counts.
  for (const line of lines) {
    if (/\b(?:date|dated|dt)\b\.?/i.test(line) && !/follow|review|next|revisit|valid|dob|d\.o\.b|birth/i.test(line)) {
      const date = findDate(line.slice(line.search(/\b(?:date|dated|dt)\b/i)));
      if (date) return date;
    }
  }
  for (const line of lines) {
    if (/follow|review|next|revisit|valid|dob|d\.o\.b|birth|till|until/i.test(line)) continue;
    const date = findDate(line);
    if (date) return date;
  }
  return null;
}

/** The patient's name and the line it is on (the age and sex are often beside it). */
function findPatient(lines: readonly string[]): { name: string; line: number } | null {
  for (const [index, line] of lines.entries()) {
    const match = PATIENT.exec(line);
    if (!match) continue;
    const name = match[1]!.replace(/[\s.-]+$/, '').trim();
    if (name.length >= 2 && !/^(?:age|sex|date)$/i.test(name)) return { name, line: index };
  }
  return null;
}

const toParsed = (fields: MedicineFields): ParsedMedicine => ({
  nameAsWritten: fields.nameAsWritten,
  strength: fields.strength,
  form: fields.form,
  dose: fields.dose,
  frequency: fields.frequency,
  duration: fields.duration,
  durationDays: fields.durationDays,
  quantity: fields.quantity,
  instructions: fields.instructions,
});

const DOSING_WORDS = new Set(READING_KNOWLEDGE.dosingWords);
/** A dosing word OCR misread with digits or joined strokes ('rnonth', 'bef0re', 'ge1') back to itself. */
function repairDosingWord(word: string): string {
  if ((word.match(/[A-Za-z]/g) ?? []).length < 2 || DOSING_WORDS.has(word.toLowerCase())) return word;
  const lower = word.toLowerCase();
  for (const candidate of [
    lower.replace(/0/g, 'o').replace(/[1|]/g, 'l'),
    lower.replace(/rn/g, 'm'),
    lower.replace(/cl/g, 'd'),
    lower.replace(/rn/g, 'm').replace(/0/g, 'o').replace(/1/g, 'l'),
  ]) {
    if (candidate !== lower && DOSING_WORDS.has(candidate)) return candidate;
  }
  return word;
}
const DOSE_UNIT_MISREADS = new RegExp(
  `(\\d)\\s*(${Object.keys(READING_KNOWLEDGE.doseUnitMisreads).map(escapeRegExp).join('|')})(?![A-Za-z])`,
  'gi',
);

/** OCR and PDF clean-up that is safe everywhere: one kind of dash and space, the Rx symbol, misread dosing words. */
function normaliseText(text: string): string {
  return (
    text
      .replace(/[A-Za-z0-9|]+/g, repairDosingWord)
      .replace(
        DOSE_UNIT_MISREADS,
        (_, digit: string, unit: string) => `${digit} ${READING_KNOWLEDGE.doseUnitMisreads[unit.toLowerCase()] ?? unit}`,
      )
      // 'l pkt', 'I tab': a handwritten 1 read as a letter before a dose unit.
      .replace(/(?<![\w])[lI](?=\s*(?:pkts?|packets?|tabs?|caps?|ml|sachets?)\b)/g, '1')
      // 'Sml', 'S ml': a handwritten 5 read as an S before millilitres.
      .replace(/(?<![\w.])[S§](?=\s?ml\b)/g, '5')
      // '3. days': a speck of the page read as a dot after a duration's number.
      .replace(/(?<![\d.])(\d{1,3})\.\s*(?=(?:days?|weeks?|months?)\b)/gi, '$1 ')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u00a0\u2000-\u200b]/g, ' ')
      .replace(/\u211e/g, 'Rx ')
      .replace(/[“”]/g, '"')
      .replace(/[‘’]/g, "'")
  );
}

/** Splits a line that holds several medicines ('Tab. A 1-0-1; Cap. B OD', 'Tab A BD, Tab B OD'). */
function splitMedicines(line: string): string[] {
  return line
    .split(
      /\s*;\s*|,\s*(?=(?:Tab|Cap|Syp|Syr|Inj|Oint|Susp|Cream|Gel|Drops?)\b\.?\s*[A-Z])|\s+(?=(?:Tab|Cap|Syp|Syr|Inj|Oint|Susp)\.\s*[A-Z])|\s+(?=\d{1,2}[.)]\s+(?:Tab|Cap|Syp|Syr|Inj|Oint|Susp)\b)/,
    )
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Whether a line is something other than a medicine (see DISTRACTOR_START/ANYWHERE). */
export function isDistractor(line: string): boolean {
  const bare = stripRxMark(stripNumbering(line));
  if (DISTRACTOR_LINE.test(bare)) return true;
  return DISTRACTOR_ANYWHERE.test(bare);
}

const FORM_PREFIX =
  /^(?:tabs?|tablets?|caps?|capsules?|syp|syr|syrup|susp|suspension|inj|injection|oint|ointment|crm|cream|gel|drops?|gtt|eye drops|ear drops|nasal spray|inh|inhaler|rotacaps?|resp|respules?|sach|sachets?|lot|lotion|spray|pwd|powder|liq|sol|soln|solution|mouthwash|patch|granules|shampoo|supp|T\.|C\.)\b\.?/i;

/** The name part must look like a drug name: letters, at most six words, no sentence. */
function plausibleName(name: string): boolean {
  if (name.length > 60 || name.split(/\s+/).length > 8) return false;
  if (!/^[A-Za-z(]/.test(name)) return false;
  // A dose read with a stray letter ('Ttab', 'l tab') is a continuation, not a medicine.
  if (/^[a-z]?\s?(?:tabs?|tablets?|caps?|capsules?|ml|tsp|puffs?|drops?|sachets?)$/i.test(name)) return false;
  if (/\b(?:the|and|with|your|you|please|of|is|are|to)\b/i.test(name) && name.split(/\s+/).length > 3) return false;
  return (name.match(/[A-Za-z]/g) ?? []).length >= 3;
}

/** Lines that start so are advice, tests or leftovers ('Continue', 'in 1 litre water', 'Urine R/M'), never a medicine's name. */
const NOT_MEDICINE_START = new RegExp(
  `^(?:${READING_KNOWLEDGE.notMedicineStarts
    .map((w) => w.replace(/\\?\?$/, ''))
    .map(escapeRegExp)
    .join('|')})(?![a-z])`,
  'i',
);
const CONTINUE_BEFORE_FORM = /^\s*(?:continue|cont\.?|contd\.?)\s+(?=(?:tabs?|caps?|syp|syr|inj|oint)\b)/i;

function looksLikeAdvice(name: string): boolean {
  // 'Apply - TWICE A DAY - x 14 days': a cream's directions on the line under it, not a medicine called Apply.
  // OCR leaves a stray quote or dot after it ("Apply '", from 'Apply ‘B.D.').
  return NOT_MEDICINE_START.test(name) || /\bsaline\b/i.test(name) || /^apply[^a-z]*$/i.test(name);
}

const DEFAULT_LEXICON = new NameLexicon();
/** Trailing variant words after a brand's number ('Augmentin 625 Duo'). */
const VARIANT_WORD = /^(?:duo|ds|xl|sr|er|cr|mr|od|xt|forte|plus|kid|junior|lc|dt)$/i;
const SOLID_OR_UNKNOWN = new Set(['tablet', 'capsule', 'sachet', 'inhaler']);

export interface ParseOptions {
  /** Brands and salts to correct OCR's near-misses against (the catalogue's and the reader's own). */
  lexicon?: NameLexicon;
}

/**
 * The name checked against the lexicon: the first word (or a hyphenated brand) corrected when OCR
 * nearly read it ('Cweset' → 'Emeset'), and the strength taken from the brand's number with the
 * brand's unit when the line writes none ('Pantop 40' → 40 mg).
 */
function reviewName(medicine: ParsedMedicine, lexicon: NameLexicon): ParsedMedicine {
  const words = medicine.nameAsWritten.split(' ');
  let entry: LexiconEntry | null = null;
  let confidence = 0;
  // Two-word brands first ('Met XL'), then the first word.
  for (const take of [2, 1]) {
    if (words.length < take || (take === 2 && !/^[A-Za-z]{2,}$/.test(words[1]!))) continue;
    const correction = lexicon.correct(words.slice(0, take).join(' '), medicine.form);
    // A two-word read only names a two-word brand ('Met XL'); 'Ascoril LS' is Ascoril's LS variant.
    if (!correction || correction.confidence < 0.7 || (take === 2 && !correction.entry.name.includes(' '))) continue;
    entry = correction.entry;
    confidence = correction.confidence;
    if (correction.confidence < 1) {
      const rest = words.slice(take);
      const name = [entry.name, ...rest].join(' ');
      medicine = { ...medicine, readAs: medicine.nameAsWritten, nameAsWritten: name, flags: [...(medicine.flags ?? []), 'name_corrected'] };
    }
    break;
  }
  medicine = { ...medicine, nameConfidence: entry ? confidence : 0 };
  const parts = medicine.nameAsWritten.split(' ');
  while (parts.length > 2 && VARIANT_WORD.test(parts.at(-1)!)) parts.pop();
  const number = parts.length >= 2 ? /^\d+(?:\.\d+)?$/.exec(parts.at(-1)!)?.[0] : undefined;
  if (medicine.strength === null) {
    const solid = medicine.form === null || SOLID_OR_UNKNOWN.has(medicine.form);
    if (number && Number(number) > 0 && (entry?.unit || solid))
      medicine = { ...medicine, strength: `${number} ${entry?.unit ?? 'mg'}`, strengthFrom: 'name' };
  } else {
    medicine = { ...medicine, strengthFrom: 'line' };
    // 'Dolo 650 500 mg': the brand's number and the written strength cannot both be right.
    const written = Number(/^\d+(?:\.\d+)?/.exec(medicine.strength ?? '')?.[0] ?? NaN);
    if (number && Number.isFinite(written) && Number(number) !== written)
      medicine = { ...medicine, flags: [...new Set([...(medicine.flags ?? []), 'strength_disagrees' as const])] };
  }
  return medicine;
}

export function parsePrescriptionText(text: string, options: ParseOptions = {}): ParsedPrescription {
  const lexicon = options.lexicon ?? DEFAULT_LEXICON;
  const lines = normaliseText(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .filter((line) => line.trim() !== '');

  const hasRxMark = lines.some((line) => RX_START.test(line));
  const medicines: ParsedMedicine[] = [];
  // With neither an Rx mark nor a table heading, the whole page may hold medicines; a table heading
  // (its Rx mark lost to OCR) starts them, so a complaint above it ('Itchy patches x 3 weeks') is none.
  let inRx = !hasRxMark && !lines.some((line) => TABLE_HEADER.test(line.trim()));
  let ended = false;
  let last: ParsedMedicine | null = null;
  // A numbered name with no directions ('3. Cilacar 10'), waiting for them on the next line.
  let pending: ParsedMedicine | null = null;

  for (const line of lines) {
    const trimmed = line.trim();
    if (RX_START.test(trimmed)) {
      inRx = true;
      ended = false;
      if (stripRxMark(trimmed) === '') continue;
    }
    if (RX_END.test(trimmed)) {
      if (inRx && medicines.length > 0) ended = true;
      last = null;
      continue;
    }
    if (TABLE_HEADER.test(trimmed)) {
      inRx = true;
      ended = false;
      continue;
    }
    for (const split of splitMedicines(trimmed)) {
      const part = split.replace(CONTINUE_BEFORE_FORM, '');
      const bare = stripRxMark(stripNumbering(part));
      const explicitForm = FORM_PREFIX.test(bare);
      if (isDistractor(part) && !explicitForm) {
        last = null;
        continue;
      }
      if (isDistractor(part) && explicitForm && /mm\s?hg|\bbpm\b|°/i.test(part)) continue;
      const parsed = parseMedicineLine(part);
      if (parsed && plausibleName(parsed.nameAsWritten) && !(looksLikeAdvice(parsed.nameAsWritten) && !explicitForm)) {
        // Outside the Rx section (after Advice, or before Rx) only an explicit form counts; inside,
        // a name followed by a dosing field counts too ('Paracetamol 500 mg 1-0-1 x 3 days').
        const inside = inRx && !ended;
        const accepted = parsed.hadForm
          ? inside || parsed.fieldCount >= 1
          : inside &&
            (parsed.frequency !== null ||
              parsed.duration !== null ||
              parsed.dose !== null ||
              // A name and a strength alone ('Paracetamol 500 mg') only under an Rx mark.
              (hasRxMark && parsed.strength !== null && /^\S+(?:\s\S+)?$/.test(parsed.nameAsWritten)));
        if (accepted) {
          last = toParsed(parsed);
          medicines.push(last);
          pending = null;
          continue;
        }
        if (inRx && !ended && parsed.fieldCount === 0 && /^\s*\(?\d{1,2}\s*[.,)]/.test(part)) {
          pending = toParsed(parsed);
          continue;
        }
      }
      if (pending) {
        const fields = findFields(part);
        if (fields.frequency || fields.duration || fields.dose) {
          medicines.push(pending);
          last = pending;
        }
        pending = null;
      }
      // A continuation line: only fields, filling what the medicine above lacks.
      if (last && inRx && !ended) {
        const fields = findFields(part);
        // 'Apply 'B.D. x 21 days' under a cream is its directions, whatever OCR left after 'Apply'.
        const onlyFields =
          !parsed ||
          !plausibleName(parsed.nameAsWritten) ||
          parsed.nameAsWritten.split(' ').length <= 1 ||
          /^apply\b/i.test(parsed.nameAsWritten);
        if (onlyFields && (fields.frequency || fields.duration || fields.instructions || fields.dose)) {
          last.dose ??= fields.dose?.value ?? null;
          last.frequency ??= fields.frequency?.value ?? null;
          if (last.duration === null && fields.duration) {
            last.duration = fields.duration.duration;
            last.durationDays = fields.duration.days;
          }
          last.instructions ??= fields.instructions?.value ?? null;
          last.quantity ??= fields.quantity?.value ?? null;
        }
      }
    }
  }

  const patient = findPatient(lines);
  const { age, sex } = findPatientAgeSex(lines, patient?.line ?? null);
  return {
    doctor: { name: findDoctor(lines), registrationNumber: findRegistration(lines) },
    prescribedOn: findPrescribedOn(lines),
    patientName: patient?.name ?? null,
    patientAge: age,
    patientSex: sex,
    medicines: medicines.map((medicine) => reviewName(medicine, lexicon)),
  };
}
