/**
 * Ruling lines out of a page image before OCR (issue 24 item 2). Tesseract takes a gridded table's
 * boxed cells for pictures and returns nothing of them, even from a clean image: 'TAB MONTAIR 10 MG
 * | 1 tab | 0-0-1 | 14 days' comes back as an empty band. Without the lines the cells are plain
 * words, which page-layout.ts then places under their headings by their boxes.
 *
 * A ruling line is a long run of thin ink: thin across the line (a few pixels), long along it (far
 * longer than any letter). A letter's stroke is either short (a T's bar) or joined to tall strokes,
 * so text keeps its pixels; where a letter touches a line, the line keeps the few pixels it shares.
 */

const INK = 200;

/** Pixels cleared round each pixel of a line, for its blurred edge. */
const EDGE = 1;

/** Thickest ruling line, in pixels (a 0.8 pt rule at 200 dpi is 2-3 px; a scan's blur adds one or two). */
const MAX_THICKNESS = 5;

/**
 * Shortest ruling line, as a share of the page's long side: 2.5 % (55 px on a 2200 px page) is about
 * three times the height of body text, so no letter's stroke ('l', '1', a dash) is as long.
 */
const MIN_LENGTH_SHARE = 0.025;

/** Length of the ink run through each pixel, counted across (rows) or down (columns). */
function runLengths(dark: Uint8Array, width: number, height: number, vertical: boolean): Uint16Array {
  const runs = new Uint16Array(dark.length);
  const lines = vertical ? width : height;
  const length = vertical ? height : width;
  const step = vertical ? width : 1;
  for (let line = 0; line < lines; line++) {
    const first = vertical ? line : line * width;
    let k = 0;
    while (k < length) {
      if (!dark[first + k * step]) {
        k++;
        continue;
      }
      let end = k;
      while (end < length && dark[first + end * step]) end++;
      const run = Math.min(end - k, 65535);
      for (let j = k; j < end; j++) runs[first + j * step] = run;
      k = end;
    }
  }
  return runs;
}

/**
 * Marks the pixels of long thin lines running one way. A slightly turned line steps by a row every
 * few dozen pixels, so its thin pixels are looked for one row either side before a run is broken.
 */
function markLines(dark: Uint8Array, width: number, height: number, horizontal: boolean, minLength: number, mark: Uint8Array) {
  // Thin across the line: the ink run perpendicular to it is short.
  const across = runLengths(dark, width, height, horizontal);
  const thin = new Uint8Array(dark.length);
  for (let i = 0; i < dark.length; i++) thin[i] = dark[i] === 1 && across[i]! <= MAX_THICKNESS ? 1 : 0;
  // Thin ink at a pixel or at one of its two neighbours across the line.
  const band = new Uint8Array(dark.length);
  const side = horizontal ? width : 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const before = horizontal ? y > 0 : x > 0;
      const after = horizontal ? y < height - 1 : x < width - 1;
      band[i] = thin[i]! | (before ? thin[i - side]! : 0) | (after ? thin[i + side]! : 0);
    }
  }
  const along = runLengths(band, width, height, !horizontal);
  for (let i = 0; i < dark.length; i++) {
    if (along[i]! < minLength || !band[i]) continue;
    // The run passes here: its thin pixels in this row (or column) and the two beside it are the line.
    if (thin[i]) mark[i] = 1;
    if (i - side >= 0 && thin[i - side]) mark[i - side] = 1;
    if (i + side < dark.length && thin[i + side]) mark[i + side] = 1;
  }
}

/** The page (greyscale, one byte a pixel) with its table rules and boxes turned to paper; the input is left as it was. */
export function removeRulingLines(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const dark = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) dark[i] = pixels[i]! < INK ? 1 : 0;
  const minLength = Math.round(Math.max(width, height) * MIN_LENGTH_SHARE);
  const mark = new Uint8Array(pixels.length);
  // Rows first, then columns on what is left: where a rule crosses a column's line, the crossing is
  // thick both ways until the row's rule is gone, then it is part of the column's thin line.
  markLines(dark, width, height, true, minLength, mark);
  for (let i = 0; i < dark.length; i++) if (mark[i]) dark[i] = 0;
  markLines(dark, width, height, false, minLength, mark);
  // The line's grey edge too (a scan's rule is blurred over a pixel or two beyond its ink): left
  // there, tesseract reads the ghost of a rule as '|', 'I' or a row of 'EE'.
  const out = Uint8Array.from(pixels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mark[y * width + x]) continue;
      for (let dy = -EDGE; dy <= EDGE; dy++) {
        for (let dx = -EDGE; dx <= EDGE; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < width && yy < height) out[yy * width + xx] = 255;
        }
      }
    }
  }
  return out;
}
