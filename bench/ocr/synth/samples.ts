/**
 * One synthetic prescription document of a given kind, with its ground truth, from (seed, index):
 * the same pair always gives the same bytes.
 */
import sharp from 'sharp';
import { makePrescription, type Truth } from './content.ts';
import { Random } from './random.ts';
import { HAND_FONTS, phonePhoto, PRINT_FONTS, renderImage, renderScannedPdf, renderTextPdf, type Paper, type Style } from './render.ts';

export const SAMPLE_KINDS = ['typed-image', 'handwritten-image', 'phone-photo', 'text-pdf', 'scanned-pdf'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

export interface Sample {
  id: string;
  kind: SampleKind;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: Uint8Array;
  truth: Truth & { kind: SampleKind; paper: Paper; printFont: string; handFont: string | null; layout: 'table' | 'inline' };
}

export async function makeSample(seed: number, index: number, kind: SampleKind): Promise<Sample> {
  const random = new Random(seed * 100_003 + index * 7919 + SAMPLE_KINDS.indexOf(kind) * 131);
  const table = random.chance(0.4);
  // Handwriting-like fonts on the handwritten kind, and on some photos and scans.
  const hand = kind === 'handwritten-image' || ((kind === 'phone-photo' || kind === 'scanned-pdf') && random.chance(0.35));
  const style: Style = { paper: random.chance(0.6) ? 'A4' : 'A5', print: random.pick(PRINT_FONTS), hand: hand ? random.pick(HAND_FONTS) : null };
  const prescription = makePrescription(random, { table, hand });
  const id = `${kind}-${String(index).padStart(3, '0')}`;
  const truth = { ...prescription.truth, kind, paper: style.paper, printFont: style.print.family, handFont: style.hand?.family ?? null, layout: table ? ('table' as const) : ('inline' as const) };
  const dpi = random.pick([150, 200, 200, 300]);
  switch (kind) {
    case 'text-pdf':
      return { id, kind, contentType: 'application/pdf', bytes: await renderTextPdf(prescription, style, random), truth };
    case 'scanned-pdf':
      return { id, kind, contentType: 'application/pdf', bytes: await renderScannedPdf(renderImage(prescription, style, random, 200), style), truth };
    case 'phone-photo':
      return { id, kind, contentType: 'image/jpeg', bytes: await phonePhoto(renderImage(prescription, style, random, 200), random), truth };
    default: {
      const png = renderImage(prescription, style, random, dpi);
      // Some typed images arrive as JPEG (a scanner app's default).
      if (random.chance(0.3)) return { id, kind, contentType: 'image/jpeg', bytes: await sharp(png).jpeg({ quality: 85 }).toBuffer(), truth };
      return { id, kind, contentType: 'image/png', bytes: png, truth };
    }
  }
}

/** `count` samples spread evenly over the kinds (or over `kinds`). */
export async function* makeSamples(seed: number, count: number, kinds: readonly SampleKind[] = SAMPLE_KINDS): AsyncGenerator<Sample> {
  for (let i = 0; i < count; i++) yield makeSample(seed, Math.floor(i / kinds.length), kinds[i % kinds.length]!);
}
