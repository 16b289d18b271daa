/**
 * Set 2's hand-made texts: prescriptions typed here as OCR would hand them to the parser, each in a
 * style that a public description sets out (cited per case). Written apart from the parser and from
 * bench/ocr/handmade; never used to tune the parser. Test data only, not dosing advice.
 */
import type { Set2Truth } from './content.ts';

export interface Set2HandmadeCase {
  id: string;
  style: 'typed' | 'table' | 'two-column' | 'pen' | 'bilingual';
  /** Where the style is described in public. */
  source: string;
  lines: string[];
  truth: Set2Truth;
}

const TELEMEDICINE =
  'MoHFW/Board of Governors (MCI) Telemedicine Practice Guidelines, 25 March 2020, Annexure 2 "Sample Prescription Format"';
const NDTV =
  'NDTV Health Decoder, "Making Sense Of Medical Prescriptions And What Doctors Write" (Rx, OD/BD/TDS/QID/HS/SOS, "T. BD x 5 days")';
const LIVHEALTHY =
  'livhealthylife.com, "How To Read And Understand Doctor\'s Prescription" (name, details, BP, sugar, weight, age; "Tab. XYZ - 1 BD")';
const WHO =
  'WHO Guide to Good Prescribing (1994), ch. 7 "Write a prescription": prescriber, date, generic name and strength, form, amount, instructions, patient';
const IMC =
  'IMC (Professional Conduct, Etiquette and Ethics) Regulations 2002, cl. 1.4.2 (registration number on prescriptions) and 1.5 (generic names, legibly, preferably capitals)';
const SWIFTLINE =
  'swiftlinehealth.com prescription-slip explainer (brand or generic, dose, OD/BD/TDS/QID, before/after food, "BD x 5 days", SOS)';
const ABBREVIATIONS = 'astromuhurat.com "Know What Doctors Write" (AC, PC, BDS, TDS, QDS, SOS, Tab, Cap, Gtt)';

