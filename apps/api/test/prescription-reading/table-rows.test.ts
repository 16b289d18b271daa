import { describe, expect, it } from 'vitest';
import { parsePrescriptionText } from '@dawa/shared/prescriptions/parse-prescription';
import { layoutText, textLayerLayout } from '../../src/modules/prescriptions/reading/page-layout.ts';
import { wordsOfTextItems } from '../../src/modules/prescriptions/reading/read-pages.ts';
import { item, PAGE_WIDTH, phrase, shuffled } from '../helpers/word-boxes.ts';

/** What a pharmacist checks on each line: the medicine, its strength, how often, for how many days. */
const medicinesOf = (text: string) =>
  parsePrescriptionText(text).medicines.map((m) => [m.nameAsWritten, m.strength, m.frequency, m.durationDays]);

describe("a hospital OPD slip's gridded table, its cells placed by their columns", () => {
  // Columns S.No. | Drug Name | Dose | Frequency | Duration | Remarks, as an OPD slip prints them.
  const heading = [
    ...phrase('S.No.', 60, 300),
    ...phrase('Drug Name', 130, 300),
    ...phrase('Dose', 520, 300),
    ...phrase('Frequency', 620, 300),
    ...phrase('Duration', 790, 300),
    ...phrase('Remarks', 900, 300),
  ];
  const rows = [
    // A phone photo's dark paper edge, read as words far left of the table.
    ...phrase('oe', 0, 300),
    ...phrase('3', 0, 350),
    ...phrase('1', 60, 350),
    ...phrase('TAB DERIPHYLLIN RETARD 150 MG', 130, 350),
    ...phrase('1 tab', 520, 350),
    ...phrase('TWICE A DAY', 620, 350),
    ...phrase('10 DAYS', 790, 350),
    ...phrase('empty stomach', 900, 350),
    ...phrase('3', 0, 410),
    ...phrase('2', 60, 410),
    ...phrase('INH BUDECORT 200 MCG', 130, 410),
    ...phrase('2 puffs', 520, 410),
    // The frequency wrapped over two lines of its cell.
    ...phrase('Thrice', 620, 410),
    ...phrase('daily', 620, 436),
    ...phrase('2 weeks', 790, 410),
    ...phrase('3', 60, 480),
    ...phrase('TAB MONTAIR 10', 130, 480),
    ...phrase('1 tab', 520, 480),
    ...phrase('At bedtime', 620, 480),
    ...phrase('1 MONTH', 790, 480),
    ...phrase('Advice:', 60, 560),
    ...phrase('Steam inhalation twice daily', 60, 590),
    ...phrase('Plenty of oral fluids', 60, 620),
  ];
  const text = layoutText(shuffled([...heading, ...rows]), PAGE_WIDTH);

  it('gives each medicine its own frequency and duration, a wrapped cell read whole', () => {
    expect(medicinesOf(text)).toEqual([
      ['DERIPHYLLIN RETARD', '150 mg', 'BD', 10],
      ['BUDECORT', '200 mcg', 'TDS', 14],
      ['MONTAIR 10', '10 mg', 'HS', 30],
    ]);
  });

  it("starts each row with its serial number, not with the paper edge's '3'", () => {
    const lines = text.split('\n');
    expect(lines).toContain('1.   TAB DERIPHYLLIN RETARD 150 MG   1 tab   TWICE A DAY   10 DAYS   empty stomach');
    expect(lines).toContain('2.   INH BUDECORT 200 MCG   2 puffs   Thrice daily   2 weeks');
  });

  it('takes no advice line for a medicine', () => {
    const names = parsePrescriptionText(text).medicines.map((m) => m.nameAsWritten.toLowerCase());
    expect(names.some((name) => /steam|fluids|advice/.test(name))).toBe(false);
  });
});

