import { describe, expect, it } from 'vitest';
import { parseMedicineLine } from './medicine-line.ts';
import { findDate, parsePrescriptionText } from './parse-prescription.ts';

type Expected = Partial<{
  nameAsWritten: string;
  strength: string | null;
  form: string | null;
  dose: string | null;
  frequency: string | null;
  duration: string | null;
  durationDays: number | null;
  quantity: number | null;
  instructions: string | null;
}>;

/** One medicine line inside an Rx section, and what it must read as. */
const medicineLines: Array<[string, Expected]> = [
  ['1. Tab. Dolo 650 1-0-1 x 5 days after food', { nameAsWritten: 'Dolo 650', form: 'tablet', frequency: '1-0-1', duration: '5 days', durationDays: 5, instructions: 'after food' }],
  ['Tab Dolo 650 mg 1-0-1 x 5 days', { nameAsWritten: 'Dolo', strength: '650 mg', frequency: '1-0-1' }],
  ['2) Cap. Pan 40 1-0-0 before breakfast x 7 days', { nameAsWritten: 'Pan 40', form: 'capsule', frequency: '1-0-0', durationDays: 7, instructions: 'before breakfast' }],
  ['Syp. Ascoril LS 5 ml TDS for 5 days', { nameAsWritten: 'Ascoril LS', form: 'syrup', dose: '5 ml', frequency: 'TDS', duration: '5 days' }],
  ['Inj. Monocef 1 g IV BD x 3 days', { nameAsWritten: 'Monocef', form: 'injection', strength: '1 g', frequency: 'BD', durationDays: 3 }],
  ['Oint. Betnovate apply locally twice daily x 2 weeks', { nameAsWritten: 'Betnovate', form: 'ointment', frequency: 'BD', duration: '2 weeks', durationDays: 14, instructions: 'apply locally' }],
  ['Paracetamol 500mg SOS', { nameAsWritten: 'Paracetamol', strength: '500 mg', frequency: 'SOS', duration: null }],
  ['Tab. Azithral 500 OD x 3d', { nameAsWritten: 'Azithral 500', frequency: 'OD', duration: '3 days', durationDays: 3 }],
  ['Tab Montair LC 0-0-1 x 10 days', { nameAsWritten: 'Montair LC', frequency: '0-0-1', durationDays: 10 }],
  ['Tab. Augmentin 625 Duo 1-0-1 x 5/7 (after meals)', { nameAsWritten: 'Augmentin 625 Duo', frequency: '1-0-1', duration: '5 days', instructions: 'after food' }],
  ['T. Telma 40 once daily for 1 month', { nameAsWritten: 'Telma 40', form: 'tablet', frequency: 'OD', duration: '1 month', durationDays: 30 }],
  ['Tab Glycomet 500 mg twice a day x 1/12', { nameAsWritten: 'Glycomet', strength: '500 mg', frequency: 'BD', durationDays: 30 }],
  ['Tab. Thyronorm 50 mcg empty stomach 1-0-0 x 3 months', { nameAsWritten: 'Thyronorm', strength: '50 mcg', frequency: '1-0-0', durationDays: 90, instructions: 'empty stomach' }],
  ['Cap Omez 20 bid x 2 wks', { nameAsWritten: 'Omez 20', frequency: 'BD', duration: '2 weeks' }],
  ['Tab Crocin 1 tab t.d.s. x 3 days', { nameAsWritten: 'Crocin', dose: '1 tab', frequency: 'TDS', durationDays: 3 }],
  ['Tab. Atarax 25 mg HS x 1 week', { nameAsWritten: 'Atarax', strength: '25 mg', frequency: 'HS', durationDays: 7 }],
  ['Tab. Alprax 0.25 mg at bedtime', { nameAsWritten: 'Alprax', strength: '0.25 mg', frequency: 'HS' }],
  ['Tab Ultracet 1 tab PRN for pain', { nameAsWritten: 'Ultracet', frequency: 'SOS', dose: '1 tab' }],
  ['Tab. Folitrax 7.5 once a week x 4 weeks', { nameAsWritten: 'Folitrax 7.5', frequency: 'weekly', durationDays: 28 }],
  ['Tab. Shelcal 500 - 1 tablet (1-0-1) x 6 weeks', { nameAsWritten: 'Shelcal 500', dose: '1 tab', frequency: '1-0-1', durationDays: 42 }],
  ['Tab Ecosprin 75 0-1-0 to continue', { nameAsWritten: 'Ecosprin 75', frequency: '0-1-0', duration: null }],
  ['Tab. Vertin 16 1-1-1-1 x 5 days', { nameAsWritten: 'Vertin 16', frequency: '1-1-1-1', durationDays: 5 }],
  ['Tab. Pantocid ½-0-½ x 10 days', { nameAsWritten: 'Pantocid', frequency: '½-0-½', durationDays: 10 }],
  ['Tab Dolo 650 l-O-l x 3 days', { nameAsWritten: 'Dolo 650', frequency: '1-0-1' }],
  ['Syp. Calpol 250 mg/5 ml 5 ml TDS x 3 days', { nameAsWritten: 'Calpol', strength: '250 mg/5 ml', dose: '5 ml', frequency: 'TDS' }],
  ['Inh. Asthalin 2 puffs SOS', { nameAsWritten: 'Asthalin', form: 'inhaler', dose: '2 puffs', frequency: 'SOS' }],
  ['Eye drops Moxicip 1 drop QID x 7 days', { nameAsWritten: 'Moxicip', form: 'drops', dose: '1 drop', frequency: 'QID' }],
  ['Tab. Zerodol-SP 1-0-1 after food x 5 days Qty: 10', { nameAsWritten: 'Zerodol-SP', quantity: 10, frequency: '1-0-1' }],
  ['Rx Tab. Dolo 650 BD x 3 days', { nameAsWritten: 'Dolo 650', frequency: 'BD', durationDays: 3 }],
  ['Tab Dolo 650 | 1 tab | 1-0-1 | 5 days | After food', { nameAsWritten: 'Dolo 650', dose: '1 tab', frequency: '1-0-1', durationDays: 5, instructions: 'after food' }],
  ['3.   TAB Metrogyl 400 mg   -   q.i.d.   15 days A/F', { nameAsWritten: 'Metrogyl', strength: '400 mg', frequency: 'QID', durationDays: 15, instructions: 'after food' }],
  ['Tab. Celin 500 mq 1-0-0 x § days', { nameAsWritten: 'Celin', strength: '500 mg', durationDays: 5 }],
  ['Tab Levocet 5mg 0-0-1 x5days', { nameAsWritten: 'Levocet', strength: '5 mg', frequency: '0-0-1', durationDays: 5 }],
  ['Sachet Econorm 1 sachet BD x 3 days dissolve in water', { nameAsWritten: 'Econorm', form: 'sachet', dose: '1 sachet', instructions: 'dissolve in water' }],
  ['Cap. Becosules Z once daily after lunch x 30 days', { nameAsWritten: 'Becosules Z', frequency: 'OD', instructions: 'after lunch', durationDays: 30 }],
  ['Tab. Amoxicillin + Clavulanic acid 625 mg 1-0-1', { nameAsWritten: 'Amoxicillin + Clavulanic acid', strength: '625 mg' }],
  ['1) 0int. Boroline Antiseptic o.d. (empty stomach)', { nameAsWritten: 'Boroline Antiseptic', form: 'ointment', frequency: 'OD', instructions: 'empty stomach' }],
  ['Tab. Nebivolol 5 mg fwice daily S days after food', { nameAsWritten: 'Nebivolol', strength: '5 mg', frequency: 'BD', durationDays: 5 }],
];

