import { describe, expect, it } from 'vitest';
import { parsePrescriptionText } from '@dawa/shared/prescriptions/parse-prescription';
import { isDirectionsOnly, layoutText, textLayerLayout } from '../../src/modules/prescriptions/reading/page-layout.ts';
import { wordsOfTextItems } from '../../src/modules/prescriptions/reading/read-pages.ts';
import { item, PAGE_WIDTH, phrase, shuffled } from '../helpers/word-boxes.ts';

// Reading by word position (issue 24 item 2), on word boxes written by hand (helpers/word-boxes.ts).

describe('a medicines table, read by its columns', () => {
  const table = [
    ...phrase('Dr. Meena Iyer', 50, 40),
    ...phrase('Medicine', 50, 300),
    ...phrase('Dose', 420, 300),
    ...phrase('Frequency', 560, 300),
    ...phrase('Duration', 800, 300),
    // A name wrapped over two lines of its cell; the fields on the first line.
    ...phrase('1. Tab Augmentin', 50, 340),
    ...phrase('1 tab', 420, 340),
    ...phrase('THRICE DAILY', 560, 340),
    ...phrase('5 DAYS', 800, 340),
    ...phrase('625 Duo', 50, 366),
    // SOS in its own column.
    ...phrase('2. Tab Dolo 650', 50, 410),
    ...phrase('1 tab', 420, 410),
    ...phrase('SOS', 560, 410),
    ...phrase('3 days', 800, 410),
    // A long name written above the row's centred fields.
    ...phrase('3. Cap Pantocid', 50, 470),
    ...phrase('DSR', 50, 496),
    ...phrase('1 cap', 420, 496),
    ...phrase('OD', 560, 496),
    ...phrase('1 WEEK', 800, 496),
    ...phrase('Advice: drink plenty of water', 50, 600),
  ];

  it('gives one line per medicine, cells in column order, wrapped names joined', () => {
    const lines = layoutText(shuffled(table), PAGE_WIDTH).split('\n');
    expect(lines).toContain('1. Tab Augmentin 625 Duo   1 tab   THRICE DAILY   5 DAYS');
    expect(lines).toContain('2. Tab Dolo 650   1 tab   SOS   3 days');
    expect(lines).toContain('3. Cap Pantocid DSR   1 cap   OD   1 WEEK');
    expect(lines.at(-1)).toBe('Advice: drink plenty of water');
  });

  it('so the parser joins each frequency and duration to its medicine', () => {
    const parsed = parsePrescriptionText(layoutText(table, PAGE_WIDTH));
    expect(parsed.medicines.map((m) => [m.nameAsWritten, m.frequency, m.durationDays])).toEqual([
      ['Augmentin 625 Duo', 'TDS', 5],
      ['Dolo 650', 'SOS', 3],
      ['Pantocid DSR', 'OD', 7],
    ]);
  });

  it('puts a cell under the heading it stands under, even when it starts a little left of it', () => {
    const words = [
      ...phrase('Drug Name', 50, 100),
      ...phrase('Dose', 400, 100),
      ...phrase('Days', 600, 100),
      ...phrase('Tab Zerodol-SP', 50, 140),
      ...phrase('1-0-1', 392, 140),
      ...phrase('7', 606, 140),
    ];
    expect(layoutText(words, PAGE_WIDTH).split('\n')[1]).toBe('Tab Zerodol-SP   1-0-1   7');
  });
});

