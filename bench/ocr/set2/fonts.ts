/**
 * The fonts set 2 draws with: only files the repository already has in node_modules (the
 * @expo-google-fonts packages), so nothing is downloaded. Each has a Pango family name for sharp's
 * text renderer and a file for pdf-lib and for measuring.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';

const require = createRequire(import.meta.url);

export const FONTS = {
  sans: { family: 'Noto Sans', pkg: 'noto-sans', file: '400Regular/NotoSans_400Regular.ttf' },
  sansBold: { family: 'Noto Sans Bold', pkg: 'noto-sans', file: '700Bold/NotoSans_700Bold.ttf' },
  deva: { family: 'Noto Sans Devanagari', pkg: 'noto-sans-devanagari', file: '400Regular/NotoSansDevanagari_400Regular.ttf' },
  devaBold: { family: 'Noto Sans Devanagari Bold', pkg: 'noto-sans-devanagari', file: '700Bold/NotoSansDevanagari_700Bold.ttf' },
  roboto: { family: 'Roboto', pkg: 'roboto', file: '400Regular/Roboto_400Regular.ttf' },
  robotoBold: { family: 'Roboto Bold', pkg: 'roboto', file: '700Bold/Roboto_700Bold.ttf' },
  mono: { family: 'Courier Prime', pkg: 'courier-prime', file: '400Regular/CourierPrime_400Regular.ttf' },
  // Kalam writes both Latin and Devanagari: a doctor's pen on a printed pad.
  pen: { family: 'Kalam', pkg: 'kalam', file: '400Regular/Kalam_400Regular.ttf' },
} as const;
export type FontKey = keyof typeof FONTS;

export function fontPath(key: FontKey): string {
  const { pkg, file } = FONTS[key];
  return path.join(path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`)), file);
}

const bytesCache = new Map<FontKey, Buffer>();
export function fontBytes(key: FontKey): Buffer {
  let bytes = bytesCache.get(key);
  if (!bytes) bytesCache.set(key, (bytes = fs.readFileSync(fontPath(key))));
  return bytes;
}

interface Measurer {
  unitsPerEm: number;
  layout(text: string): { advanceWidth: number };
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
}
/** Devanagari in a string: fontkit's Indic shaper needs a runtime we do not ship, so such text is measured per character and drawn as an image in PDFs. */
export const hasDevanagari = (text: string) => /[\u0900-\u097f]/.test(text);
const measurers = new Map<FontKey, Measurer>();
/** Width in points of `text` at `size` points. */
export function textWidth(key: FontKey, text: string, size: number): number {
  let font = measurers.get(key);
  if (!font) measurers.set(key, (font = fontkit.create(fontBytes(key)) as unknown as Measurer));
  const units = hasDevanagari(text)
    ? [...text].reduce((sum, ch) => sum + font.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth, 0)
    : font.layout(text).advanceWidth;
  return (units / font.unitsPerEm) * size;
}

/** Devanagari needs a font that has it; Latin-only text keeps the requested face. */
export function faceFor(key: FontKey, text: string): FontKey {
  if (!hasDevanagari(text) || key === 'pen' || key === 'deva' || key === 'devaBold') return key;
  return key.endsWith('Bold') ? 'devaBold' : 'deva';
}
