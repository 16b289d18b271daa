/**
 * Issue 24, written before the rules: prescriptions as Indian doctors write them. The shapes come
 * from public descriptions — the NMC's advice to write generic names legibly, in capitals; the usual
 * Latin and English dosing abbreviations (OD, BD, TDS, SOS, HS, 'x 5/7'); printed pads with a
 * 'Medicine / Dose / Frequency / Duration' table; the 'Age/Sex: 34/F' header of a clinic's pad; and a
 * state medical council's registration number under the doctor's name.
 */
import { describe, expect, it } from 'vitest';
import { NameLexicon } from './ocr-lexicon.ts';
import { reconcileWithProduct } from './reconcile-strength.ts';
import { findDate, parsePrescriptionText } from './parse-prescription.ts';

const rx = (...lines: string[]) =>
  parsePrescriptionText(['Dr. A. Rao MBBS', 'Date: 02/03/2025', 'Rx', ...lines, 'Advice: rest'].join('\n')).medicines;
const fields = (lines: string[]) => rx(...lines).map((m) => [m.nameAsWritten, m.strength, m.dose, m.frequency, m.durationDays]);

describe('strength: from the line, the brand name and the product', () => {
  it("takes the number in a brand name with the brand's unit ('Pantop 40', 'TAXIM-O 200', 'DOLO 650', 'Amoxicillin 500')", () => {
    const read = rx(
      'Tab Pantop 40  1-0-0',
      'TAXIM-O 200 1-0-1 x 7 days',
      'DOLO 650 SOS',
      'Cap Amoxicillin 500  1-1-1  x 5 days',
      'Tab Thyronorm 25 1-0-0',
    );
    expect(read.map((m) => [m.strength, m.strengthFrom])).toEqual([
      ['40 mg', 'name'],
      ['200 mg', 'name'],
      ['650 mg', 'name'],
      ['500 mg', 'name'],
      ['25 mcg', 'name'],
    ]);
  });

  it("flags a written strength that the brand's number contradicts, and keeps what was written", () => {
    const [dolo, azithral] = rx('Tab Dolo 650 500 mg 1-0-1 x 3 days', 'Syp Azithral 200 200 mg/5 ml 5 ml OD x 3 days');
    expect(dolo).toMatchObject({ nameAsWritten: 'Dolo 650', strength: '500 mg', strengthFrom: 'line', flags: ['strength_disagrees'] });
    expect(azithral).toMatchObject({ strength: '200 mg/5 ml' });
    expect(azithral!.flags).toBeUndefined();
  });

  it("reads a liquid's strength per volume however it is written", () => {
    expect(
      fields([
        'Syp. Ondem 2mg/5ml 2.5 ml TDS x 3 days',
        'Syrup Crocin 120 mg per 5 ml  5 ml QID',
        'Susp Azithral 200 mg in 5 ml 5 ml OD x 3 days',
      ]),
    ).toEqual([
      ['Ondem', '2 mg/5 ml', '2.5 ml', 'TDS', 3],
      ['Crocin', '120 mg/5 ml', '5 ml', 'QID', null],
      ['Azithral', '200 mg/5 ml', '5 ml', 'OD', 3],
    ]);
  });

  it('keeps the dose apart from the strength: tablets, millilitres, puffs, drops, a bare count', () => {
    expect(
      fields([
        'TAB. PARACETAMOL 500 MG 1 TAB TDS X 3 DAYS',
        'Syp Calpol 5 ml TDS x 3 days',
        'Inh Budecort 200 mcg 2 puffs BD x 1 month',
        'Tab Azee 500 1 OD x 3 days',
      ]),
    ).toEqual([
      ['PARACETAMOL', '500 mg', '1 tab', 'TDS', 3],
      ['Calpol', null, '5 ml', 'TDS', 3],
      ['Budecort', '200 mcg', '2 puffs', 'BD', 30],
      ['Azee 500', '500 mg', null, 'OD', 3],
    ]);
  });

  it("the product gives a name's number its unit and a syrup its volume; a strength the product lacks is flagged", () => {
    const [azee] = rx('Syp Azee 200  5 ml OD x 3 days');
    expect(reconcileWithProduct(azee!, { name: 'Azee 200 Liquid', activeIngredient: 'Azithromycin 200 mg/5 ml' })).toMatchObject({
      strength: '200 mg/5 ml',
    });
    const [pantop] = rx('Tab Pantop 40 mg 1-0-0');
    expect(reconcileWithProduct(pantop!, { name: 'Pantop 20 Tablet', activeIngredient: 'Pantoprazole 20 mg' })).toMatchObject({
      strength: '40 mg',
      flags: ['strength_disagrees'],
    });
    const [dolo] = rx('Tab Dolo 650 1-0-1');
    expect(reconcileWithProduct(dolo!, { name: 'Dolo 650 Tablet', activeIngredient: 'Paracetamol 650 mg' }).flags).toBeUndefined();
  });
});

