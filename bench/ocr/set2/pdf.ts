/**
 * Draws a Page as a text PDF with pdf-lib (fonts embedded from the repository's font files, stamps
 * as turned vector text), or wraps a scanned image in a one-page PDF as a copier would.
 */
import fontkit from '@pdf-lib/fontkit';
import { degrees, PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { faceFor, fontBytes, hasDevanagari, type FontKey } from './fonts.ts';
import type { Page } from './page.ts';
import { textImage } from './raster.ts';

// A fixed timestamp: pdf-lib stamps the current time otherwise, and the same seed must give the same bytes.
const FIXED_TIME = new Date(Date.UTC(2025, 0, 1));
async function newDocument(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(FIXED_TIME);
  doc.setModificationDate(FIXED_TIME);
  return doc;
}

const color = (hex: string) =>
  rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

export async function renderTextPdf(page: Page): Promise<Buffer> {
  const doc = await newDocument();
  doc.registerFontkit(fontkit);
  doc.setProducer('Dawa bench set 2');
  const fonts = new Map<FontKey, PDFFont>();
  const font = async (key: FontKey) => {
    let f = fonts.get(key);
    if (!f) fonts.set(key, (f = await doc.embedFont(fontBytes(key), { subset: true })));
    return f;
  };
  const pdfPage = doc.addPage([page.width, page.height]);
  const y = (top: number) => page.height - top;
  if (page.paper !== '#ffffff') pdfPage.drawRectangle({ x: 0, y: 0, width: page.width, height: page.height, color: color(page.paper) });
  for (const item of page.items) {
    if (item.kind === 'rect') {
      pdfPage.drawRectangle({
        x: item.x,
        y: y(item.y + item.h),
        width: item.w,
        height: item.h,
        ...(item.fill ? { color: color(item.fill) } : {}),
        ...(item.stroke ? { borderColor: color(item.stroke), borderWidth: item.width } : {}),
      });
    } else if (item.kind === 'line') {
      pdfPage.drawLine({
        start: { x: item.x1, y: y(item.y1) },
        end: { x: item.x2, y: y(item.y2) },
        thickness: item.width,
        color: color(item.color),
      });
    } else if (item.kind === 'text') {
      // Latin runs stay text; Hindi runs go in as pictures of their words (fontkit cannot shape
      // Devanagari here), as pasted letterhead lines are. A line's dose and frequency stay readable text.
      let x = item.x;
      for (const run of item.text.split(/([\u0900-\u097f][\u0900-\u097f\s.,:।]*[\u0900-\u097f.:।]|[\u0900-\u097f])/).filter(Boolean)) {
        if (hasDevanagari(run)) {
          const png = await doc.embedPng(await textImage({ ...item, text: run }, 300));
          const width = (png.width * 72) / 300;
          const height = (png.height * 72) / 300;
          pdfPage.drawImage(png, { x, y: y(item.y) - height, width, height });
          x += width;
        } else {
          const f = await font(faceFor(item.font, run));
          pdfPage.drawText(run, { x, y: y(item.y) - item.size * 0.95, size: item.size, font: f, color: color(item.color) });
          x += f.widthOfTextAtSize(run, item.size);
        }
      }
    }
  }
  for (const item of page.items) {
    if (item.kind !== 'stamp') continue;
    const ink = color(item.color);
    if (item.shape === 'round')
      pdfPage.drawEllipse({
        x: item.cx,
        y: y(item.cy),
        xScale: item.w / 2 - 2,
        yScale: item.h / 2 - 2,
        borderColor: ink,
        borderWidth: 2,
        opacity: 0,
        borderOpacity: 0.75,
      });
    else
      pdfPage.drawRectangle({
        x: item.cx - item.w / 2,
        y: y(item.cy) - item.h / 2,
        width: item.w,
        height: item.h,
        borderColor: ink,
        borderWidth: 2,
        opacity: 0,
        borderOpacity: 0.75,
        rotate: degrees(item.degrees),
      });
    const f = await font('sansBold');
    const lineHeight = (item.h * 0.6) / item.lines.length;
    const size = Math.min(lineHeight * 0.62, 9);
    const turn = (-item.degrees * Math.PI) / 180;
    item.lines.forEach((line, index) => {
      const dx = -f.widthOfTextAtSize(line, size) / 2;
      const dy = (item.lines.length / 2 - index - 0.8) * lineHeight;
      pdfPage.drawText(line, {
        x: item.cx + dx * Math.cos(turn) - dy * Math.sin(turn),
        y: y(item.cy) + dx * Math.sin(turn) + dy * Math.cos(turn),
        size,
        font: f,
        color: ink,
        opacity: 0.75,
        rotate: degrees(-item.degrees),
      });
    });
  }
  return Buffer.from(await doc.save());
}

export async function renderScannedPdf(image: Buffer, format: 'png' | 'jpeg', widthPt: number, heightPt: number): Promise<Buffer> {
  const doc = await newDocument();
  const embedded = format === 'png' ? await doc.embedPng(image) : await doc.embedJpg(image);
  const page = doc.addPage([widthPt, heightPt]);
  page.drawImage(embedded, { x: 0, y: 0, width: widthPt, height: heightPt });
  return Buffer.from(await doc.save());
}
