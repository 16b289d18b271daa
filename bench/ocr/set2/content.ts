/**
 * What one set-2 prescription says, and its truth: doctor, patient, date, medicines written in one of
 * the ways Indian doctors write them, and the lines around them (vitals, complaints, advice, tests,
 * follow-up) that are not medicines and must not be read as any.
 */
import { COMPLAINTS, type Complaint, type Set2Medicine } from './medicines.ts';
import type { Rng } from './random.ts';

export interface Set2TruthMedicine {
  name: string;
  strength: string | null;
  frequency: string | null;
  durationDays: number | null;
}
export interface Set2Truth {
  prescribedOn: string;
  registrationNumber: string;
  patient: { name: string; age: number; sex: 'M' | 'F' };
  medicines: Set2TruthMedicine[];
  /** Every advice, vitals, test, complaint and follow-up line as printed: none is a medicine. */
  notMedicines: string[];
}

/** One medicine's cells as written: each layout puts them in a row, a line or two lines. */
export interface WrittenMedicine {
  form: string;
  /** Name with its strength where the doctor wrote one ('Paracetamol 500 mg', 'Dolo 650'). */
  name: string;
  dose: string;
  frequency: string;
  duration: string;
  instructions: string;
}

export interface Prescription {
  doctor: { name: string; degrees: string; speciality: string; registration: string };
  clinic: { english: string; hindi: string; address: string; phone: string; timings: string };
  patient: { name: string; honorific: string; age: number; sex: 'M' | 'F'; line: string };
  date: string;
  vitals: string[];
  complaints: string[];
  diagnosis: string;
  medicines: WrittenMedicine[];
  advice: string[];
  tests: string[];
  followUp: string;
  truth: Set2Truth;
}

const FREQUENCY_WORDS: Record<string, readonly string[]> = {
  OD: ['OD', 'Once daily', 'ONCE A DAY', 'once daily (morning)'],
  BD: ['BD', 'B.D.', 'Twice daily', 'TWICE A DAY', 'BID'],
  TDS: ['TDS', 'T.D.S.', 'Thrice daily', 'THRICE DAILY', '3 times a day', 'TID'],
  QID: ['QID', 'Four times a day', 'Q.I.D.'],
  HS: ['HS', 'At bedtime', 'at night (HS)', 'H.S.'],
  SOS: ['SOS', 'When required', 'S.O.S.', 'if needed (SOS)'],
  weekly: ['Once a week', 'Weekly', 'once weekly'],
};
const DURATION_WORDS: Record<number, readonly string[]> = {
  2: ['2 days', '2 DAYS'],
  3: ['3 days', '3 DAYS', 'for 3 days'],
  5: ['5 days', '5 DAYS', 'for 5 days'],
  7: ['7 days', '1 week', '1 WEEK'],
  10: ['10 days', '10 DAYS'],
  14: ['14 days', '2 weeks'],
  15: ['15 days', '15 DAYS'],
  21: ['21 days', '3 weeks'],
  28: ['4 weeks', '28 days'],
  30: ['30 days', '1 month', '1 MONTH'],
  56: ['8 weeks', '56 days'],
  90: ['3 months', '90 days'],
};
const INSTRUCTIONS = ['after food', 'before food', 'after meals', 'empty stomach', 'खाने के बाद', 'खाली पेट', ''];
// 'At night' only beside a night-time schedule: beside TDS or QID it would contradict the frequency.
const NIGHT_ONLY = new Set(['HS', '0-0-1']);

