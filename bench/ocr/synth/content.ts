/**
 * What a synthetic Indian prescription says, and its ground truth. Medicines come from the seeded
 * catalogue (brand names as prescribers write them, or the generic salt and strength); the rest is
 * the furniture every real prescription has and no parser may read as a medicine: letterhead with
 * qualifications, registration number, clinic timings and phones, the patient line, vitals,
 * complaints and diagnosis, advice, investigations, follow-up and signature.
 */
import { seedCatalogue } from '../../../apps/api/src/db/seed/catalogue/index.ts';
import type { SeedProduct } from '../../../apps/api/src/db/seed/types.ts';
import type { Random } from './random.ts';

export interface TruthMedicine {
  /** As written, without the form prefix: 'Dolo 650', 'Paracetamol 500 mg'. */
  name: string;
  kind: 'brand' | 'generic';
  /** Products that are a correct match (one for a brand; every maker of the salt and strength for a generic). */
  productNames: string[];
  strength: string | null;
  frequency: string;
  duration: string | null;
  durationDays: number | null;
}

export interface Truth {
  doctor: { name: string; registrationNumber: string };
  prescribedOn: string;
  patientName: string;
  medicines: TruthMedicine[];
}

/** One line or cell of text to draw. `hand` lines use the handwriting font when the document has one. */
export interface TextRun {
  text: string;
  size: number;
  bold?: boolean;
  hand?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Column start in fractions of the text width (tables); default 0. */
  column?: number;
}
export type Block = { kind: 'line'; runs: TextRun[] } | { kind: 'rule' } | { kind: 'gap'; size: number };

export interface Prescription {
  truth: Truth;
  blocks: Block[];
}

const PRESCRIBABLE_FORMS = new Set(['Tablet', 'Capsule', 'Syrup', 'Suspension', 'Drops', 'Cream', 'Ointment', 'Gel', 'Injection', 'Inhaler', 'Chewable Tablet', 'Sachet', 'Solution']);
const SKIP_CATEGORIES = new Set(['ayurvedic', 'homeopathic']);

const usable = seedCatalogue.filter(
  (p) => PRESCRIBABLE_FORMS.has(p.dosageForm) && !SKIP_CATEGORIES.has(p.categorySlug) && p.activeIngredient !== null,
);
/** Single-salt products, the ones a doctor may write generically ('Paracetamol 650 mg'). */
const singleSalt = usable.filter((p) => !/\+|,| and /i.test(p.activeIngredient!) && /^\D+\s\d+(?:\.\d+)?\s?(?:mg|mcg|g|iu)\b/i.test(p.activeIngredient!));

const saltKey = (active: string) => active.toLowerCase().replace(/\s+/g, '');

/** 'Dolo 650 Tablet' → 'Dolo 650'; 'Crocin Advance Tablet' → 'Crocin Advance'. */
function writtenBrand(product: SeedProduct): string {
  return product.name
    .replace(new RegExp(`\\s+${product.dosageForm}$`, 'i'), '')
    .replace(/\s+(?:Tablet|Capsule|Syrup|Suspension|Drops|Cream|Ointment|Gel|Injection|Inhaler|Rotacap|Respules|Sachet|Solution|Oral Solution|Eye Drops|Nasal Spray)s?$/i, '')
    .trim();
}

const FORM_PREFIX: Record<string, string[]> = {
  Tablet: ['Tab.', 'Tab', 'T.', 'TAB'],
  'Chewable Tablet': ['Tab.', 'Tab'],
  Capsule: ['Cap.', 'Cap', 'CAP'],
  Syrup: ['Syp.', 'Syr.', 'Syrup'],
  Suspension: ['Susp.', 'Syp.'],
  Drops: ['Drops', 'Gtt.'],
  Cream: ['Cream', 'Oint.'],
  Ointment: ['Oint.', 'Ointment'],
  Gel: ['Gel'],
  Injection: ['Inj.', 'Inj'],
  Inhaler: ['Inh.', 'Inhaler'],
  Sachet: ['Sachet', 'Sach.'],
  Solution: ['Sol.', 'Syp.'],
};

