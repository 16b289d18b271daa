/**
 * One tesseract.js worker for the reading thread, created on first use. Offline only: the English
 * LSTM model comes from the @tesseract.js-data/eng package (4.0.0_best_int), and cacheMethod 'none'
 * stops tesseract.js from trying to download or cache anything (toolchain-notes: a failed download
 * kills the process).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { rowsOfWords } from './page-geometry.ts';

const requireHere = createRequire(import.meta.url);
export const ENG_LANG_PATH = path.join(path.dirname(requireHere.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

let engine: Promise<Worker> | null = null;

function startEngine(): Promise<Worker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENG_LANG_PATH,
    cacheMethod: 'none',
    gzip: true,
    logger: () => undefined,
    errorHandler: () => undefined,
  }).then(async (worker) => {
    // Automatic page segmentation; keep spaces between words that are far apart (tables).
    await worker.setParameters({ tessedit_pageseg_mode: (process.env.READING_PSM as PSM | undefined) ?? PSM.AUTO, preserve_interword_spaces: '1', user_defined_dpi: '300' });
    return worker;
  });
}

/** The text tesseract reads from one normalised (greyscale PNG) page image, rebuilt row by row. */
export async function recognise(png: Buffer): Promise<string> {
  engine ??= startEngine();
  const worker = await engine;
  const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
  const words = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)));
  return words.length > 0 ? rowsOfWords(words) : data.text;
}
