/**
 * Geometry of a page image, in plain JavaScript over raw greyscale pixels (cheap next to OCR):
 * flattening uneven light (a phone photo lit from one side) and finding the skew of the text lines
 * (a photo held at an angle), and rebuilding table rows from OCR lines.
 */

/**
 * The brightest pixel of each block×block tile: the paper's brightness there, text removed. Unlike a
 * blur, it does not bleed a dark table edge into the paper beside it.
 */
export function blockMaxima(
  pixels: Uint8Array,
  width: number,
  height: number,
  block: number,
): { data: Uint8Array; width: number; height: number } {
  const w = Math.ceil(width / block);
  const h = Math.ceil(height / block);
  const data = new Uint8Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / block) * w;
    for (let x = 0; x < width; x++) {
      const v = pixels[y * width + x]!;
      const i = row + Math.floor(x / block);
      if (v > data[i]!) data[i] = v;
    }
  }
  // Then the brightest of each tile's neighbours: paper's light reaches over a dark table edge, so
  // the smoothing that follows never darkens the paper (and lightens the text) beside it.
  const spread = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let max = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < h && xx >= 0 && xx < w && data[yy * w + xx]! > max) max = data[yy * w + xx]!;
        }
      }
      spread[y * w + x] = max;
    }
  }
  return { data: spread, width: w, height: h };
}

/** Divides each pixel by its local background (a heavily blurred copy): paper becomes white everywhere. */
export function flattenLight(pixels: Uint8Array, background: Uint8Array): Uint8Array {
  const out = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) {
    const bg = Math.max(background[i]!, 1);
    out[i] = Math.min(255, Math.round((pixels[i]! / bg) * 255));
  }
  return out;
}

/** Pixels between the samples skewAngle looks at, across and down (a quarter of the pixels is plenty). */
const SKEW_SAMPLE_STEP = 2;

/**
 * The angle (degrees, within ±maxDegrees) that makes text lines horizontal: the rotation whose
 * horizontal projection of dark pixels is sharpest (largest sum of squared row counts). Looks only at
 * the middle of the page, where a photo's table edges are not.
 */
export function skewAngle(pixels: Uint8Array, width: number, height: number, maxDegrees = 6, step = 0.25): number {
  const x0 = Math.floor(width * 0.12);
  const x1 = Math.ceil(width * 0.88);
  const y0 = Math.floor(height * 0.08);
  const y1 = Math.ceil(height * 0.92);
  const darkX: number[] = [];
  const darkY: number[] = [];
  for (let y = y0; y < y1; y += SKEW_SAMPLE_STEP) {
    for (let x = x0; x < x1; x += SKEW_SAMPLE_STEP) {
      if (pixels[y * width + x]! < 128) {
        darkX.push(x - width / 2);
        darkY.push(y);
      }
    }
  }
  if (darkX.length < 200) return 0;
  let best = 0;
  let bestScore = -1;
  const rows = new Float64Array(height * 2 + 10);
  for (let deg = -maxDegrees; deg <= maxDegrees + 1e-9; deg += step) {
    const tan = Math.tan((deg * Math.PI) / 180);
    rows.fill(0);
    for (let i = 0; i < darkX.length; i++) {
      // Bins as tall as the sampling step: one-pixel bins would hold only every other row at 0°
      // (rows were sampled two apart), doubling that angle's score so a turned page was never turned back.
      const r = Math.round((darkY[i]! - darkX[i]! * tan + height / 2) / SKEW_SAMPLE_STEP);
      if (r >= 0 && r < rows.length) rows[r]! += 1;
    }
    let score = 0;
    for (let r = 0; r < rows.length; r++) score += rows[r]! * rows[r]!;
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  }
  return best;
}

export interface OcrWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** A word placed on the page: its text and box, its vertical middle and height. */
export interface PlacedWord {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  centre: number;
  height: number;
}

/** One row of a page: words side by side, left to right. */
export interface WordRow {
  words: PlacedWord[];
  centre: number;
  height: number;
}

/**
 * OCR words into rows, top to bottom: words side by side (cells of one table row, a letterhead's
 * left and right halves) join into one row. Tesseract reads a table column by column; prescriptions
 * need it row by row. A word joins the row whose middle band it sits in (half the row's typical
 * height), so rows never chain into each other.
 */
export function groupRows(words: readonly OcrWord[]): WordRow[] {
  const items = words
    .map((word) => ({
      text: word.text.trim(),
      ...word.bbox,
      centre: (word.bbox.y0 + word.bbox.y1) / 2,
      height: Math.max(1, word.bbox.y1 - word.bbox.y0),
    }))
    .filter((word) => word.text !== '')
    .sort((a, b) => a.centre - b.centre);
  const rows: WordRow[] = [];
  for (const word of items) {
    let best: WordRow | null = null;
    for (let i = rows.length - 1; i >= Math.max(0, rows.length - 4); i--) {
      const row = rows[i]!;
      // Small marks (the dashes of '1 - 0 - 1', dots, commas) sit anywhere in the row's band.
      const small = word.height < 0.6 * row.height;
      const close = Math.abs(word.centre - row.centre) < (small ? 0.6 * row.height : 0.5 * Math.min(row.height, word.height * 1.5));
      if (close && (!best || Math.abs(word.centre - row.centre) < Math.abs(word.centre - best.centre))) best = row;
    }
    if (best) {
      best.words.push(word);
      const n = best.words.length;
      best.centre += (word.centre - best.centre) / n;
      best.height += (word.height - best.height) / n;
    } else {
      rows.push({ words: [word], centre: word.centre, height: word.height });
    }
  }
  rows.sort((a, b) => a.centre - b.centre);
  for (const row of rows) row.words.sort((a, b) => a.x0 - b.x0);
  return rows;
}