describe('parseMedicineLine', () => {
  it.each(medicineLines)('%s', (line, expected) => {
    const parsed = parseMedicineLine(line);
    expect(parsed).not.toBeNull();
    expect(parsed).toMatchObject(expected);
  });
});

/** Lines that are never medicines, inside or around the Rx section. */
const distractors = [
  'BP: 130/86 mmHg   Pulse: 82/min   SpO2: 98%   Temp: 99.2°F   Wt: 72 kg',
  'B.P. 120/80',
  'Pulse 78 bpm, RR 18/min',
  'SpO2 97% on room air',
  'Weight: 64 kg   Height: 162 cm',
  'Temp 101 F',
  'RBS 142 mg/dl',
  'Clinic timings: Mon-Sat 10:00 am - 1:00 pm, 5 pm - 8 pm',
  'Timings: 9 am to 1 pm & 6 pm to 9 pm (Sunday holiday)',
  'OPD: Morning 10-1, Evening 6-9',
  'Ph: +91 98765 43210',
  'Mob. 9876543210',
  'Tel: 080-22345678',
  'Email: care@sanjeevani.in',
  'Follow up after 5 days',
  'Review on 20/03/2026',
  'Next visit: 12 Apr 2026',
  'Advice: Drink plenty of water (3 litres a day).',
  '- Take adequate rest.',
  'Diagnosis: Acute pharyngitis',
  'Dx: Type 2 diabetes mellitus',
  'C/O fever x 3 days, body ache',
  'MBBS, MD (Medicine), DNB',
  'Reg. No. DMC/R/04567',
  'Investigations: CBC, ESR, CRP',
  'Steam inhalation twice daily.',
  'Signature',
  'Not valid for medico-legal purposes',
];