describe('table layouts', () => {
  it("joins each row's frequency and duration columns to its medicine, in capitals as the NMC asks", () => {
    const table = parsePrescriptionText(`Rx
S.No  MEDICINE              DOSE      FREQUENCY       DURATION
1     TAB PANTOP 40         1 TAB     ONCE DAILY      10 DAYS
2     TAB DOLO 650          1 TAB     SOS
3     SYP CALPOL            5 ML      THRICE DAILY    1 WEEK
4     CAP AMOXICILLIN 500   1 CAP     THRICE DAILY    5 DAYS
ADVICE: SALINE GARGLES`);
    expect(table.medicines.map((m) => [m.nameAsWritten, m.dose, m.frequency, m.durationDays])).toEqual([
      ['PANTOP 40', '1 tab', 'OD', 10],
      ['DOLO 650', '1 tab', 'SOS', null],
      ['CALPOL', '5 ml', 'TDS', 7],
      ['AMOXICILLIN 500', '1 cap', 'TDS', 5],
    ]);
  });

  it('reads two-line entries and numbered lists, the directions under the name', () => {
    const list = parsePrescriptionText(`Rx
1. TAB AUGMENTIN 625 DUO       1 TAB     TWICE DAILY     5 DAYS
   (after food)
2. SYP CREMAFFIN PLUS
   10 ML   AT BEDTIME   1 WEEK
3) Tab. Zifi 200
   1 tab twice daily for 5 days
4. Tab. Pan D
   Once daily before breakfast for 10 days`);
    expect(list.medicines.map((m) => [m.nameAsWritten, m.frequency, m.durationDays])).toEqual([
      ['AUGMENTIN 625 DUO', 'BD', 5],
      ['CREMAFFIN PLUS', 'HS', 7],
      ['Zifi 200', 'BD', 5],
      ['Pan D', 'OD', 10],
    ]);
  });
});

describe('lines that never become medicines', () => {
  it('advice, vitals, investigations, follow-up, Continue and saline stay out', () => {
    const medicines = rx(
      'Tab. Dolo 650 1-0-1 x 3 days',
      'Continue',
      'Continue same medicines',
      'SALINE NASAL DROPS 2 drops each nostril',
      'Saline gargles 3 times a day',
      'Steam inhalation twice daily',
      'Plenty of oral fluids',
      'BP 140/90 mmHg  Pulse 80/min',
      'CBC, LFT after 1 week',
      'Review after 5 days',
      'Follow up on 10/03/2025 with reports',
    );
    expect(medicines.map((m) => m.nameAsWritten)).toEqual(['Dolo 650']);
  });
});

