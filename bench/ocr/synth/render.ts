/**
 * Drawing a synthetic prescription: as a page image (@napi-rs/canvas), as a text PDF (pdf-lib with the
 * fonts embedded), as an image-only "scanned" PDF, and as a phone photo (sharp: rotation, blur,
 * uneven light, noise, JPEG 40-60). Fonts are TTFs from @expo-google-fonts packages (devDependencies).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import type { Block, Prescription, TextRun } from './content.ts';
import type { Random } from './random.ts';

const requireHere = createRequire(import.meta.url);

export interface FontFace {
  family: string;
  regular: string;
  bold: string;
  /** Handwriting fonts have small x-heights: draw them larger. */
  scale: number;
}

const fontFile = (pkg: string, file: string) => path.join(path.dirname(requireHere.resolve(`@expo-google-fonts/${pkg}/package.json`)), file);

export const PRINT_FONTS: FontFace[] = [
  { family: 'Roboto', regular: fontFile('roboto', '400Regular/Roboto_400Regular.ttf'), bold: fontFile('roboto', '700Bold/Roboto_700Bold.ttf'), scale: 1 },
  { family: 'Noto Sans', regular: fontFile('noto-sans', '400Regular/NotoSans_400Regular.ttf'), bold: fontFile('noto-sans', '700Bold/NotoSans_700Bold.ttf'), scale: 1 },
  {
    family: 'Courier Prime',
    regular: fontFile('courier-prime', '400Regular/CourierPrime_400Regular.ttf'),
    bold: fontFile('courier-prime', '700Bold/CourierPrime_700Bold.ttf'),
    scale: 1,
  },
];
export const HAND_FONTS: FontFace[] = [
  { family: 'Kalam', regular: fontFile('kalam', '400Regular/Kalam_400Regular.ttf'), bold: fontFile('kalam', '700Bold/Kalam_700Bold.ttf'), scale: 1.15 },
  { family: 'Caveat', regular: fontFile('caveat', '400Regular/Caveat_400Regular.ttf'), bold: fontFile('caveat', '700Bold/Caveat_700Bold.ttf'), scale: 1.4 },
  {
    family: 'Indie Flower',
    regular: fontFile('indie-flower', '400Regular/IndieFlower_400Regular.ttf'),
    bold: fontFile('indie-flower', '400Regular/IndieFlower_400Regular.ttf'),
    scale: 1.2,
  },
  {
    family: 'Patrick Hand',
    regular: fontFile('patrick-hand', '400Regular/PatrickHand_400Regular.ttf'),
    bold: fontFile('patrick-hand', '400Regular/PatrickHand_400Regular.ttf'),
    scale: 1.25,
  },
];
/** The one font with U+211E (℞). */
const SYMBOL_FONT = PRINT_FONTS[1]!;

let registered = false;
function registerFonts(): void {
  if (registered) return;
  for (const face of [...PRINT_FONTS, ...HAND_FONTS]) {
    GlobalFonts.registerFromPath(face.regular, face.family);
    if (face.bold !== face.regular) GlobalFonts.registerFromPath(face.bold, face.family);
  }
  registered = true;
}

export type Paper = 'A4' | 'A5';
const PAPER_MM: Record<Paper, { w: number; h: number }> = { A4: { w: 210, h: 297 }, A5: { w: 148, h: 210 } };

export interface Style {
  paper: Paper;
  print: FontFace;
  /** The font of `hand` runs; null draws them in the print font. */
  hand: FontFace | null;
}

interface Placed {
  text: string;
  x: number; // points from the left edge
  y: number; // points from the top (baseline)
  size: number; // points
  face: FontFace;
  bold: boolean;
  align: 'left' | 'right' | 'center';
  hand: boolean;
  tilt: number; // degrees, handwriting only
}

/** Lays the blocks out on the page in points; shared by the image and the PDF renderers. */
function layout(prescription: Prescription, style: Style, random: Random): { placed: Placed[]; rules: number[]; width: number; height: number } {
  const paper = PAPER_MM[style.paper];
  const width = (paper.w / 25.4) * 72;
  const height = (paper.h / 25.4) * 72;
  // A5 pads are smaller: everything a little smaller too.
  const k = style.paper === 'A5' ? 0.78 : 1;
  const margin = 36 * k;
  const textWidth = width - 2 * margin;
  const placed: Placed[] = [];
  const rules: number[] = [];
  let y = margin;
  for (const block of prescription.blocks as Block[]) {
    if (block.kind === 'gap') {
      y += block.size * k;
      continue;
    }
    if (block.kind === 'rule') {
      y += 4 * k;
      rules.push(y);
      y += 6 * k;
      continue;
    }
    const faces = block.runs.map((run: TextRun) => (run.hand && style.hand ? style.hand : style.print));
    const lineSize = Math.max(...block.runs.map((run, i) => run.size * k * faces[i]!.scale));
    y += lineSize * 1.25;
    block.runs.forEach((run, i) => {
      const face = run.text.includes('℞') ? SYMBOL_FONT : faces[i]!;
      const hand = Boolean(run.hand && style.hand);
      const jitter = hand ? random.range(-3, 3) : 0;
      const align = run.align ?? 'left';
      const x = align === 'right' ? width - margin : align === 'center' ? width / 2 : margin + (run.column ?? 0) * textWidth + jitter;
      placed.push({ text: run.text, x, y: y + (hand ? random.range(-1, 1) : 0), size: run.size * k * face.scale, face, bold: Boolean(run.bold), align, hand, tilt: hand ? random.range(-0.8, 0.8) : 0 });
    });
    y += lineSize * 0.35;
  }
  return { placed, rules, width, height };
}