describe('parsePrescriptionText: distractors are not medicines', () => {
  it.each(distractors)('%s', (line) => {
    const text = `Dr. Anil Sharma MBBS\nRx\n1. Tab. Dolo 650 1-0-1 x 5 days\n${line}\n`;
    const parsed = parsePrescriptionText(text);
    expect(parsed.medicines.map((m) => m.nameAsWritten)).toEqual(['Dolo 650']);
  });
});

describe("parsePrescriptionText: OCR's specks in a medicine's directions", () => {
  it("reads a cream's 'Apply 'B.D.' line as its directions and '3. days' as three days", () => {
    const parsed = parsePrescriptionText("Rx\n2, Cream Tenovate\nApply 'B.D. x21 days (on affected area)\n3 . Tab. Dolo 650 mg   TID   3. days\n");
    expect(parsed.medicines.map((m) => [m.nameAsWritten, m.strength, m.frequency, m.durationDays])).toEqual([
      ['Tenovate', null, 'BD', 21],
      ['Dolo', '650 mg', 'TDS', 3],
    ]);
  });
});

describe('parsePrescriptionText: a whole prescription', () => {
  const text = `Dr. Anil Kumar Sharma MBBS, MD (Medicine)
Consultant Physician                         Sanjeevani Clinic
Reg. No. DMC/R/04567    Ph: +91 98765 43210
Clinic timings: Mon-Sat 10:00 am - 1:00 pm
Patient Name: Mr. Ramesh Gupta    Age: 45 Y   Sex: M          Date: 12/03/2026
BP 130/86 mmHg  Pulse 82/min  SpO2 98%  Temp 99.2 F  Wt 72 kg
C/O: Fever x 3 days
Diagnosis: Acute febrile illness
℞
1. Tab. Dolo 650 mg 1-0-1 x 5 days after food
2. Cap. Pan 40 1-0-0 before breakfast x 7 days
3) Syp. Ascoril LS 5 ml TDS for 5 days
4. Azithral 500 mg  OD  x 3 days
5. Montair LC 0-0-1 x 10 days
Tab Augmentin 625 Duo
   1-0-1  x 5/7  (after meals)
Advice: Drink plenty of water. Take rest.
Tab. Limcee if needed
Follow up after 5 days / on 17/03/2026
Dr. Anil Kumar Sharma`;
  const parsed = parsePrescriptionText(text);

  it('reads the doctor, registration, patient and date (not the follow-up date)', () => {
    expect(parsed.doctor).toEqual({ name: 'Dr. Anil Kumar Sharma', registrationNumber: 'DMC/R/04567' });
    expect(parsed.patientName).toBe('Ramesh Gupta');
    expect(parsed.prescribedOn).toBe('2026-03-12');
  });

  it('finds the six medicines in order, with directions on a second line, and the one after the advice', () => {
    expect(parsed.medicines.map((m) => m.nameAsWritten)).toEqual(['Dolo', 'Pan 40', 'Ascoril LS', 'Azithral', 'Montair LC', 'Augmentin 625 Duo', 'Limcee']);
    expect(parsed.medicines[5]).toMatchObject({ frequency: '1-0-1', durationDays: 5, instructions: 'after food' });
  });

  it('reads a table row by row', () => {
    const table = parsePrescriptionText(`Rx
No.   Medicine            Dose     Frequency   Duration   Remarks
1.    Tab Telma 40        1 tab    OD          30 days    morning
2.    Cap Omez 20         -        BD          2 weeks    before food
3.    Syp Zincovit        5 ml     1-0-0       1 month
Advice -`);
    expect(table.medicines.map((m) => [m.nameAsWritten, m.frequency, m.durationDays])).toEqual([
      ['Telma 40', 'OD', 30],
      ['Omez 20', 'BD', 14],
      ['Zincovit', '1-0-0', 30],
    ]);
  });

  it('splits inline lists of several medicines', () => {
    const inline = parsePrescriptionText('Rx: Tab Dolo 650 BD x 3d; Cap Pan 40 OD x 5d, Tab. Allegra 120 HS');
    expect(inline.medicines.map((m) => m.nameAsWritten)).toEqual(['Dolo 650', 'Pan 40', 'Allegra 120']);
  });

  it('a dose misread on the line under a name is a continuation, not a medicine', () => {
    const parsed = parsePrescriptionText('Rx\n1. Tab. Cheston Cold\nTtab 1-0-1 for 1 week (B/F)');
    expect(parsed.medicines).toMatchObject([{ nameAsWritten: 'Cheston Cold', frequency: '1-0-1', durationDays: 7, instructions: 'before food' }]);
  });

  it('finds nothing in a text with no prescription', () => {
    expect(parsePrescriptionText('').medicines).toEqual([]);
    expect(parsePrescriptionText('Lab report\nHaemoglobin 13.2 g/dl\nTSH 2.1').medicines).toEqual([]);
  });
});

