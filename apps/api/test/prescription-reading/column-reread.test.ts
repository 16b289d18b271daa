import { describe, expect, it } from 'vitest';
import { parsePrescriptionText } from '@dawa/shared/prescriptions/parse-prescription';
import { overlayRegion, type OcrWord } from '../../src/modules/prescriptions/reading/page-geometry.ts';
import { gutterBand, layoutText } from '../../src/modules/prescriptions/reading/page-layout.ts';
import { PAGE_WIDTH, phrase } from '../helpers/word-boxes.ts';

// A two-column page read a second time column by column (ocr-engine.ts), on word boxes written by hand.

/** Vitals, complaints and advice on the left; Rx on the right, each medicine's directions on its second line. */
const twoColumns: OcrWord[] = [
  ...phrase('Dr. Kavya Hegde MBBS', 50, 40),
  ...phrase('Vitals', 50, 160),
  ...phrase('Rx', 520, 160),
  ...phrase('Pulse: 88/min', 50, 200),
  ...phrase('1. Tab. Allegra 120 mg', 520, 200),
  ...phrase('Complaints', 50, 240),
  ...phrase('1 tab | OD | x 5 days', 560, 240),
  ...phrase('Itching at night', 50, 280),
  ...phrase('2. Cream Tenovate', 520, 280),
  ...phrase('Advice', 50, 320),
  ...phrase('Apply BD x 21 days', 560, 320),
  ...phrase('Keep the area dry', 50, 360),
  ...phrase('3. Tab. Fluconazole 150 mg', 520, 360),
  ...phrase('Review after 1 week', 50, 400),
  ...phrase('1 tab | once weekly | x 4 weeks', 560, 400),
];

describe('gutterBand: where a page is worth reading again column by column', () => {
  it('finds the gutter between the notes and the Rx, and the rows it splits', () => {
    const band = gutterBand(twoColumns, PAGE_WIDTH);
    expect(band).not.toBeNull();
    expect(band!.x).toBeGreaterThan(50 + 12 * 19);
    expect(band!.x).toBeLessThan(520);
    expect(band!.top).toBe(40);
    expect(band!.bottom).toBe(420);
  });

  it('finds none on a one-column page', () => {
    const words = [0, 1, 2, 3, 4, 5, 6].flatMap((i) => phrase(`${i + 1}. Tab. Dolo 650 1-0-1 x 5 days`, 50, 100 + 40 * i));
    expect(gutterBand(words, PAGE_WIDTH)).toBeNull();
  });
});

describe('overlayRegion: the second reading laid over the first', () => {
  it("keeps the first reading's 'Rx' that the second dropped, and no misreading it replaced", () => {
    const band = { left: 0, top: 150, width: PAGE_WIDTH, height: 280 };
    // The first reading joined a left and a right line and misplaced the directions ('hc ta').
    const first = twoColumns.map((word) => (word.text === 'OD' ? { ...word, text: 'hc' } : word));
    // The second reading has every word right but lost the large 'Rx'.
    const second = twoColumns.filter((word) => word.text !== 'Rx' && word.bbox.y0 >= 150);
    const words = overlayRegion(first, band, second);
    expect(words.filter((word) => word.text === 'Rx')).toHaveLength(1);
    expect(words.some((word) => word.text === 'hc')).toBe(false);
    expect(words.filter((word) => word.text === 'Allegra')).toHaveLength(1);

    const parsed = parsePrescriptionText(layoutText(words, PAGE_WIDTH));
    expect(parsed.medicines.map((m) => [m.nameAsWritten, m.frequency, m.durationDays])).toEqual([
      ['Allegra', 'OD', 5],
      ['Tenovate', 'BD', 21],
      ['Fluconazole', 'weekly', 28],
    ]);
  });
});
