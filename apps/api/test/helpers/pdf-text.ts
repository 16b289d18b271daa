import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, one string per line as PDF.js reads it (items on one baseline joined by spaces). */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const row = rows.get(y) ?? [];
      row.push({ x: item.transform[4] as number, text: item.str });
      rows.set(y, row);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      lines.push(
        (rows.get(y) ?? [])
          .sort((a, b) => a.x - b.x)
          .map((i) => i.text)
          .join(' '),
      );
    }
  }
  await pdf.destroy();
  return lines;
}