describe('registration numbers and dates', () => {
  it.each([
    ['Reg. No. DMC/R/04567', 'DMC/R/04567'],
    ['Regn No: MMC 2012/03/1234', 'MMC 2012/03/1234'],
    ['Registration No. KMC 45678', 'KMC 45678'],
    ['Reg No - TNMC/12345', 'TNMC/12345'],
    ['MCI Reg. No. 54321', '54321'],
  ])('%s', (line, expected) => {
    expect(parsePrescriptionText(`Dr. A. Rao\n${line}`).doctor.registrationNumber).toBe(expected);
  });

  it.each([
    ['12/03/2026', '2026-03-12'],
    ['12-03-26', '2026-03-12'],
    ['12.3.2026', '2026-03-12'],
    ['12 Mar 2026', '2026-03-12'],
    ['12th March, 2026', '2026-03-12'],
    ['March 12, 2026', '2026-03-12'],
    ['2026-03-12', '2026-03-12'],
    ['31/02/2026', null],
  ])('%s', (text, expected) => {
    expect(findDate(text)).toBe(expected);
  });
});

describe('parsePrescriptionText: a table whose Rx mark OCR lost', () => {
  it('takes no complaint above the table for a medicine', () => {
    const parsed = parsePrescriptionText(
      [
        'Patient Name: Rekha Yadav',
        'Itchy red patches groin x 3 weeks',
        'Diagnosis: Tinea cruris',
        '#   Medidne   Dose   Frequency   Duration',
        '1.   Tab. Fluconazole 150 mg   1 tab   once weekly   4 weeks',
        '2.   Oint. T-Bact   Apply   TID   7 days',
      ].join('\n'),
    );
    expect(parsed.medicines.map((m) => [m.nameAsWritten, m.frequency, m.durationDays])).toEqual([
      ['Fluconazole', 'weekly', 28],
      ['T-Bact', 'TDS', 7],
    ]);
  });
});
