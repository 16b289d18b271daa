/**
 * One tesseract.js worker for the reading thread, created on first use. Offline only: the English
 * LSTM model comes from the @tesseract.js-data/eng package (4.0.0_best_int), and cacheMethod 'none'
 * stops tesseract.js from trying to download or cache anything (toolchain-notes: a failed download
 * kills the process).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Page, type Worker } from 'tesseract.js';
import { overlayRegion, replaceRegion, tableRegion, type OcrWord, type Region } from './page-geometry.ts';
import { gutterBand, layoutText } from './page-layout.ts';

const requireHere = createRequire(import.meta.url);
export const ENG_LANG_PATH = path.join(path.dirname(requireHere.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

let engine: Promise<Worker> | null = null;

const pageSegmentation = () => (process.env.READING_PSM as PSM | undefined) ?? PSM.AUTO;

function startEngine(): Promise<Worker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENG_LANG_PATH,
    cacheMethod: 'none',
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  }).then(async (worker) => {
    // Automatic page segmentation; keep spaces between words that are far apart (tables).
    await worker.setParameters({ tessedit_pageseg_mode: pageSegmentation(), preserve_interword_spaces: '1', user_defined_dpi: '300' });
    return worker;
  });
}

/** The text tesseract reads from one normalised (greyscale PNG) page image, laid out by its word boxes (page-layout.ts). */
export async function recognise(png: Buffer): Promise<string> {
  engine ??= startEngine();
  const worker = await engine;
  const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
  const words = wordsOf(data);
  if (words.length === 0) return data.text;
  // A PNG's width and height are the first fields of its IHDR chunk.
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const table = tableRegion(words, width, height);
  if (table) {
    // The medicines table again, as one block of text lines: each row's cells read together.
    return layoutText(replaceRegion(words, table, await readRegion(worker, png, table)), width);
  }
  const gutter = gutterBand(words, width);
  if (!gutter) return layoutText(words, width);
  // A two-column page again, each column on its own (the Rx column apart from the vitals and advice).
  const top = Math.max(0, Math.floor(gutter.top - 4));
  const band = { left: 0, top, width, height: Math.min(height, Math.ceil(gutter.bottom + 4)) - top };
  const split = Math.round(gutter.x);
  const left = await readRegion(worker, png, { ...band, width: split });
  const right = await readRegion(worker, png, { ...band, left: split, width: width - split });
  return layoutText(overlayRegion(words, band, [...left, ...right]), width);
}

/** One region of the page read as a single block, its words placed back on the page. */
async function readRegion(worker: Worker, png: Buffer, region: Region): Promise<OcrWord[]> {
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  try {
    // Cropped here: tesseract.js's own rectangle option reads a band as noise ('So oo I So').
    const crop = await sharp(png).extract(region).png({ compressionLevel: 1 }).toBuffer();
    const { data } = await worker.recognize(crop, {}, { blocks: true });
    return wordsOf(data).map((word) => ({
      text: word.text,
      bbox: {
        x0: word.bbox.x0 + region.left,
        x1: word.bbox.x1 + region.left,
        y0: word.bbox.y0 + region.top,
        y1: word.bbox.y1 + region.top,
      },
    }));
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: pageSegmentation() });
  }
}

function wordsOf(data: Page): OcrWord[] {
  return (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)));
}