export const SET2_HANDMADE: readonly Set2HandmadeCase[] = [
  {
    // The annexure's order: RMP details with registration, patient, complaints, history, findings, investigations, diagnosis, Rx (name, strength, form, dose, frequency, duration), instructions.
    id: 's2h01-tele-format',
    style: 'typed',
    source: TELEMEDICINE,
    lines: [
      'Dr. Ananya Bose, MBBS, MD (General Medicine)',
      'Reg. No. WBMC 64213    Kolkata    Ph: 98300 41122',
      'Teleconsultation    Date: 04/02/2026',
      'Patient: Sourav Ghosh    Age: 52    Gender: Male',
      'Chief complaints: burning micturition x 4 days',
      'Relevant history: K/c/o T2DM on Metformin',
      'Examination / lab findings: RBS 212 mg/dl (self-reported)',
      'Suggested investigations: Urine R/M, urine culture',
      'Provisional diagnosis: Lower urinary tract infection',
      'Rx',
      '1. NITROFURANTOIN 100 MG Capsule, 1 cap, BD, 5 days',
      '2. METFORMIN 500 MG Tablet, 1 tab, BD, 30 days',
      'Special instructions: drink 2-3 litres water daily',
      'Signature and stamp of RMP',
    ],
    truth: {
      prescribedOn: '2026-02-04',
      registrationNumber: 'WBMC 64213',
      patient: { name: 'Sourav Ghosh', age: 52, sex: 'M' },
      medicines: [
        { name: 'NITROFURANTOIN 100 MG', strength: '100 mg', frequency: 'BD', durationDays: 5 },
        { name: 'METFORMIN 500 MG', strength: '500 mg', frequency: 'BD', durationDays: 30 },
      ],
      notMedicines: [
        'Relevant history: K/c/o T2DM on Metformin',
        'Examination / lab findings: RBS 212 mg/dl (self-reported)',
        'Suggested investigations: Urine R/M, urine culture',
        'Special instructions: drink 2-3 litres water daily',
      ],
    },
  },
  {
    // The annexure's Rx block as a table, read row by row as OCR does a ruled table.
    id: 's2h02-tele-table',
    style: 'table',
    source: TELEMEDICINE,
    lines: [
      'DR. RAJIV MALHOTRA   MBBS, DNB (Family Med.)   Regd. No. DMC/R/08812',
      'Name: Kamla Devi    Age/Sex: 67/F    Date: 19-Jan-2026',
      'BP 156/94 mmHg   Pulse 80/min   Wt 61 kg',
      'S.No  Drug name & strength        Form     Dose    Frequency      Duration',
      '1     Amlodipine 5 mg             Tablet   1 tab   Once daily     1 month',
      '2     Atorvastatin 10 mg          Tablet   1 tab   At bedtime     1 month',
      '3     Pantoprazole 40 mg          Tablet   1 tab   Before breakfast OD   2 weeks',
      'Advice: Low salt diet, walk 30 minutes daily',
      'Review after 1 month with lipid profile',
    ],
    truth: {
      prescribedOn: '2026-01-19',
      registrationNumber: 'DMC/R/08812',
      patient: { name: 'Kamla Devi', age: 67, sex: 'F' },
      medicines: [
        { name: 'Amlodipine 5 mg', strength: '5 mg', frequency: 'OD', durationDays: 30 },
        { name: 'Atorvastatin 10 mg', strength: '10 mg', frequency: 'HS', durationDays: 30 },
        { name: 'Pantoprazole 40 mg', strength: '40 mg', frequency: 'OD', durationDays: 14 },
      ],
      notMedicines: [
        'BP 156/94 mmHg   Pulse 80/min   Wt 61 kg',
        'Advice: Low salt diet, walk 30 minutes daily',
        'Review after 1 month with lipid profile',
      ],
    },
  },
  {
    // "T. BD x 5 days": the short form the article decodes, with 'T.' for tablet.
    id: 's2h03-ndtv-shorthand',
    style: 'pen',
    source: NDTV,
    lines: [
      'Dr. M. Siddiqui  MBBS   Reg No 47721 (UPMC)',
      'Mohd. Arif   34 M      12/3/25',
      'c/o fever, throat pain x 2 d',
      'Rx',
      'T. Azee 500   OD x 3 days',
      'T. Dolo 650   TDS x 3 days',
      'T. Cetzine 10 mg  HS x 5 days',
      'Warm saline gargles TDS',
      'Plenty of fluids',
    ],
    truth: {
      prescribedOn: '2025-03-12',
      registrationNumber: '47721',
      patient: { name: 'Mohd. Arif', age: 34, sex: 'M' },
      medicines: [
        { name: 'Azee 500', strength: '500 mg', frequency: 'OD', durationDays: 3 },
        { name: 'Dolo 650', strength: '650 mg', frequency: 'TDS', durationDays: 3 },
        { name: 'Cetzine 10 mg', strength: '10 mg', frequency: 'HS', durationDays: 5 },
      ],
      notMedicines: ['c/o fever, throat pain x 2 d', 'Warm saline gargles TDS', 'Plenty of fluids'],
    },
  },
  {
    // The article's list of what a prescription carries (BP, sugar, weight, age) and its "Tab. XYZ - 1 BD" lines.
    id: 's2h04-vitals-first',
    style: 'typed',
    source: LIVHEALTHY,
    lines: [
      'Dr. Geeta Pillai  MBBS, MD   KMC Reg. 58120',
      'Patient: Joseph Mathew   58 yrs / M',
      'Date: 7 August 2025',
      'B.P: 138/88    Sugar (F): 148 mg/dl    Wt: 82 kg',
      'Tab. Glycomet 500 - 1 BD after meals x 1 month',
      'Tab. Telma 40 - 1 OD x 1 month',
      'Tab. Ecosprin 75 - 1 OD after lunch x 1 month',
      'HbA1c after 3 months',
      'Diet chart given',
    ],
    truth: {
      prescribedOn: '2025-08-07',
      registrationNumber: 'KMC Reg. 58120',
      patient: { name: 'Joseph Mathew', age: 58, sex: 'M' },
      medicines: [
        { name: 'Glycomet 500', strength: '500 mg', frequency: 'BD', durationDays: 30 },
        { name: 'Telma 40', strength: '40 mg', frequency: 'OD', durationDays: 30 },
        { name: 'Ecosprin 75', strength: '75 mg', frequency: 'OD', durationDays: 30 },
      ],
      notMedicines: ['B.P: 138/88    Sugar (F): 148 mg/dl    Wt: 82 kg', 'HbA1c after 3 months', 'Diet chart given'],
    },
  },
  {
    // Generic names with strength and form, then the directions, as the guide's model prescription sets them out.
    id: 's2h05-who-model',
    style: 'typed',
    source: WHO,
    lines: [
      'Dr. Harpreet Kaur, MBBS    Civil Hospital, Ludhiana    Reg. No. PMC 33907',
      'Date: 2025-11-21',
      'Name: Baldev Singh    Age: 71    Sex: M',
      'Rx',
      'Salbutamol inhaler 100 mcg/dose, 2 puffs when required (SOS)',
      'Budesonide inhaler 200 mcg, 2 puffs twice daily for 30 days',
      'Prednisolone tablets 10 mg, 1 tab once daily for 5 days',
      'Rinse mouth after each use of the inhaler',
      'Return if breathless at rest',
    ],
    truth: {
      prescribedOn: '2025-11-21',
      registrationNumber: 'PMC 33907',
      patient: { name: 'Baldev Singh', age: 71, sex: 'M' },
      medicines: [
        { name: 'Salbutamol', strength: '100 mcg', frequency: 'SOS', durationDays: null },
        { name: 'Budesonide', strength: '200 mcg', frequency: 'BD', durationDays: 30 },
        { name: 'Prednisolone', strength: '10 mg', frequency: 'OD', durationDays: 5 },
      ],
      notMedicines: ['Rinse mouth after each use of the inhaler', 'Return if breathless at rest'],
    },
  },
  {
    // Generic names in capitals, registration number on the pad, as the regulations ask.
    id: 's2h06-imc-capitals',
    style: 'typed',
    source: IMC,
    lines: [
      'DR. S. VENKATESH  M.B.B.S., M.D. (PAED.)',
      'TNMC REG. NO. 71450',
      'DATE: 02.10.2025',
      'NAME: BABY ADITI   AGE: 6 YRS   SEX: F   WT: 19 KG',
      'DIAGNOSIS: ACUTE OTITIS MEDIA',
      '1) SYP. AMOXICILLIN 250 MG/5 ML  -  7.5 ML  TDS  X 7 DAYS',
      '2) SYP. PARACETAMOL 250 MG/5 ML  -  5 ML  SOS',
      '3) XYLOMETAZOLINE 0.05% NASAL DROPS  -  2 DROPS  BD  X 5 DAYS',
      'KEEP EAR DRY',
      'REVIEW AFTER 1 WEEK',
    ],
    truth: {
      prescribedOn: '2025-10-02',
      registrationNumber: '71450',
      patient: { name: 'Aditi', age: 6, sex: 'F' },
      medicines: [
        { name: 'AMOXICILLIN 250 MG/5 ML', strength: '250 mg/5 ml', frequency: 'TDS', durationDays: 7 },
        { name: 'PARACETAMOL 250 MG/5 ML', strength: '250 mg/5 ml', frequency: 'SOS', durationDays: null },
        { name: 'XYLOMETAZOLINE 0.05%', strength: '0.05%', frequency: 'BD', durationDays: 5 },
      ],
      notMedicines: ['DIAGNOSIS: ACUTE OTITIS MEDIA', 'KEEP EAR DRY', 'REVIEW AFTER 1 WEEK'],
    },
  },
  {
    // Brand or generic, dose, frequency words and before/after food on each line, SOS for the as-needed one.
    id: 's2h07-slip-food-timing',
    style: 'pen',
    source: SWIFTLINE,
    lines: [
      'Dr. Pankaj Jha  MBBS  BMC Regn 40918',
      'Name - Rinki Kumari   F/24    dt 27/09/2025',
      'Acidity, vomiting since morning',
      'Tab Pan 40  1 before food  OD x 7 days',
      'Tab Ondem 4  1 SOS for vomiting',
      'Syp Digene 10 ml after food TDS x 5 days',
      'Avoid tea/coffee, spicy food',
      'Small frequent meals',
    ],
    truth: {
      prescribedOn: '2025-09-27',
      registrationNumber: '40918',
      patient: { name: 'Rinki Kumari', age: 24, sex: 'F' },
      medicines: [
        { name: 'Pan 40', strength: '40 mg', frequency: 'OD', durationDays: 7 },
        { name: 'Ondem 4', strength: '4 mg', frequency: 'SOS', durationDays: null },
        { name: 'Digene', strength: null, frequency: 'TDS', durationDays: 5 },
      ],
      notMedicines: ['Acidity, vomiting since morning', 'Avoid tea/coffee, spicy food', 'Small frequent meals'],
    },
  },
  {
    // The older abbreviations the page lists: BDS, QDS, AC, PC, Gtt.
    id: 's2h08-old-abbreviations',
    style: 'pen',
    source: ABBREVIATIONS,
    lines: [
      'Dr. (Mrs.) Lata Deshmukh  MBBS DOMS   MMC 2003/07/2291',
      'Pt: Sushila Pawar  60 F',
      '14/11/24',
      'Gtt Moxifloxacin 0.5%  1 drop QDS x 7 days (R) eye',
      'Tab Paracetamol 500 mg  1 BDS PC x 3 days',
      'Tab Omez 20  1 OD AC x 7 days',
      'Dark glasses, do not rub eye',
      'Review on day 5',
    ],
    truth: {
      prescribedOn: '2024-11-14',
      registrationNumber: 'MMC 2003/07/2291',
      patient: { name: 'Sushila Pawar', age: 60, sex: 'F' },
      medicines: [
        { name: 'Moxifloxacin 0.5%', strength: '0.5%', frequency: 'QID', durationDays: 7 },
        { name: 'Paracetamol 500 mg', strength: '500 mg', frequency: 'BD', durationDays: 3 },
        { name: 'Omez 20', strength: '20 mg', frequency: 'OD', durationDays: 7 },
      ],
      notMedicines: ['Dark glasses, do not rub eye', 'Review on day 5'],
    },
  },
  {
    // A two-column pad read by OCR line by line: the left column's notes run into the Rx column's lines.
    id: 's2h09-two-column-merged',
    style: 'two-column',
    source: LIVHEALTHY,
    lines: [
      'Dr. Nikhil Agarwal MBBS MS (Ortho)        Reg. No. RMC 22871',
      'Name: Sunil Meena   45/M                   Date: 03-Dec-2025',
      'Vitals                 Rx',
      'BP 128/80              1. Tab. Zerodol-SP',
      'Wt 77 kg                  1 tab BD after food x 5 days',
      'C/o low back pain      2. Cap. Pregabalin 75 mg',
      'x 2 weeks                 1 cap HS x 10 days',
      'Advice                 3. Tab. Shelcal 500',
      'Hot fomentation BD        1 tab OD x 1 month',
      'Avoid forward bending',
    ],
    truth: {
      prescribedOn: '2025-12-03',
      registrationNumber: 'RMC 22871',
      patient: { name: 'Sunil Meena', age: 45, sex: 'M' },
      medicines: [
        { name: 'Zerodol-SP', strength: null, frequency: 'BD', durationDays: 5 },
        { name: 'Pregabalin 75 mg', strength: '75 mg', frequency: 'HS', durationDays: 10 },
        { name: 'Shelcal 500', strength: '500 mg', frequency: 'OD', durationDays: 30 },
      ],
      notMedicines: ['BP 128/80', 'Wt 77 kg', 'C/o low back pain', 'Hot fomentation BD', 'Avoid forward bending'],
    },
  },
  {
    // Hindi and English labels on one pad, as on bilingual OPD slips; the Rx lines stay in English.
    id: 's2h10-bilingual-opd',
    style: 'bilingual',
    source: `${TELEMEDICINE}; layout with Hindi labels as on bilingual OPD slips`,
    lines: [
      'जिला चिकित्सालय / District Hospital, Sitapur',
      'डॉ. अरविंद तिवारी / Dr. Arvind Tiwari  MBBS   पंजीकरण सं. / Reg. No. UPMC 51234',
      'नाम / Name: Ram Prasad   आयु / Age: 63   लिंग / Sex: पु / M',
      'दिनांक / Date: 15-Jul-2025',
      'रक्तचाप / BP: 150/90',
      'दवा / Medicine           खुराक / Dose   कब / Frequency   कितने दिन / Days',
      'Tab. Amlodipine 5 mg     1 tab          OD               30 days',
      'Tab. Losartan 50 mg      1 tab          OD               30 days',
      'सलाह / Advice: नमक कम खाएँ (less salt)',
      'अगली बार / Next visit: 1 month',
    ],
    truth: {
      prescribedOn: '2025-07-15',
      registrationNumber: 'UPMC 51234',
      patient: { name: 'Ram Prasad', age: 63, sex: 'M' },
      medicines: [
        { name: 'Amlodipine 5 mg', strength: '5 mg', frequency: 'OD', durationDays: 30 },
        { name: 'Losartan 50 mg', strength: '50 mg', frequency: 'OD', durationDays: 30 },
      ],
      notMedicines: ['रक्तचाप / BP: 150/90', 'सलाह / Advice: नमक कम खाएँ (less salt)', 'अगली बार / Next visit: 1 month'],
    },
  },
  {
    // The 1-0-1 (morning-noon-night) pattern and a week's count, with a topical and an advice line that names soap.
    id: 's2h11-skin-pattern',
    style: 'typed',
    source: `${SWIFTLINE}; ${NDTV}`,
    lines: [
      'Dr. Kavitha Menon  MBBS, MD (DVL)   TCMC Reg. No. 39802',
      'Pt. Name: Mrs. Shalini Nair   Age/Sex: 36/F   Date: 09/06/25',
      'Dx: Tinea corporis',
      'Tab. Terbinafine 250 mg   1-0-0   x 3 weeks',
      'Tab. Levocetirizine 5 mg   0-0-1   x 2 weeks',
      'Luliconazole 1% cream   apply BD   x 3 weeks',
      'Use mild soap, keep skin folds dry',
      'Wash clothes in hot water',
    ],
    truth: {
      prescribedOn: '2025-06-09',
      registrationNumber: '39802',
      patient: { name: 'Shalini Nair', age: 36, sex: 'F' },
      medicines: [
        { name: 'Terbinafine 250 mg', strength: '250 mg', frequency: '1-0-0', durationDays: 21 },
        { name: 'Levocetirizine 5 mg', strength: '5 mg', frequency: '0-0-1', durationDays: 14 },
        { name: 'Luliconazole 1%', strength: '1%', frequency: 'BD', durationDays: 21 },
      ],
      notMedicines: ['Dx: Tinea corporis', 'Use mild soap, keep skin folds dry', 'Wash clothes in hot water'],
    },
  },
  {
    // A weekly vitamin D sachet and a monthly count beside daily tablets; investigations that carry units.
    id: 's2h12-weekly-and-tests',
    style: 'table',
    source: `${TELEMEDICINE}; ${NDTV}`,
    lines: [
      'Dr. Shweta Kulkarni  MBBS, MD   Regd. No. MMC 2012/05/3377',
      'Name: Anita Joshi  Age: 48  Sex: F        Date: 21-Oct-25',
      'Serum Vit D3: 11 ng/ml   TSH: 6.8 mIU/L   Hb: 10.9 g/dl',
      '#  Medicine                 Dose        Frequency      Duration',
      '1  Calcirol 60000 IU        1 sachet    Once a week    8 weeks',
      '2  Thyronorm 50 mcg         1 tab       OD             3 months',
      '3  Orofer XT                1 tab       OD             1 month',
      'Repeat TSH after 6 weeks',
    ],
    truth: {
      prescribedOn: '2025-10-21',
      registrationNumber: 'MMC 2012/05/3377',
      patient: { name: 'Anita Joshi', age: 48, sex: 'F' },
      medicines: [
        { name: 'Calcirol', strength: '60000 IU', frequency: 'weekly', durationDays: 56 },
        { name: 'Thyronorm', strength: '50 mcg', frequency: 'OD', durationDays: 90 },
        { name: 'Orofer XT', strength: null, frequency: 'OD', durationDays: 30 },
      ],
      notMedicines: ['Serum Vit D3: 11 ng/ml   TSH: 6.8 mIU/L   Hb: 10.9 g/dl', 'Repeat TSH after 6 weeks'],
    },
  },
];