interface Frequency {
  truth: string;
  written: string[];
}
const FREQUENCIES: Frequency[] = [
  { truth: '1-0-1', written: ['1-0-1', '1 - 0 - 1', '(1-0-1)'] },
  { truth: '1-1-1', written: ['1-1-1', '1 - 1 - 1'] },
  { truth: '0-0-1', written: ['0-0-1', '0 - 0 - 1'] },
  { truth: '1-0-0', written: ['1-0-0', '1 - 0 - 0'] },
  { truth: '0-1-0', written: ['0-1-0'] },
  { truth: '1-1-1-1', written: ['1-1-1-1'] },
  { truth: 'OD', written: ['OD', 'once daily', 'once a day', 'o.d.'] },
  { truth: 'BD', written: ['BD', 'twice daily', 'twice a day', 'bid', 'b.d.', 'BID'] },
  { truth: 'TDS', written: ['TDS', 'thrice daily', 'three times a day', 'tid', 't.d.s.'] },
  { truth: 'QID', written: ['QID', 'four times a day', 'q.i.d.'] },
  { truth: 'HS', written: ['HS', 'at bedtime', 'at night', 'h.s.'] },
  { truth: 'SOS', written: ['SOS', 'as needed', 'PRN', 'when required', 's.o.s.'] },
  { truth: 'weekly', written: ['once a week', 'weekly', 'once weekly'] },
];

function writtenDuration(random: Random): { written: string; duration: string; days: number } | null {
  const choice = random.int(0, 9);
  if (choice === 0) return null;
  if (choice <= 5) {
    const n = random.pick([3, 5, 5, 7, 10, 14, 15, 21, 30]);
    const text = random.pick([`x ${n} days`, `for ${n} days`, `${n} days`, `x ${n}d`, `x${n} days`, `${n}/7`, `× ${n} days`, `${n} Days`]);
    return { written: n > 7 && text.endsWith('/7') ? `x ${n} days` : text, duration: `${n} days`, days: n };
  }
  if (choice <= 8) {
    const n = random.pick([1, 1, 2, 3, 4, 6]);
    const text = random.pick([`x ${n} week${n > 1 ? 's' : ''}`, `for ${n} week${n > 1 ? 's' : ''}`, `${n}/52`, `${n} wk${n > 1 ? 's' : ''}`]);
    return { written: text, duration: `${n} week${n > 1 ? 's' : ''}`, days: n * 7 };
  }
  const n = random.pick([1, 2, 3]);
  return { written: random.pick([`x ${n} month${n > 1 ? 's' : ''}`, `for ${n} month${n > 1 ? 's' : ''}`]), duration: `${n} month${n > 1 ? 's' : ''}`, days: n * 30 };
}

const INSTRUCTIONS = ['after food', 'before food', 'after meals', 'before breakfast', 'empty stomach', 'with milk', 'at night', 'A/F', 'B/F', ''];
const DOSES: Record<string, string[]> = {
  Tablet: ['1 tab', '1 tablet', '½ tab'],
  Capsule: ['1 cap', '1 capsule'],
  Syrup: ['5 ml', '10 ml', '2.5 ml', '1 tsp'],
  Suspension: ['5 ml', '2.5 ml'],
  Drops: ['2 drops', '1 drop'],
  Inhaler: ['2 puffs'],
};