describe('dates, the doctor and the patient', () => {
  it.each([
    ['27-Mar-2025', '2025-03-27'],
    ['27/Mar/25', '2025-03-27'],
    ['27th of March 2025', '2025-03-27'],
    ['23/12/24', '2024-12-23'],
    ['5/1/25', '2025-01-05'],
    ['27/O3/2025', '2025-03-27'],
    ['2l/03/2025', '2025-03-21'],
  ])('%s', (text, iso) => {
    expect(findDate(text)).toBe(iso);
    expect(parsePrescriptionText(`Date: ${text}`).prescribedOn).toBe(iso);
  });

  it.each([
    ['Regd. No.: MMC-2009/03/1234', 'MMC-2009/03/1234'],
    ['KMC No. 78901', 'KMC 78901'],
    ['DMC No: 12345', 'DMC 12345'],
    ['Reg No: 12345 (KMC)', '12345'],
    ['Reg No - WBMC   35252   Tel: +91 95547 39164', 'WBMC 35252'],
  ])('registration: %s', (line, expected) => {
    expect(parsePrescriptionText(`Dr. A. Rao MBBS\n${line}`).doctor.registrationNumber).toBe(expected);
  });

  it.each([
    ['Name: Mrs. Sunita Devi   Age/Sex: 34/F   Date: 27-Mar-2025', 'Sunita Devi', '34 years', 'F'],
    ['Patient: Rahul Sharma, 28 Y / M', 'Rahul Sharma', '28 years', 'M'],
    ['Pt. Name: Master Arjun  Age: 6 yrs  Sex: Male', 'Arjun', '6 years', 'M'],
    ['Name : RAMESH KUMAR    AGE : 45 YRS    SEX : M', 'RAMESH KUMAR', '45 years', 'M'],
    ['Patient Name: Priya Nair  32 Y F', 'Priya Nair', '32 years', 'F'],
    ['Name: Mohd. Irfan Age: 60 Y Gender: Male', 'Mohd. Irfan', '60 years', 'M'],
    ['Name: Kavita Joshi   Date: 12/03/2025\nAge: 46Y Sex: Female', 'Kavita Joshi', '46 years', 'F'],
    // OCR's 'Me.' for a handwritten 'Mr.'
    ['Name: Me. Rajesh Nair   Date: 08.05.2026\nAge: 52 yrs  Sex: Male', 'Rajesh Nair', '52 years', 'M'],
  ])('patient: %s', (text, name, age, sex) => {
    const parsed = parsePrescriptionText(text);
    expect([parsed.patientName, parsed.patientAge, parsed.patientSex]).toEqual([name, age, sex]);
  });

  it("an infant's age stays in months", () => {
    expect(parsePrescriptionText('Patient: Baby Aarohi, 8 months, F')).toMatchObject({
      patientName: 'Aarohi',
      patientAge: '8 months',
      patientSex: 'F',
    });
  });
});

describe('OCR of handwriting-like fonts', () => {
  it("reads frequencies whose spaces OCR lost ('onceaweek', 'oncedaily') and 'S0S'", () => {
    expect(
      fields([
        'Syr. Benadryl  10 ml  onceaweek  3 days',
        'Tab Arkamin 0.1mg  1 tablet  oncedaily  3days',
        'TAB Januvia 100 mg  -  S0S  30 Days',
      ]),
    ).toEqual([
      ['Benadryl', null, '10 ml', 'weekly', 3],
      ['Arkamin', '0.1 mg', '1 tab', 'OD', 3],
      ['Januvia', '100 mg', null, 'SOS', 30],
    ]);
    expect(fields(['Syp Calpol   Sml   thrice daily   1 week'])).toEqual([['Calpol', null, '5 ml', 'TDS', 7]]);
  });
});