/** The page as a PNG at `dpi`, black print and blue-black handwriting on white. */
export function renderImage(prescription: Prescription, style: Style, random: Random, dpi: number): Buffer {
  registerFonts();
  const { placed, rules, width, height } = layout(prescription, style, random);
  const scale = dpi / 72;
  const canvas = createCanvas(Math.round(width * scale), Math.round(height * scale));
  const g: SKRSContext2D = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.strokeStyle = '#555555';
  g.lineWidth = 1.2 * scale;
  for (const y of rules) {
    g.beginPath();
    g.moveTo(30 * scale, y * scale);
    g.lineTo((width - 30) * scale, y * scale);
    g.stroke();
  }
  for (const p of placed) {
    g.save();
    g.font = `${p.bold ? 'bold ' : ''}${(p.size * scale).toFixed(1)}px "${p.face.family}"`;
    g.fillStyle = p.hand ? '#14206b' : '#111111';
    g.textAlign = p.align;
    g.translate(p.x * scale, p.y * scale);
    if (p.tilt) g.rotate((p.tilt * Math.PI) / 180);
    g.fillText(p.text, 0, 0);
    g.restore();
  }
  return canvas.toBuffer('image/png');
}

/** A text PDF (real text layer) with the same layout, fonts embedded. */
export async function renderTextPdf(prescription: Prescription, style: Style, random: Random): Promise<Uint8Array> {
  const { placed, rules, width, height } = layout(prescription, style, random);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = new Map<string, PDFFont>();
  const fontOf = async (face: FontFace, bold: boolean) => {
    const file = bold ? face.bold : face.regular;
    let font = fonts.get(file);
    if (!font) {
      font = await pdf.embedFont(fs.readFileSync(file), { subset: true });
      fonts.set(file, font);
    }
    return font;
  };
  const page: PDFPage = pdf.addPage([width, height]);
  for (const y of rules) page.drawLine({ start: { x: 30, y: height - y }, end: { x: width - 30, y: height - y }, thickness: 0.8, color: rgb(0.35, 0.35, 0.35) });
  for (const p of placed) {
    const font = await fontOf(p.face, p.bold);
    const textWidth = font.widthOfTextAtSize(p.text, p.size);
    const x = p.align === 'right' ? p.x - textWidth : p.align === 'center' ? p.x - textWidth / 2 : p.x;
    page.drawText(p.text, { x, y: height - p.y, size: p.size, font, color: p.hand ? rgb(0.08, 0.13, 0.42) : rgb(0.07, 0.07, 0.07) });
  }
  return pdf.save();
}

/** An image-only PDF: the page image (JPEG) filling an A4/A5 page, as a scanner makes. */
export async function renderScannedPdf(pageImage: Buffer, style: Style): Promise<Uint8Array> {
  const paper = PAPER_MM[style.paper];
  const width = (paper.w / 25.4) * 72;
  const height = (paper.h / 25.4) * 72;
  const jpeg = await sharp(pageImage).greyscale().blur(0.5).jpeg({ quality: 75 }).toBuffer();
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(jpeg);
  const page = pdf.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  return pdf.save();
}

/** A phone photo of the page: on a table, tilted ±4°, blurred, unevenly lit, noisy, JPEG 40-60. */
export async function phonePhoto(pageImage: Buffer, random: Random): Promise<Buffer> {
  const angle = random.range(-4, 4);
  const table = { r: random.int(60, 140), g: random.int(50, 110), b: random.int(40, 90) };
  const border = random.int(30, 90);
  const rotated = await sharp(pageImage)
    .extend({ top: border, bottom: border, left: border, right: border, background: table })
    .rotate(angle, { background: table })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = rotated.info;
  // Light falls off from one corner: a multiply layer from white to grey.
  const dark = random.int(150, 205);
  const [x1, y1, x2, y2] = random.pick([
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0.5, 0, 0.5, 1],
  ]);
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="l" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="rgb(255,255,250)"/><stop offset="1" stop-color="rgb(${dark},${dark},${dark - 10})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  const noise = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = Math.floor(random.next() * 255);
    noise[i * 4] = v;
    noise[i * 4 + 1] = v;
    noise[i * 4 + 2] = v;
    noise[i * 4 + 3] = random.int(10, 28);
  }
  const lit = await sharp(rotated.data)
    .composite([
      { input: light, blend: 'multiply' },
      { input: noise, raw: { width, height, channels: 4 }, blend: 'over' },
    ])
    .toBuffer();
  const longSide = random.int(1600, 2400);
  return sharp(lit)
    .blur(random.range(0.5, 1.3))
    .resize({ width: longSide, height: longSide, fit: 'inside' })
    .jpeg({ quality: random.int(40, 60) })
    .toBuffer();
}