/** Words of one row as text, with a wide gap ('   ') where the page has one (a table's column break). */
export function textOfWords(words: readonly PlacedWord[], rowHeight: number): string {
  let out = '';
  let end = -Infinity;
  for (const word of words) {
    if (out !== '') out += word.x0 - end > rowHeight * 1.3 ? '   ' : ' ';
    out += word.text;
    end = word.x1;
  }
  return out;
}

/** The page's words as text lines, row by row (no column reading: see page-layout.ts for that). */
export function rowsOfWords(words: readonly OcrWord[]): string {
  return groupRows(words)
    .map((row) => textOfWords(row.words, row.height))
    .join('\n');
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A table's name heading, also as OCR reads a bold one ('Medidne'). */
const TABLE_NAME_HEADING = /^(?:medicines?|medi[a-z]{3,5}|drugs?|medication)[:.]?$/i;
const TABLE_FIELD_HEADING = /^(?:dose|dosage|frequency|freq|duration|timings?|days|remarks|instructions?|when)[:.]?$/i;
/** A section under the table that ends it ('Advice', 'Investigations', 'Follow-up', 'Next visit'). */
const AFTER_TABLE = /^(?:advice|adv|advised|investigations?|ix|follow|follow-up|f\/u|next|review|diet|signature|note)[:.-]?$/i;

/**
 * The band of a page that holds a medicines table: from its heading row ('Medicine … Frequency …
 * Duration') down to the section after it (or at most 45 % of the page). Tesseract's automatic
 * layout takes a table's narrow columns for separate blocks and skips some of them ('Dose' and
 * 'Duration' vanish from a phone photo); read as one block, the band keeps every cell of each row.
 */
export function tableRegion(words: readonly OcrWord[], pageWidth: number, pageHeight: number): Region | null {
  const heading = words.find((word) => TABLE_NAME_HEADING.test(word.text.trim()));
  if (!heading) return null;
  const height = Math.max(1, heading.bbox.y1 - heading.bbox.y0);
  const centre = (heading.bbox.y0 + heading.bbox.y1) / 2;
  const sameRow = (word: OcrWord) => Math.abs((word.bbox.y0 + word.bbox.y1) / 2 - centre) < height;
  if (!words.some((word) => word !== heading && sameRow(word) && TABLE_FIELD_HEADING.test(word.text.trim()))) return null;
  const top = Math.max(0, Math.floor(heading.bbox.y0 - height * 0.6));
  let bottom = Math.min(pageHeight, Math.ceil(heading.bbox.y1 + pageHeight * 0.45));
  for (const word of words) {
    if (
      word.bbox.y0 > heading.bbox.y1 + height &&
      word.bbox.y0 < bottom &&
      word.bbox.x0 < pageWidth * 0.4 &&
      AFTER_TABLE.test(word.text.trim())
    ) {
      bottom = Math.floor(word.bbox.y0 - height * 0.3);
    }
  }
  if (bottom - top < height * 3) return null;
  return { left: 0, top, width: pageWidth, height: bottom - top };
}

/** The words of a page with those inside `region` replaced by another reading of it. */
export function replaceRegion(words: readonly OcrWord[], region: Region, inside: readonly OcrWord[]): OcrWord[] {
  const within = (word: OcrWord) => {
    const y = (word.bbox.y0 + word.bbox.y1) / 2;
    return y >= region.top && y <= region.top + region.height;
  };
  return [...words.filter((word) => !within(word)), ...inside.filter(within)];
}

/**
 * The words of a page with a second reading of `region` laid over the first: the second's words,
 * and of the first's inside the region only those the second has nothing over (a large 'Rx' that a
 * column's block reading drops). A first-reading word the second overlaps was its misreading.
 */
export function overlayRegion(words: readonly OcrWord[], region: Region, inside: readonly OcrWord[]): OcrWord[] {
  const overlaps = (a: OcrWord, b: OcrWord) =>
    Math.min(a.bbox.x1, b.bbox.x1) > Math.max(a.bbox.x0, b.bbox.x0) && Math.min(a.bbox.y1, b.bbox.y1) > Math.max(a.bbox.y0, b.bbox.y0);
  const again = replaceRegion([], region, inside);
  const kept = words.filter((word) => !replaceRegion([], region, [word]).length || !again.some((other) => overlaps(word, other)));
  return [...kept, ...again];
}