describe("OCR's shapes for dosing marks", () => {
  it("'5.0.5.' is S.O.S., 'g.i.d.' is q.i.d. and a bar is a handwritten 1", () => {
    const medicines = rx(
      '1. TAB Dolo Cold',
      '5.0.5. 6/52 (B/F)',
      '4. Cap. Karvol Plus -- g.i.d. x 30 days',
      '5. Tab. Azithromycin 500 mg - | - 0 - 1 1/52 (A/F)',
      '6. Tab Metformin 500 mg 1-1-1 for | week',
    );
    expect(medicines.map((m) => [m.nameAsWritten, m.frequency, m.durationDays])).toEqual([
      ['Dolo Cold', 'SOS', 42],
      ['Karvol Plus', 'QID', 30],
      ['Azithromycin', '1-0-1', 7],
      ['Metformin', '1-1-1', 7],
    ]);
  });
});

describe('catalogue-guided correction', () => {
  it("corrects handwriting's near-misses and keeps what OCR read ('Cweset' → Emeset, 'Calpe 5 wl' → Calpol 5 ml)", () => {
    const [emeset, calpol] = rx('Tab Cweset 4 mg 1-0-1 x 3 days', 'Syp Calpe 5 wl TDS x 3 days');
    expect(emeset).toMatchObject({ nameAsWritten: 'Emeset', readAs: 'Cweset', flags: ['name_corrected'] });
    expect(emeset!.nameConfidence).toBeGreaterThan(0.8);
    expect(calpol).toMatchObject({ nameAsWritten: 'Calpol', readAs: 'Calpe', dose: '5 ml', frequency: 'TDS' });
  });

  it('the written dosage form decides between two names OCR read equally close', () => {
    const lexicon = new NameLexicon([
      { name: 'Zorvex', salt: 'A', unit: 'mg', forms: ['solid'] },
      { name: 'Zorvec', salt: 'B', unit: 'mg', forms: ['liquid'] },
    ]);
    expect(lexicon.correct('Zorvel')).toBeNull();
    expect(lexicon.correct('Zorvel', 'syrup')?.entry.name).toBe('Zorvec');
    expect(lexicon.correct('Zorvel', 'tablet')?.entry.name).toBe('Zorvex');
    const [syrup] = parsePrescriptionText('Rx\nSyp Zorvel 5 ml TDS x 3 days', { lexicon }).medicines;
    expect(syrup).toMatchObject({ nameAsWritten: 'Zorvec', readAs: 'Zorvel' });
  });

  it('a name too far from every known one is not guessed: it stays as read and is shown as unclear', () => {
    const [unknown] = rx('Tab Xqzpvlrt 1-0-1 x 5 days');
    expect(unknown).toMatchObject({ nameAsWritten: 'Xqzpvlrt', nameConfidence: 0 });
    expect(unknown!.flags ?? []).not.toContain('name_corrected');
    expect(reconcileWithProduct(unknown!, null).flags).toEqual(['unclear']);
  });
});

describe('table cells as OCR reads handwriting', () => {
  it("'Qib', 'quid', 'td.', '14 dogs', '1-1-141', 'as   needed' and a prefix run into the name", () => {
    expect(
      fields([
        '5.   Susp. Mucaine   -   Qib   30d   at night',
        '3.   Cream Itchguard   -   quid   6 wks   with milk',
        '4.   CAP Uprise-D3 60K   -   td.   10 Days',
        '3.   Tab. Duphaston 10 mg   1 tab   1-0-1   14 dogs   after meals',
        '1.   Syp. Zincovit   -   1-1-141   5 days',
        '3.   Cap Pan-D   -   as   needed   6 weeks   before food',
        'InjRyzodeg FlexTouch  10 units  OD  30 days',
      ]),
    ).toEqual([
      ['Mucaine', null, null, 'QID', 30],
      ['Itchguard', null, null, 'QID', 42],
      ['Uprise-D3 60K', null, null, 'TDS', 10],
      ['Duphaston', '10 mg', '1 tab', '1-0-1', 14],
      ['Zincovit', null, null, '1-1-1-1', 5],
      ['Pan-D', null, null, 'SOS', 42],
      ['Ryzodeg FlexTouch', '10 IU', '10 units', 'OD', 30],
    ]);
  });
});