const FIRST = ['Anil', 'Sunita', 'Rajesh', 'Priya', 'Vikram', 'Meena', 'Arvind', 'Kavita', 'Suresh', 'Neha', 'Rahul', 'Anjali', 'Sanjay', 'Pooja', 'Mohan', 'Lakshmi', 'Deepak', 'Farhan', 'Gurpreet', 'Ayesha', 'Venkatesh', 'Shalini', 'Karthik', 'Ritu'];
const LAST = ['Sharma', 'Verma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Patel', 'Mehta', 'Khan', 'Singh', 'Das', 'Banerjee', 'Kulkarni', 'Joshi', 'Menon', 'Rao', 'Agarwal', 'Chopra', 'Pillai', 'Mishra'];
const QUALS = ['MBBS, MD (Medicine)', 'MBBS, DNB (Family Medicine)', 'MBBS, MD (Paediatrics), DCH', 'MBBS, MS (ENT)', 'MBBS, MD, DM (Cardiology)', 'M.B.B.S., M.D.', 'MBBS, DGO', 'MBBS, MD (Dermatology)'];
const SPECIALITY = ['Consultant Physician', 'General Physician & Diabetologist', 'Child Specialist', 'ENT Surgeon', 'Cardiologist', 'Family Physician', 'Gynaecologist', 'Skin Specialist'];
const COUNCILS = ['DMC/R/', 'MMC ', 'KMC ', 'TNMC ', 'APMC/', 'WBMC ', 'UPMC ', 'GMC/', 'MCI-', 'NMC/'];
const CLINICS = ['Sanjeevani Clinic', 'City Care Clinic', 'Arogya Polyclinic', 'Shree Sai Hospital', 'LifeLine Multispeciality Clinic', 'Dhanvantari Health Centre', 'Apna Clinic', 'Green Park Medical Centre'];
const STREETS = ['12, MG Road, Bengaluru 560001', 'B-14, Lajpat Nagar II, New Delhi 110024', 'Shop 3, Andheri (W), Mumbai 400058', '45 Anna Salai, Chennai 600002', 'Near Bus Stand, Civil Lines, Jaipur 302006', 'Plot 7, Banjara Hills, Hyderabad 500034'];
const COMPLAINTS = ['Fever x 3 days, body ache', 'Cough and cold since 5 days', 'Burning micturition x 2 days', 'Headache, acidity', 'Joint pain, knee swelling', 'Sore throat, difficulty swallowing', 'Loose motions x 2 days', 'Follow-up of diabetes'];
const DIAGNOSES = ['Viral fever', 'Acute pharyngitis', 'URTI', 'Type 2 diabetes mellitus', 'Hypertension', 'Gastritis / GERD', 'Acute gastroenteritis', 'Osteoarthritis knee', 'UTI', 'Allergic rhinitis'];
const ADVICE = [
  'Drink plenty of water (3 litres a day).',
  'Take adequate rest.',
  'Steam inhalation twice daily.',
  'Warm saline gargles 3 times a day.',
  'Avoid oily and spicy food.',
  'Low salt, low sugar diet. Walk 30 min daily.',
  'Avoid cold drinks and ice cream.',
  'Check blood sugar fasting and PP weekly.',
];
const INVESTIGATIONS = ['CBC, ESR, CRP', 'FBS, PPBS, HbA1c', 'Urine routine & microscopy', 'Lipid profile, TSH', 'X-ray chest PA view', 'LFT, KFT'];

const pad = (n: number) => String(n).padStart(2, '0');
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function writtenDate(random: Random, y: number, m: number, d: number): string {
  return random.pick([
    `${pad(d)}/${pad(m)}/${y}`,
    `${pad(d)}-${pad(m)}-${y}`,
    `${pad(d)}.${pad(m)}.${y}`,
    `${pad(d)}-${pad(m)}-${String(y).slice(2)}`,
    `${d} ${MONTH_NAMES[m - 1]} ${y}`,
    `${d} ${MONTH_NAMES[m - 1]}, ${y}`,
  ]);
}

interface MedicineDraft {
  truth: TruthMedicine;
  form: string;
  prefix: string;
  written: { name: string; dose: string; frequency: string; duration: string; instructions: string };
}

function draftMedicine(random: Random, product: SeedProduct, generic: boolean): MedicineDraft {
  const prefix = random.pick(FORM_PREFIX[product.dosageForm] ?? ['Tab.']);
  const frequency = random.pick(FREQUENCIES);
  const duration = frequency.truth === 'SOS' && random.chance(0.5) ? null : writtenDuration(random);
  const dose = random.chance(0.45) ? random.pick(DOSES[product.dosageForm] ?? ['']) : '';
  let name: string;
  let strength: string | null = null;
  let productNames: string[];
  if (generic) {
    const active = product.activeIngredient!;
    const match = /^(.*?)\s(\d+(?:\.\d+)?)\s?(mg|mcg|g|iu)\b/i.exec(active)!;
    const unit = match[3]!.toLowerCase();
    name = `${match[1]} ${match[2]}${random.chance(0.3) ? '' : ' '}${random.chance(0.15) ? unit.toUpperCase() : unit}`;
    strength = `${match[2]} ${unit}`;
    productNames = usable.filter((p) => p.activeIngredient && saltKey(p.activeIngredient) === saltKey(active) && p.dosageForm === product.dosageForm).map((p) => p.name);
  } else {
    name = writtenBrand(product);
    // Sometimes the doctor adds the unit to a brand's number ('Dolo 650 mg').
    const bare = /^(.*\D)\s(\d+(?:\.\d+)?)$/.exec(name);
    const unit = /\d\s?(mg|mcg)\b/i.exec(product.activeIngredient ?? '')?.[1]?.toLowerCase();
    if (bare && unit && random.chance(0.3)) {
      name = `${name} ${unit}`;
      strength = `${bare[2]} ${unit}`;
    }
    productNames = [product.name];
  }
  return {
    truth: {
      name,
      kind: generic ? 'generic' : 'brand',
      productNames,
      strength,
      frequency: frequency.truth,
      duration: duration?.duration ?? null,
      durationDays: duration?.days ?? null,
    },
    form: product.dosageForm,
    prefix,
    written: {
      name,
      dose,
      frequency: random.pick(frequency.written),
      duration: duration?.written ?? '',
      instructions: frequency.truth === 'HS' ? '' : random.pick(INSTRUCTIONS),
    },
  };
}