describe('a two-column page, read column by column', () => {
  // Vitals, complaints and advice on the left; Rx on the right, each medicine's directions on its second line.
  const page = [
    ...phrase('Dr. Kavya Hegde MBBS, DDVL', 50, 40),
    ...phrase('Name: Imran Singh 24 Y / M', 50, 80),
    ...phrase('Vitals', 50, 160),
    ...phrase('Rx', 520, 160),
    ...phrase('Pulse: 88/min', 50, 200),
    ...phrase('1. Tab. Allegra 120 mg', 520, 200),
    ...phrase('Complaints', 50, 240),
    ...phrase('1 tab | ONCE A DAY | x 5 days', 520, 240),
    ...phrase('Sore throat', 50, 280),
    ...phrase('2. Tab. Dolo 650', 520, 280),
    ...phrase('Advice', 50, 320),
    ...phrase('1 tab | 1-1-1 | for 3 days', 520, 320),
    ...phrase('Avoid oily food', 50, 360),
    ...phrase('3. Cap. Omez 20', 520, 360),
    ...phrase('Review after 5 days', 50, 400),
    ...phrase('1 cap 1-0-1 x 14 days', 520, 400),
  ];

  it('gives the left column, then the right one', () => {
    const lines = layoutText(shuffled(page), PAGE_WIDTH).split('\n');
    expect(lines.slice(0, 2)).toEqual(['Dr. Kavya Hegde MBBS, DDVL', 'Name: Imran Singh 24 Y / M']);
    expect(lines.slice(2)).toEqual([
      'Vitals',
      'Pulse: 88/min',
      'Complaints',
      'Sore throat',
      'Advice',
      'Avoid oily food',
      'Review after 5 days',
      'Rx',
      '1. Tab. Allegra 120 mg',
      '1 tab | ONCE A DAY | x 5 days',
      '2. Tab. Dolo 650',
      '1 tab | 1-1-1 | for 3 days',
      '3. Cap. Omez 20',
      '1 cap 1-0-1 x 14 days',
    ]);
  });

  it('so each medicine gets its own directions, and no vitals or advice line is a medicine', () => {
    const parsed = parsePrescriptionText(layoutText(page, PAGE_WIDTH));
    expect(parsed.medicines.map((m) => [m.nameAsWritten, m.frequency, m.durationDays])).toEqual([
      ['Allegra', 'OD', 5],
      ['Dolo 650', '1-1-1', 3],
      ['Omez 20', '1-0-1', 14],
    ]);
    expect(parsed.patientAge).toBe('24 years');
    expect(parsed.patientSex).toBe('M');
  });

  it('medicines written in two columns are all read, the left column first', () => {
    const words = [
      ...phrase('Rx', 50, 100),
      ...phrase('1. Tab. Telma 40 1-0-0 x 30 days', 50, 140),
      ...phrase('3. Tab. Ecosprin 75 0-1-0 x 30 days', 540, 140),
      ...phrase('2. Tab. Glycomet 500 1-0-1 x 30 days', 50, 180),
      ...phrase('4. Tab. Rosuvas 10 0-0-1 x 30 days', 540, 180),
      ...phrase('5. Cap. Becosules OD x 30 days', 540, 220),
      ...phrase('Drink plenty of water', 50, 260),
    ];
    const names = parsePrescriptionText(layoutText(words, PAGE_WIDTH)).medicines.map((m) => m.nameAsWritten);
    expect(names).toEqual(['Telma 40', 'Glycomet 500', 'Ecosprin 75', 'Rosuvas 10', 'Becosules']);
  });

  it('a list whose directions are aligned in a column is one line per medicine, read across', () => {
    const words = [
      ...phrase('Rx', 50, 100),
      ...phrase('1. Tab. Dolo 650 mg', 50, 140),
      ...phrase('1-0-1 x 5 days', 600, 140),
      ...phrase('2. Tab. Pan 40', 50, 180),
      ...phrase('1-0-0 x 5 days', 600, 180),
      ...phrase('3. Syp. Ascoril LS', 50, 220),
      ...phrase('5 ml TDS x 5 days', 600, 220),
      ...phrase('4. Cap. Mox 500', 50, 260),
      ...phrase('1-1-1 x 5 days', 600, 260),
    ];
    expect(layoutText(words, PAGE_WIDTH).split('\n')).toEqual([
      'Rx',
      '1. Tab. Dolo 650 mg   1-0-1 x 5 days',
      '2. Tab. Pan 40   1-0-0 x 5 days',
      '3. Syp. Ascoril LS   5 ml TDS x 5 days',
      '4. Cap. Mox 500   1-1-1 x 5 days',
    ]);
  });
});

describe('advice is never a medicine', () => {
  it("'drink plenty of water', 'review after 5 days', 'avoid oily food' inside the Rx section stay out", () => {
    const parsed = parsePrescriptionText(
      [
        'Rx',
        '1. Tab. Dolo 650 1-0-1 x 3 days',
        'drink plenty of water',
        'review after 5 days',
        'avoid oily food',
        '2. Cap. Omez 20 1-0-0 x 5 days',
      ].join('\n'),
    );
    expect(parsed.medicines.map((m) => m.nameAsWritten)).toEqual(['Dolo 650', 'Omez 20']);
  });

  it('tells directions from a medicine', () => {
    expect(isDirectionsOnly('1 tab | ONCE A DAY | x 5 days')).toBe(true);
    expect(isDirectionsOnly('1-0-1 x 5 days after food')).toBe(true);
    expect(isDirectionsOnly('2. Tab. Dolo 650')).toBe(false);
  });
});

describe("a text PDF's items", () => {
  const PAGE = { width: 595, height: 842 };

  it('of a two-column page are read column by column; a one-column page keeps its own line reading (null)', () => {
    const twoColumns = [
      item('Vitals', 40, 700),
      item('Rx', 320, 700),
      item('Pulse: 77/min', 40, 680),
      item('1. Tab. Atarax 25', 320, 680),
      item('Complaints', 40, 660),
      item('1 tab - 0-0-1 - x 10 days', 320, 660),
      item('Rash on arms', 40, 640),
      item('2. Cap. Pan-D', 320, 640),
      item('Advice', 40, 620),
      item('1 cap | 1-0-0 | x 10 days', 320, 620),
    ];
    const text = textLayerLayout(wordsOfTextItems(twoColumns, PAGE.height), PAGE.width);
    expect(text?.split('\n')).toEqual([
      'Vitals',
      'Pulse: 77/min',
      'Complaints',
      'Rash on arms',
      'Advice',
      'Rx',
      '1. Tab. Atarax 25',
      '1 tab - 0-0-1 - x 10 days',
      '2. Cap. Pan-D',
      '1 cap | 1-0-0 | x 10 days',
    ]);
    expect(parsePrescriptionText(text!).medicines.map((m) => [m.nameAsWritten, m.frequency, m.durationDays])).toEqual([
      ['Atarax 25', '0-0-1', 10],
      ['Pan-D', '1-0-0', 10],
    ]);
    const oneColumn = [
      item('Rx', 40, 700),
      item('1. Tab. Atarax 25 0-0-1 x 10 days', 40, 680),
      item('2. Cap. Pan-D 1-0-0 x 10 days', 40, 660),
    ];
    expect(textLayerLayout(wordsOfTextItems(oneColumn, PAGE.height), PAGE.width)).toBeNull();
  });
});
