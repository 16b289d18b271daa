/**
 * Turning document bytes into text, inside the reading worker: images through sharp then OCR; PDFs
 * through pdf.js, using the text layer when it has real text and OCR of rendered pages when it is a
 * scan. Every size guard of READING_LIMITS is applied before the expensive step it protects.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp, { type Metadata } from 'sharp';
import type { ReadingMethod } from '@dawa/shared/prescriptions/analysis';
import { DocumentReadingError, READING_MESSAGES } from './document-reading-error.ts';
import { READING_LIMITS } from './limits.ts';
import { removeRulingLines } from './ruling-lines.ts';
import { recognise } from './ocr-engine.ts';
import { blockMaxima, flattenLight, skewAngle, type OcrWord } from './page-geometry.ts';
import { textLayerLayout } from './page-layout.ts';

const requireHere = createRequire(import.meta.url);

export interface PagesText {
  text: string;
  pages: number;
  method: ReadingMethod;
}

/** Greyscale, upright, sensibly sized PNG for OCR; refuses decompression bombs before decoding. */
export async function normaliseForOcr(bytes: Buffer): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: READING_LIMITS.maxInputPixels }).metadata();
  } catch (error) {
    throw refusal(error);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new DocumentReadingError('unreadable', READING_MESSAGES.unreadable);
  if (width * height > READING_LIMITS.maxInputPixels) throw new DocumentReadingError('too-many-pixels', READING_MESSAGES.tooManyPixels);
  const longSide = Math.max(width, height);
  const target =
    longSide > READING_LIMITS.ocrLongSide
      ? READING_LIMITS.ocrLongSide
      : longSide < READING_LIMITS.ocrMinLongSide
        ? READING_LIMITS.ocrMinLongSide
        : longSide;
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: READING_LIMITS.maxInputPixels, failOn: 'none' })
      .rotate()
      .greyscale()
      .resize({ width: target, height: target, fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Even out the light (phone photos), then straighten the text lines (photos held at an angle).
    const tiles = blockMaxima(data, info.width, info.height, 24);
    const background = await sharp(tiles.data, { raw: { width: tiles.width, height: tiles.height, channels: 1 } })
      .blur(1)
      .resize({ width: info.width, height: info.height, fit: 'fill', kernel: 'linear' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    const flat = flattenLight(data, background);
    const angle = skewAngle(flat, info.width, info.height);
    let page = sharp(flat, { raw: { width: info.width, height: info.height, channels: 1 } });
    if (Math.abs(angle) >= 0.3) page = page.rotate(-angle, { background: '#ffffff' });
    // Paper (and the faint halos flattening leaves around text) to white, ink to black: grey patches
    // make tesseract take table columns for pictures and skip them.
    const inked = await page.normalise().linear(1.7, -102).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    // Then a gridded table's rules out: tesseract skips boxed cells altogether (ruling-lines.ts).
    const ruled = removeRulingLines(inked.data, inked.info.width, inked.info.height);
    return await sharp(ruled, { raw: { width: inked.info.width, height: inked.info.height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}

/** sharp's error as ours: a decompression bomb says so; anything else is an unreadable file. */
function refusal(error: unknown): DocumentReadingError {
  if (error instanceof DocumentReadingError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return new DocumentReadingError('too-many-pixels', READING_MESSAGES.tooManyPixels);
  return new DocumentReadingError('unreadable', READING_MESSAGES.unreadable);
}

export async function readImage(bytes: Buffer): Promise<PagesText> {
  const png = await normaliseForOcr(bytes);
  return { text: await recognise(png), pages: 1, method: 'ocr' };
}

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

const pdfjsFolder = path.dirname(requireHere.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = pathToFileURL(path.join(pdfjsFolder, 'standard_fonts') + path.sep).href;

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** A page's text items as lines, top to bottom, words in reading order (tables keep their rows). */
export function linesOfTextItems(items: readonly TextItemLike[]): string {
  const words = items.filter((item) => item.str.trim() !== '');
  words.sort((a, b) => b.transform[5]! - a.transform[5]! || a.transform[4]! - b.transform[4]!);
  const lines: TextItemLike[][] = [];
  for (const item of words) {
    const line = lines.at(-1);
    const tolerance = Math.max(2, (item.height || 10) * 0.5);
    if (line && Math.abs(line[0]!.transform[5]! - item.transform[5]!) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines
    .map((line) => {
      line.sort((a, b) => a.transform[4]! - b.transform[4]!);
      let out = '';
      let end = -Infinity;
      for (const item of line) {
        const x = item.transform[4]!;
        const size = item.height || 10;
        // A wide gap is a table's column break; an overlap is a cell that ran into the next: both separate.
        const gap = x - end;
        if (out !== '') out += gap > size * 1.5 ? '   ' : (gap > size * 0.15 || gap < -size * 0.3) && !out.endsWith(' ') ? ' ' : '';
        out += item.str;
        end = x + item.width;
      }
      return out.trimEnd();
    })
    .join('\n');
}

/**
 * Text items as word boxes (top-down, like OCR's), for reading a page by its layout. An item is often
 * a phrase ('Drug Name / ', 'Tab. Dolo 650'): it is cut into words, each given its share of the
 * item's width by its letters, so that a heading's words are found one by one.
 */
export function wordsOfTextItems(items: readonly TextItemLike[], pageHeight: number): OcrWord[] {
  return items.flatMap((item) => {
    const size = item.height || Math.abs(item.transform[3] ?? 0) || 10;
    const baseline = pageHeight - item.transform[5]!;
    const x = item.transform[4]!;
    const perLetter = item.str.length > 0 ? item.width / item.str.length : 0;
    return [...item.str.matchAll(/\S+/g)].map((match) => ({
      text: match[0],
      bbox: { x0: x + match.index * perLetter, x1: x + (match.index + match[0].length) * perLetter, y0: baseline - size, y1: baseline },
    }));
  });
}

const letterCount = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

export async function readPdf(bytes: Buffer): Promise<PagesText> {
  const lib = await loadPdfJs();
  let document: Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
  try {
    document = await lib.getDocument({
      data: new Uint8Array(bytes),
      standardFontDataUrl,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      maxImageSize: READING_LIMITS.maxPdfImagePixels,
      verbosity: 0,
    }).promise;
  } catch {
    throw new DocumentReadingError('unreadable', READING_MESSAGES.unreadable);
  }
  try {
    if (document.numPages > READING_LIMITS.maxPdfPages) {
      throw new DocumentReadingError('too-many-pages', READING_MESSAGES.tooManyPages(document.numPages, READING_LIMITS.maxPdfPages));
    }
    const texts: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => ('str' in item ? [item] : []));
      const viewport = page.getViewport({ scale: 1 });
      texts.push(textLayerLayout(wordsOfTextItems(items, viewport.height), viewport.width) ?? linesOfTextItems(items));
    }
    const layered = texts.join('\n\n');
    if (letterCount(layered) >= READING_LIMITS.minPdfTextChars) return { text: layered, pages: document.numPages, method: 'pdf-text' };

    const ocrTexts: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const base = page.getViewport({ scale: 1 });
      if (base.width > READING_LIMITS.maxPdfPagePoints || base.height > READING_LIMITS.maxPdfPagePoints) {
        throw new DocumentReadingError('too-many-pixels', READING_MESSAGES.unreadable);
      }
      const scale = READING_LIMITS.ocrLongSide / Math.max(base.width, base.height);
      const viewport = page.getViewport({ scale });
      const factory = document.canvasFactory as {
        create(w: number, h: number): { canvas: { toBuffer(mime: 'image/png'): Buffer }; context: unknown };
        destroy(c: unknown): void;
      };
      const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas: target.canvas as never, canvasContext: target.context as never, viewport, background: 'white' }).promise;
      const png = await normaliseForOcr(target.canvas.toBuffer('image/png'));
      factory.destroy(target);
      ocrTexts.push(await recognise(png));
    }
    return { text: ocrTexts.join('\n\n'), pages: document.numPages, method: 'pdf-ocr' };
  } catch (error) {
    if (error instanceof DocumentReadingError) throw error;
    throw new DocumentReadingError('unreadable', READING_MESSAGES.unreadable);
  } finally {
    await document.destroy();
  }
}