const FIRST_M = ['Ramesh', 'Suresh', 'Arjun', 'Mohammed', 'Vikram', 'Harish', 'Anil', 'Sanjay', 'Imran', 'Prakash', 'Gurpreet', 'Naveen'];
const FIRST_F = ['Sunita', 'Priya', 'Kavita', 'Fatima', 'Lakshmi', 'Anjali', 'Meena', 'Rekha', 'Shabana', 'Deepa', 'Pooja', 'Nirmala'];
const LAST = ['Sharma', 'Verma', 'Reddy', 'Nair', 'Patel', 'Khan', 'Iyer', 'Gupta', 'Singh', 'Das', 'Joshi', 'Kulkarni', 'Menon', 'Yadav'];
const DOCTORS = [
  { name: 'Dr. Alok Mehrotra', degrees: 'MBBS, MD (Medicine)', speciality: 'Consultant Physician' },
  { name: 'Dr. S. Raghavan', degrees: 'MBBS, DNB (Family Medicine)', speciality: 'Family Physician' },
  { name: 'Dr. Nandini Rao', degrees: 'MBBS, DCH, MD (Paed)', speciality: 'Child Specialist' },
  { name: 'Dr. Farhan Qureshi', degrees: 'MBBS, MS (Ortho)', speciality: 'Orthopaedic Surgeon' },
  { name: 'Dr. Kavya Hegde', degrees: 'MBBS, DDVL', speciality: 'Skin Specialist' },
  { name: 'Dr. P. K. Banerjee', degrees: 'MBBS, MD, DM (Cardio)', speciality: 'Cardiologist' },
];
const CLINICS = [
  { english: 'Shree Sai Clinic', hindi: 'श्री साई क्लिनिक' },
  { english: 'Arogya Nursing Home', hindi: 'आरोग्य नर्सिंग होम' },
  { english: 'City Care Hospital', hindi: 'सिटी केयर अस्पताल' },
  { english: 'Jeevan Jyoti Polyclinic', hindi: 'जीवन ज्योति पॉलीक्लिनिक' },
  { english: 'Sanjeevani Health Centre', hindi: 'संजीवनी स्वास्थ्य केंद्र' },
];
const PLACES = [
  'Sector 14, Gurugram',
  'Lajpat Nagar, New Delhi',
  'Kothrud, Pune',
  'Jayanagar, Bengaluru',
  'Gomti Nagar, Lucknow',
  'Salt Lake, Kolkata',
];
const COUNCILS = ['DMC', 'MMC', 'KMC', 'UPMC', 'WBMC', 'HMC', 'TNMC'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const DIAGNOSES: Record<Complaint, { complaints: string[]; diagnosis: string[] }> = {
  fever: {
    complaints: ['C/o fever x 3 days', 'Sore throat, body ache', 'Cough with cold since 4 days'],
    diagnosis: ['Acute pharyngitis', 'Viral fever', 'URTI'],
  },
  stomach: {
    complaints: ['C/o loose motions x 2 days', 'Acidity, burning in chest', 'Pain abdomen since 1 week'],
    diagnosis: ['Acute gastroenteritis', 'GERD', 'Dyspepsia'],
  },
  chronic: {
    complaints: ['K/c/o HTN, DM2 - for review', 'Routine follow up', 'Giddiness occasionally'],
    diagnosis: ['Hypertension with T2DM', 'Dyslipidaemia', 'Hypothyroidism'],
  },
  pain: {
    complaints: ['C/o low back pain x 10 days', 'Knee pain on climbing stairs', 'Neck stiffness'],
    diagnosis: ['Lumbar spondylosis', 'OA knee (B/L)', 'Cervical spondylosis'],
  },
  skin: {
    complaints: ['Itchy red patches groin x 3 weeks', 'Rash on arms', 'Itching at night'],
    diagnosis: ['Tinea cruris', 'Contact dermatitis', 'Urticaria'],
  },
  breathing: {
    complaints: ['Breathlessness on exertion', 'Wheeze at night x 1 week', 'Dry cough'],
    diagnosis: ['Bronchial asthma', 'Allergic bronchitis', 'Wheeze associated LRTI'],
  },
};
const ADVICE: readonly string[] = [
  'Plenty of oral fluids',
  'Warm saline gargles 3 times a day',
  'Steam inhalation twice daily',
  'Avoid oily and spicy food',
  'Low salt, low sugar diet',
  'Brisk walk 30 minutes daily',
  'Bed rest for 2 days',
  'Ice pack locally 10 min BD',
  'Tepid sponging if temp > 101 F',
  'Keep the area dry, cotton clothes',
  'Sleep on a firm mattress',
  'खूब पानी पिएँ',
  'तला हुआ खाना न खाएँ',
];
const TESTS: readonly string[] = [
  'CBC, ESR, CRP',
  'Lipid profile, HbA1c',
  'TSH, FT4',
  'Urine R/M',
  'X-ray chest PA view',
  'LFT, KFT',
  'Serum Vit D3, B12',
  'Dengue NS1, Widal',
];

function writtenDate(rng: Rng, iso: string): string {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const dd = String(d).padStart(2, '0');
  const mm = String(mo).padStart(2, '0');
  return rng.pick([
    `${dd}-${MONTHS[mo - 1]}-${y}`,
    `${dd}/${mm}/${String(y).slice(2)}`,
    `${dd}.${mm}.${y}`,
    `${d} ${MONTHS_LONG[mo - 1]} ${y}`,
    `${dd}/${mm}/${y}`,
    `${d}-${MONTHS[mo - 1]}-${String(y).slice(2)}`,
  ]);
}

function registration(rng: Rng): string {
  const council = rng.pick(COUNCILS);
  return rng.pick([
    `${council} ${rng.int(10000, 99999)}`,
    `${council}/${rng.int(1990, 2020)}/${rng.int(1000, 9999)}`,
    `${rng.int(20000, 89999)}`,
    `${council}-R-${rng.int(1000, 99999)}`,
  ]);
}

function writeMedicine(rng: Rng, medicine: Set2Medicine): { written: WrittenMedicine; truth: Set2TruthMedicine } {
  const regimen = rng.pick(medicine.regimens);
  const capitals = rng.chance(0.3);
  let name = medicine.name;
  if (medicine.strength && !medicine.strengthInName) name = `${name} ${medicine.strength}`;
  else if (medicine.strength?.endsWith(' mg') && medicine.strengthInName && rng.chance(0.25)) name = `${name} mg`;
  if (capitals) name = name.toUpperCase();
  const frequency = FREQUENCY_WORDS[regimen.frequency] ? rng.pick(FREQUENCY_WORDS[regimen.frequency]!) : regimen.frequency;
  const duration = regimen.days === null ? '' : rng.pick(DURATION_WORDS[regimen.days] ?? [`${regimen.days} days`]);
  const instructions =
    medicine.form === 'Cream' || medicine.form === 'Gel' || medicine.form === 'Oint.'
      ? rng.pick(['local application', 'on affected area', ''])
      : rng.pick(NIGHT_ONLY.has(regimen.frequency) ? [...INSTRUCTIONS, 'at night'] : INSTRUCTIONS);
  return {
    written: { form: medicine.form, name, dose: medicine.dose, frequency, duration, instructions },
    truth: { name: medicine.name, strength: medicine.strength, frequency: regimen.frequency, durationDays: regimen.days },
  };
}

export function makePrescription(rng: Rng): Prescription {
  const complaint = rng.pick(Object.keys(COMPLAINTS) as Complaint[]);
  const pool: readonly Set2Medicine[] = COMPLAINTS[complaint];
  const chosen = rng.sample(pool, rng.int(2, Math.min(5, pool.length)));
  if (rng.chance(0.3) && complaint !== 'chronic') chosen.push(rng.pick(COMPLAINTS.stomach.filter((x) => !chosen.includes(x))));
  const medicines = chosen.map((medicine) => writeMedicine(rng, medicine));

  const sex = rng.chance(0.5) ? ('M' as const) : ('F' as const);
  const name = `${rng.pick(sex === 'M' ? FIRST_M : FIRST_F)} ${rng.pick(LAST)}`;
  const age = rng.int(4, 78);
  const honorific = rng.pick(sex === 'M' ? ['Mr.', 'Shri', ''] : ['Mrs.', 'Ms.', 'Smt.', '']);
  const sexWord = sex === 'M' ? rng.pick(['M', 'Male']) : rng.pick(['F', 'Female']);
  const patientLine = rng.pick([`${age}/${sexWord}`, `${age} Y / ${sexWord}`, `Age: ${age} yrs  Sex: ${sexWord}`]);

  const year = rng.pick([2024, 2025, 2026]);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  const doctor = rng.pick(DOCTORS);
  const clinic = rng.pick(CLINICS);
  const reg = registration(rng);
  const vitals = rng.sample(
    [
      `BP: ${rng.int(110, 160)}/${rng.int(70, 100)} mmHg`,
      `Pulse: ${rng.int(66, 110)}/min`,
      `Temp: ${rng.between(97.8, 102.6).toFixed(1)} F`,
      `SpO2: ${rng.int(93, 99)}%`,
      `Wt: ${rng.int(14, 92)} kg`,
      `RBS: ${rng.int(90, 260)} mg/dl`,
    ],
    rng.int(2, 4),
  );
  const complaints = rng.sample(DIAGNOSES[complaint].complaints, rng.int(1, 2));
  const diagnosis = rng.pick(DIAGNOSES[complaint].diagnosis);
  const advice = rng.sample(ADVICE, rng.int(1, 3));
  const tests = rng.chance(0.6) ? rng.sample(TESTS, rng.int(1, 2)) : [];
  const followUp = rng.pick([
    'Review after 5 days',
    'Follow up after 1 week with reports',
    'Review SOS',
    'Next visit: after 1 month',
    'पुनः दिखाएँ 7 दिन बाद',
  ]);
  const phone = `+91 ${rng.int(70000, 99999)} ${rng.int(10000, 99999)}`;

  return {
    doctor: { ...doctor, registration: reg },
    clinic: {
      ...clinic,
      address: `${rng.int(2, 180)}, ${rng.pick(['Main Road', 'Market Complex', 'MG Road', 'Station Road'])}, ${rng.pick(PLACES)}`,
      phone,
      timings: rng.pick(['Mon-Sat 10am-1pm, 6-9pm', 'Timings: 9 AM - 2 PM', 'Sunday closed']),
    },
    patient: { name, honorific, age, sex, line: patientLine },
    date: writtenDate(rng, iso),
    vitals,
    complaints,
    diagnosis,
    medicines: medicines.map((x) => x.written),
    advice,
    tests,
    followUp,
    truth: {
      prescribedOn: iso,
      registrationNumber: reg,
      patient: { name, age, sex },
      medicines: medicines.map((x) => x.truth),
      notMedicines: [...vitals, ...complaints, `Diagnosis: ${diagnosis}`, ...advice, ...tests, followUp],
    },
  };
}
