/**
 * Set 2's documents from (seed, index): a prescription, one of four layouts, and one of five ways it
 * reaches us. Kinds and layouts are crossed so each kind sees every layout.
 */
import { makePrescription, type Set2Truth } from './content.ts';
import { crookedScan, phonePhoto } from './degrade.ts';
import { layOut, LAYOUTS, type Layout } from './layouts.ts';
import { renderScannedPdf, renderTextPdf } from './pdf.ts';
import { Rng } from './random.ts';
import { renderPage } from './raster.ts';

export const SET2_KINDS = ['clean-image', 'phone-photo', 'crooked-scan', 'text-pdf', 'scanned-pdf'] as const;
export type Set2Kind = (typeof SET2_KINDS)[number];

export interface Set2Sample {
  id: string;
  kind: Set2Kind;
  layout: Layout;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
  truth: Set2Truth;
}

export async function makeSet2Sample(seed: number, index: number): Promise<Set2Sample> {
  const rng = new Rng(seed * 2_654_435 + index * 40_503 + 17);
  const kind = SET2_KINDS[index % SET2_KINDS.length]!;
  // Kind k's j-th document takes layout (k + j) mod 4: six documents a kind go through all four layouts.
  const layout = LAYOUTS[((index % SET2_KINDS.length) + Math.floor(index / SET2_KINDS.length)) % LAYOUTS.length]!;
  const rx = makePrescription(rng);
  const page = layOut(rx, layout, rng);
  const id = `set2-${String(index).padStart(2, '0')}-${kind}-${layout}`;
  const base = { id, kind, layout, truth: rx.truth };
  switch (kind) {
    case 'text-pdf':
      return { ...base, contentType: 'application/pdf', bytes: await renderTextPdf(page) };
    case 'scanned-pdf': {
      const format = rng.chance(0.5) ? 'jpeg' : 'png';
      const scan = await crookedScan(await renderPage(page, 200, rng), rng, format);
      return { ...base, contentType: 'application/pdf', bytes: await renderScannedPdf(scan, format, page.width, page.height) };
    }
    case 'phone-photo':
      return { ...base, contentType: 'image/jpeg', bytes: await phonePhoto(await renderPage(page, 200, rng), rng) };
    case 'crooked-scan': {
      const format = rng.chance(0.5) ? 'jpeg' : 'png';
      return {
        ...base,
        contentType: format === 'png' ? 'image/png' : 'image/jpeg',
        bytes: await crookedScan(await renderPage(page, 200, rng), rng, format),
      };
    }
    case 'clean-image':
      return { ...base, contentType: 'image/png', bytes: await renderPage(page, 200, rng) };
  }
}

export async function* makeSet2Samples(seed: number, count: number): AsyncGenerator<Set2Sample> {
  for (let i = 0; i < count; i++) yield makeSet2Sample(seed, i);
}
