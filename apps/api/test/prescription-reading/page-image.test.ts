import { describe, expect, it } from 'vitest';
import { skewAngle } from '../../src/modules/prescriptions/reading/page-geometry.ts';
import { removeRulingLines } from '../../src/modules/prescriptions/reading/ruling-lines.ts';

/*
 * Page images drawn by hand as greyscale pixels (0 ink, 255 paper): a table's rules and boxes, and
 * letter-like marks of body-text size (20 px high, 3 px strokes) on a 1000 x 1400 page.
 */
const WIDTH = 1000;
const HEIGHT = 1400;
const blank = () => new Uint8Array(WIDTH * HEIGHT).fill(255);
const ink = (page: Uint8Array, x0: number, y0: number, w: number, h: number) => {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) page[y * WIDTH + x] = 0;
};
const inkIn = (page: Uint8Array, x0: number, y0: number, w: number, h: number) => {
  let n = 0;
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) if (page[y * WIDTH + x]! < 128) n++;
  return n;
};

/** A letter 'T' (bar and stem) and an 'l' (a stem alone), the strokes most like a short rule. */
function letters(page: Uint8Array, x: number, y: number) {
  ink(page, x, y, 14, 3);
  ink(page, x + 5, y, 3, 20);
  ink(page, x + 22, y, 3, 20);
}

describe('removeRulingLines: a gridded table without its grid', () => {
  const page = blank();
  // A 3-row, 3-column grid of 2 px rules, the top rule turned a little (one row down every 200 px).
  for (let x = 100; x < 900; x++) ink(page, x, 400 + Math.floor((x - 100) / 200), 1, 2);
  for (const y of [440, 480, 520]) ink(page, 100, y, 800, 2);
  for (const x of [100, 400, 600, 898]) ink(page, x, 400, 2, 122);
  // Text in the cells: 'T' and 'l' marks, one of them touching the rule above it.
  letters(page, 120, 410);
  letters(page, 420, 450);
  letters(page, 620, 482);
  const cleaned = removeRulingLines(page, WIDTH, HEIGHT);

  it('turns the rules and box edges to paper, the turned one too', () => {
    expect(inkIn(cleaned, 300, 395, 60, 15)).toBe(0);
    expect(inkIn(cleaned, 200, 475, 150, 10)).toBe(0);
    expect(inkIn(cleaned, 395, 420, 10, 15)).toBe(0);
    expect(inkIn(cleaned, 890, 400, 12, 122)).toBe(0);
  });

  it('keeps every letter, even one that touches a rule', () => {
    for (const [x, y] of [
      [120, 410],
      [420, 450],
      [620, 484],
    ] as const) {
      expect(inkIn(cleaned, x + 5, y + 4, 3, 14)).toBeGreaterThan(30);
      expect(inkIn(cleaned, x + 22, y + 4, 3, 14)).toBeGreaterThan(30);
    }
  });

  it('leaves a page without rules as it was', () => {
    const text = blank();
    letters(text, 100, 100);
    letters(text, 140, 100);
    // Compared as bytes: vitest's deep equality takes half a minute over a page's 1.4 million pixels.
    expect(Buffer.from(removeRulingLines(text, WIDTH, HEIGHT)).equals(Buffer.from(text))).toBe(true);
  });
});

describe('skewAngle: how far a scanned page is turned', () => {
  /** Lines of text-like ink (words 60 px wide, 12 px high, every 40 px), turned by `degrees`. */
  function turnedPage(degrees: number) {
    const page = blank();
    const tan = Math.tan((degrees * Math.PI) / 180);
    for (let row = 200; row < 1200; row += 40) {
      for (let x = 150; x < 850; x++) {
        if ((x - 150) % 75 >= 60) continue;
        const y = Math.round(row + (x - WIDTH / 2) * tan);
        ink(page, x, y, 1, 12);
      }
    }
    return page;
  }

  it('finds a 2° turn (the one the bench measures, not straight)', () => {
    expect(Math.abs(skewAngle(turnedPage(2), WIDTH, HEIGHT) - 2)).toBeLessThanOrEqual(0.25);
    expect(Math.abs(skewAngle(turnedPage(-1.5), WIDTH, HEIGHT) + 1.5)).toBeLessThanOrEqual(0.25);
  });

  it('and none on a straight page', () => {
    expect(skewAngle(turnedPage(0), WIDTH, HEIGHT)).toBe(0);
  });
});
