import type { OcrWord } from '../../src/modules/prescriptions/reading/page-geometry.ts';

/*
 * Word boxes written by hand, as tesseract gives them: a 1000 px wide page, letters 12 px wide,
 * words 20 px high, one space (12 px) between the words of a phrase.
 */
export const PAGE_WIDTH = 1000;

/** The words of `text` starting at x, on the row whose top is y. */
export function phrase(text: string, x: number, y: number): OcrWord[] {
  const words: OcrWord[] = [];
  let left = x;
  for (const part of text.split(' ')) {
    words.push({ text: part, bbox: { x0: left, y0: y, x1: left + 12 * part.length, y1: y + 20 } });
    left += 12 * part.length + 12;
  }
  return words;
}

/** Tesseract hands words back block by block (a table column by column): shuffled, to be sure order never matters. */
export const shuffled = (words: OcrWord[]) =>
  [...words].sort((a, b) => ((a.text.length * 7919 + a.bbox.x0) % 13) - ((b.text.length * 7919 + b.bbox.x0) % 13));

/** A PDF text item: its string at (x, y from the page's bottom), 10 pt, 6 pt a letter. */
export const item = (str: string, x: number, y: number) => ({ str, transform: [10, 0, 0, 10, x, y], width: 6 * str.length, height: 10 });