describe('a name written alone, its fields on the line under it', () => {
  it('joins the fields to the name above them', () => {
    const words = [
      ...phrase('#', 50, 100),
      ...phrase('Medicine', 100, 100),
      ...phrase('Dose', 480, 100),
      ...phrase('Frequency', 600, 100),
      ...phrase('Duration', 800, 100),
      ...phrase('1', 50, 140),
      ...phrase('Tab. Augmentin 625 Duo', 100, 140),
      ...phrase('1 tab', 480, 166),
      ...phrase('1-0-1', 600, 166),
      ...phrase('5 days', 800, 166),
      ...phrase('2', 50, 220),
      ...phrase('Syp. Ascoril LS', 100, 220),
      ...phrase('5 ml', 480, 220),
      ...phrase('TDS', 600, 220),
      ...phrase('x 1 week', 800, 220),
    ];
    expect(medicinesOf(layoutText(words, PAGE_WIDTH))).toEqual([
      ['Augmentin 625 Duo', '625 mg', '1-0-1', 5],
      ['Ascoril LS', null, 'TDS', 7],
    ]);
  });
});

describe("a text PDF's table, its items whole phrases", () => {
  it("finds the headings inside 'Drug Name / ' and reads each row by its columns", () => {
    const items = [
      item('Rx', 40, 720),
      item('S.No.', 40, 700),
      item('Drug Name / ', 80, 700),
      item('Dose', 260, 700),
      item('Frequency', 320, 700),
      item('Duration', 420, 700),
      item('1.', 40, 680),
      item('TAB ETOSHINE 90', 80, 680),
      item('1 tab', 260, 680),
      item('Once daily', 320, 680),
      item('5 DAYS', 420, 680),
      item('2.', 40, 660),
      item('GEL VOLINI', 80, 660),
      item('Apply', 260, 660),
      item('T.D.S.', 320, 660),
      item('1 week', 420, 660),
      item('Advice / ', 40, 620),
      item('- Avoid lifting heavy weights', 40, 605),
    ];
    const text = textLayerLayout(wordsOfTextItems(items, 842), 595);
    expect(text).not.toBeNull();
    expect(medicinesOf(text!)).toEqual([
      ['ETOSHINE 90', '90 mg', 'OD', 5],
      ['VOLINI', null, 'TDS', 7],
    ]);
  });
});

describe('a table whose other headings OCR lost, under a letterhead in two halves', () => {
  // The letterhead's halves make a gutter; the table's rows sit across the same gutter.
  const words = [
    ...phrase('Jeevan Jyoti Polyclinic', 50, 40),
    ...phrase('Reg No: 66853', 700, 40),
    ...phrase('Dr. S. Raghavan MBBS', 50, 70),
    ...phrase('+91 99861 11958', 700, 70),
    ...phrase('Family Physician', 50, 100),
    ...phrase('Mon-Sat 10am-1pm', 700, 100),
    ...phrase('Patient Name: Anjali Khan', 50, 130),
    ...phrase('Date: 11/03/24', 700, 130),
    ...phrase('Rx', 50, 200),
    ...phrase('Medicine', 80, 240),
    ...phrase('I Tab. Dolo 650 mg', 50, 280),
    ...phrase('TID', 600, 280),
    ...phrase('3. days', 780, 280),
    ...phrase('2 | Tab. Taxim-O 200', 50, 320),
    ...phrase('1-0-1', 600, 320),
    ...phrase('1 week', 780, 320),
    ...phrase('3 Tab. Metrogyl 400', 50, 360),
    ...phrase('THRICE DAILY', 600, 360),
    ...phrase('5 DAYS', 780, 360),
    ...phrase('Advice:', 50, 420),
    ...phrase('Plenty of oral fluids', 50, 450),
  ];

  it('reads the letterhead by its halves but each medicine across, with its directions', () => {
    const text = layoutText(shuffled(words), PAGE_WIDTH);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Jeevan Jyoti Polyclinic',
      'Dr. S. Raghavan MBBS',
      'Family Physician',
      'Patient Name: Anjali Khan',
    ]);
    expect(medicinesOf(text)).toEqual([
      ['Dolo', '650 mg', 'TDS', 3],
      ['Taxim-O 200', '200 mg', '1-0-1', 7],
      ['Metrogyl 400', '400 mg', 'TDS', 5],
    ]);
  });
});
