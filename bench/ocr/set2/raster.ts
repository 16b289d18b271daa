/**
 * Draws a Page as a PNG with sharp: rules, boxes and stamp rings as SVG shapes (no SVG text, whose
 * fonts would come from the system), and each text line as its own Pango image from the font file.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { FONTS, faceFor, fontPath } from './fonts.ts';
import type { Page, StampItem, TextItem } from './page.ts';
import type { Rng } from './random.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One line of text as a transparent PNG at `dpi`, drawn by Pango from the font file. */
export async function textImage(item: Pick<TextItem, 'text' | 'font' | 'size' | 'color'>, dpi: number): Promise<Buffer> {
  const face = faceFor(item.font, item.text);
  return sharp({
    text: {
      text: `<span foreground="${item.color}">${escape(item.text)}</span>`,
      font: `${FONTS[face].family} ${item.size}`,
      fontfile: fontPath(face),
      rgba: true,
      dpi,
    },
  })
    .png()
    .toBuffer();
}

function shapesSvg(page: Page, scale: number): string {
  const parts: string[] = [];
  for (const item of page.items) {
    if (item.kind === 'line') {
      parts.push(
        `<line x1="${item.x1 * scale}" y1="${item.y1 * scale}" x2="${item.x2 * scale}" y2="${item.y2 * scale}" stroke="${item.color}" stroke-width="${item.width * scale}"/>`,
      );
    } else if (item.kind === 'rect') {
      parts.push(
        `<rect x="${item.x * scale}" y="${item.y * scale}" width="${item.w * scale}" height="${item.h * scale}" fill="${item.fill ?? 'none'}" stroke="${item.stroke ?? 'none'}" stroke-width="${item.width * scale}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(page.width * scale)}" height="${Math.round(page.height * scale)}">${parts.join('')}</svg>`;
}

/** A stamp drawn flat, turned, and given patchy ink (a real stamp never prints evenly). */
async function stampImage(stamp: StampItem, dpi: number, rng: Rng): Promise<{ input: Buffer; width: number; height: number }> {
  const scale = dpi / 72;
  const w = Math.round(stamp.w * scale);
  const h = Math.round(stamp.h * scale);
  const ring =
    stamp.shape === 'round'
      ? `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2 - 4}" ry="${h / 2 - 4}" fill="none" stroke="${stamp.color}" stroke-width="${2.2 * scale}"/><ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2 - 4 - 3 * scale}" ry="${h / 2 - 4 - 3 * scale}" fill="none" stroke="${stamp.color}" stroke-width="${0.8 * scale}"/>`
      : `<rect x="3" y="3" width="${w - 6}" height="${h - 6}" rx="${3 * scale}" fill="none" stroke="${stamp.color}" stroke-width="${2 * scale}"/>`;
  const overlays: OverlayOptions[] = [];
  const lineHeight = (stamp.h * 0.6) / stamp.lines.length;
  for (const [index, line] of stamp.lines.entries()) {
    const size = Math.min(lineHeight * 0.62, 9);
    const image = await textImage({ text: line, font: index === 0 ? 'sansBold' : 'sans', size, color: stamp.color }, dpi);
    const meta = await sharp(image).metadata();
    const top = Math.round((h - stamp.lines.length * lineHeight * scale) / 2 + index * lineHeight * scale);
    if (meta.width < w && top >= 0 && top + meta.height <= h) overlays.push({ input: image, left: Math.round((w - meta.width) / 2), top });
  }
  const flat = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${ring}</svg>`))
    .composite(overlays)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Patchy ink: alpha thinned in soft blobs and dropped at random specks.
  const { data, info } = flat;
  const blobs = Array.from({ length: 6 }, () => ({
    x: rng.between(0, info.width),
    y: rng.between(0, info.height),
    r: rng.between(0.15, 0.45) * info.width,
    k: rng.between(0.5, 0.9),
  }));
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 4 + 3;
      if (data[at] === 0) continue;
      let keep = rng.between(0.7, 1);
      for (const b of blobs) if ((x - b.x) ** 2 + (y - b.y) ** 2 < b.r ** 2) keep *= b.k;
      if (rng.chance(0.06)) keep = 0;
      data[at] = Math.round(data[at]! * keep);
    }
  }
  const turned = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .rotate(stamp.degrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: turned.data, width: turned.info.width, height: turned.info.height };
}

export async function renderPage(page: Page, dpi: number, rng: Rng): Promise<Buffer> {
  const scale = dpi / 72;
  const width = Math.round(page.width * scale);
  const height = Math.round(page.height * scale);
  const overlays: OverlayOptions[] = [{ input: Buffer.from(shapesSvg(page, scale)), left: 0, top: 0 }];
  for (const item of page.items) {
    if (item.kind !== 'text' || item.text.trim() === '') continue;
    const image = await textImage(item, dpi);
    const meta = await sharp(image).metadata();
    const left = Math.round(item.x * scale);
    const top = Math.round(item.y * scale);
    if (left + meta.width > width || top + meta.height > height) continue; // off the paper, as a real pad would crop it
    overlays.push({ input: image, left, top });
  }
  // Stamps go on last: over the text and the signature, as they are pressed after writing.
  for (const item of page.items) {
    if (item.kind !== 'stamp') continue;
    const stamp = await stampImage(item, dpi, rng);
    const left = Math.round(item.cx * scale - stamp.width / 2);
    const top = Math.round(item.cy * scale - stamp.height / 2);
    if (left < 0 || top < 0 || left + stamp.width > width || top + stamp.height > height) continue;
    overlays.push({ input: stamp.input, left, top });
  }
  return sharp({ create: { width, height, channels: 3, background: page.paper } })
    .composite(overlays)
    .png()
    .toBuffer();
}