/** A complete prescription: header, patient, vitals, Rx in a table or inline, advice, follow-up, signature. */
export function makePrescription(random: Random, options: { table: boolean; hand: boolean }): Prescription {
  const doctorName = `Dr. ${random.pick(FIRST)} ${random.chance(0.3) ? `${random.pick(['K.', 'S.', 'R.', 'M.'])} ` : ''}${random.pick(LAST)}`;
  const registrationNumber = `${random.pick(COUNCILS)}${random.chance(0.4) ? `${random.int(1995, 2022)}/` : ''}${random.int(10000, 99999)}`;
  const y = random.pick([2025, 2026]);
  const m = random.int(1, 12);
  const d = random.int(1, 28);
  const prescribedOn = `${y}-${pad(m)}-${pad(d)}`;
  const patientName = `${random.pick(FIRST)} ${random.pick(LAST)}`;
  const count = random.int(2, 6);
  const products = random.sample(usable, count);
  const medicines = products.map((product) => {
    const canBeGeneric = singleSalt.includes(product) && random.chance(0.35);
    return draftMedicine(random, product, canBeGeneric);
  });

  const blocks: Block[] = [];
  const line = (...runs: TextRun[]) => blocks.push({ kind: 'line', runs });
  // Letterhead.
  line({ text: doctorName, size: 20, bold: true });
  line({ text: random.pick(QUALS), size: 11 }, { text: random.pick(CLINICS), size: 12, bold: true, align: 'right' });
  line({ text: random.pick(SPECIALITY), size: 11 }, { text: random.pick(STREETS), size: 9, align: 'right' });
  line(
    { text: `${random.pick(['Reg. No.', 'Regn. No:', 'Reg No -', 'Registration No.', 'Reg. No:'])} ${registrationNumber}`, size: 10 },
    { text: `${random.pick(['Ph:', 'Mob:', 'Tel:', 'Phone:'])} +91 ${random.int(70000, 99999)} ${random.int(10000, 99999)}`, size: 9, align: 'right' },
  );
  line({
    text: random.pick([
      'Timings: Mon-Sat 10:00 AM - 1:00 PM, 5:00 PM - 8:30 PM. Sunday closed',
      'Clinic hours: 9 am to 1 pm & 6 pm to 9 pm (Sunday holiday)',
      'OPD: Morning 10-1, Evening 6-9',
    ]),
    size: 9,
  });
  blocks.push({ kind: 'rule' });
  // Patient.
  const age = random.int(2, 84);
  line(
    { text: `${random.pick(['Patient Name:', 'Name:', 'Pt. Name:', 'Patient:'])} ${random.pick(['Mr. ', 'Mrs. ', 'Ms. ', ''])}${patientName}`, size: 11, hand: random.chance(0.5) },
    { text: `${random.pick(['Date:', 'Date :', 'Dt.'])} ${writtenDate(random, y, m, d)}`, size: 11, align: 'right' },
  );
  line({ text: `Age: ${age} ${random.pick(['Y', 'yrs', 'years'])}   Sex: ${random.pick(['M', 'F', 'Male', 'Female'])}   ${random.chance(0.5) ? `UHID: ${random.int(100000, 999999)}` : ''}`, size: 10 });
  if (random.chance(0.8)) {
    line({
      text: `BP: ${random.int(100, 160)}/${random.int(60, 100)} mmHg   Pulse: ${random.int(60, 110)}/min   SpO2: ${random.int(94, 100)}%   Temp: ${random.pick(['98.4', '99.2', '100.8', '101'])}°F   Wt: ${random.int(12, 95)} kg`,
      size: 10,
      hand: options.hand && random.chance(0.5),
    });
  }
  if (random.chance(0.7)) line({ text: `C/O: ${random.pick(COMPLAINTS)}`, size: 10, hand: options.hand });
  if (random.chance(0.7)) line({ text: `${random.pick(['Diagnosis:', 'Dx:', 'Provisional Dx:'])} ${random.pick(DIAGNOSES)}`, size: 10, hand: options.hand });
  blocks.push({ kind: 'gap', size: 6 });
  line({ text: random.pick(['Rx', 'Rx', 'R/', '℞']), size: 22, bold: true, hand: options.hand && random.chance(0.5) });

  if (options.table) {
    const cols = [0, 0.06, 0.46, 0.58, 0.74, 0.86];
    line(
      { text: 'No.', size: 10, bold: true, column: cols[0] },
      { text: 'Medicine', size: 10, bold: true, column: cols[1] },
      { text: 'Dose', size: 10, bold: true, column: cols[2] },
      { text: 'Frequency', size: 10, bold: true, column: cols[3] },
      { text: 'Duration', size: 10, bold: true, column: cols[4] },
      { text: 'Remarks', size: 10, bold: true, column: cols[5] },
    );
    blocks.push({ kind: 'rule' });
    medicines.forEach((m, i) => {
      line(
        { text: `${i + 1}.`, size: 11, hand: options.hand, column: cols[0] },
        { text: `${m.prefix} ${m.written.name}`, size: 11, hand: options.hand, column: cols[1] },
        { text: m.written.dose || '-', size: 11, hand: options.hand, column: cols[2] },
        { text: m.written.frequency, size: 11, hand: options.hand, column: cols[3] },
        { text: m.written.duration.replace(/^(x|×|for)\s*/i, '') || '-', size: 11, hand: options.hand, column: cols[4] },
        { text: m.written.instructions || '', size: 10, hand: options.hand, column: cols[5] },
      );
    });
  } else {
    medicines.forEach((m, i) => {
      const number = random.pick([`${i + 1}. `, `${i + 1}) `, '', `${i + 1}. `]);
      const parts = [m.written.dose, m.written.frequency, m.written.duration].filter(Boolean);
      const sep = random.pick([' ', '  ', ' - ', ' -- ']);
      const instr = m.written.instructions ? random.pick([` (${m.written.instructions})`, ` ${m.written.instructions}`, ` - ${m.written.instructions}`]) : '';
      if (random.chance(0.25)) {
        // Two-line style: the name, then the directions indented beneath it.
        line({ text: `${number}${m.prefix} ${m.written.name}`, size: 12, hand: options.hand });
        line({ text: `      ${parts.join(' ')}${instr}`, size: 11, hand: options.hand });
      } else {
        line({ text: `${number}${m.prefix} ${m.written.name}${sep}${parts.join(' ')}${instr}`, size: 12, hand: options.hand });
      }
    });
  }
  blocks.push({ kind: 'gap', size: 8 });
  const advice = random.sample(ADVICE, random.int(1, 3));
  line({ text: random.pick(['Advice:', 'Adv:', 'Advice -']), size: 11, bold: true });
  for (const a of advice) line({ text: `- ${a}`, size: 10, hand: options.hand });
  if (random.chance(0.5)) line({ text: `Investigations: ${random.pick(INVESTIGATIONS)}`, size: 10, hand: options.hand });
  const fy = m === 12 ? y + 1 : y;
  const fm = m === 12 ? 1 : m + 1;
  line({
    text: random.pick([`Follow up after ${random.int(3, 15)} days`, `Review on ${writtenDate(random, fy, fm, d)}`, `Next visit: ${writtenDate(random, fy, fm, d)}`, 'Follow-up after 1 week or SOS']),
    size: 10,
    hand: options.hand,
  });
  blocks.push({ kind: 'gap', size: 10 });
  line({ text: doctorName, size: 11, hand: true, align: 'right' });
  line({ text: 'Signature', size: 9, align: 'right' });
  line({ text: 'Not valid for medico-legal purposes. In emergency call 108.', size: 8, align: 'center' });

  return {
    truth: { doctor: { name: doctorName, registrationNumber }, prescribedOn, patientName, medicines: medicines.map((m) => m.truth) },
    blocks,
  };
}
