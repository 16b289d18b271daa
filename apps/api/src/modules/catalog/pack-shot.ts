/**
 * Generated product images: a tidy, flat "pack shot" SVG for every product, so the catalogue has
 * pictures without storing any files. The shape follows the dosage form (carton, bottle, dropper,
 * spray, tube, jar or device), the colours come from the brand and category, and all text is
 * XML-escaped. View 1 is the front, view 2 the back panel (composition and a barcode), view 3 an
 * angled carton with the strip or the pack in front of it. Each image stays around 3-4 KB.
 */

export interface PackShotInput {
  name: string;
  brand: string;
  dosageForm: string | null;
  activeIngredient: string | null;
  packSize: string | null;
  categorySlug: string;
  requiresPrescription: boolean;
}

type Kind = 'box' | 'bottle' | 'dropper' | 'spray' | 'tube' | 'jar' | 'device';

interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A drawn pack: its outline (no text), the label area, and where the brand goes. */
interface Shape {
  body: string;
  area: Area;
  brandY: number;
  brandFill: string;
  brandWidth: number;
  rx: [number, number];
}

// A pleasant base hue per category; the brand shifts it a little so brands in a category differ.
const CATEGORY_HUE: Record<string, number> = {
  'pain-relief': 4,
  antacids: 198,
  'vitamins-supplements': 32,
  'cold-flu': 186,
  diabetes: 262,
  antibiotics: 214,
  allergy: 132,
  homeopathic: 292,
  nutraceuticals: 22,
  prescription: 226,
  topicals: 164,
  ayurvedic: 88,
  heart: 348,
  'blood-pressure': 244,
};

const FONT = 'Arial,Helvetica,sans-serif';
const RX_WARNING = 'Schedule H drug. To be sold by retail on the prescription of a Registered Medical Practitioner only.';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): string => {
    const k = (n + h / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function palette(brand: string, categorySlug: string): Palette {
  const h0 = hash(`${brand.toLowerCase()}|${categorySlug}`);
  const hue = ((CATEGORY_HUE[categorySlug] ?? h0 % 360) + (h0 % 41) - 20 + 360) % 360;
  const sat = 0.5 + ((h0 >>> 8) % 20) / 100;
  return { main: hsl(hue, sat, 0.42), dark: hsl(hue, sat, 0.28), light: hsl(hue, 0.45, 0.95), accent: hsl((hue + 35) % 360, 0.75, 0.52) };
}

function kindOf(dosageForm: string | null, packSize: string | null): Kind {
  const f = (dosageForm ?? '').toLowerCase();
  if (/device|meter|monitor|oximeter|thermometer/.test(f)) return 'device';
  if (/spray|inhaler/.test(f)) return 'spray';
  if (/drop|dilution|tincture/.test(f)) return 'dropper';
  if (/gel|cream|ointment/.test(f)) return 'tube';
  if (/balm|powder|churna|paste|jelly|chyawan|granule/.test(f)) return 'jar';
  if (/syrup|suspension|solution|lotion|shampoo|oil|juice|tonic|liquid|wash/.test(f)) return 'bottle';
  // Big counts of tablets come in a tub rather than a carton.
  const n = Number(/\d+/.exec(packSize ?? '')?.[0] ?? 0);
  if (/tablet|capsule|pellet/.test(f) && n > 30 && !/strip/i.test(packSize ?? '')) return 'jar';
  return 'box';
}

/** The first one or two strengths in the active ingredient ("400 mg + 325 mg"), else null. */
function strengthOf(active: string | null): string | null {
  if (!active) return null;
  const found = active.match(/\d+(?:\.\d+)?\s?(?:mg|mcg|g|ml|IU|%|CH|X|M|billion)(?![a-z])/gi) ?? [];
  if (found.length === 0) return null;
  return found.slice(0, 2).join(' + ') + (found.length > 2 ? ' +' : '');
}

/** Splits text into at most maxLines lines of about maxChars, ending with an ellipsis if cut. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    let word = words[i] as string;
    if (word.length > maxChars) word = `${word.slice(0, maxChars - 1)}…`;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] as string;
      lines[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function fit(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/** Centred lines of text as one <text> with <tspan>s. */
function lines(items: string[], cx: number, y: number, size: number, fill: string, weight = ''): string {
  if (items.length === 0) return '';
  const spans = items.map((t, i) => `<tspan x="${cx}"${i ? ` dy="${Math.round(size * 1.2)}"` : ''}>${escapeXml(t)}</tspan>`).join('');
  return `<text y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle"${weight ? ` font-weight="${weight}"` : ''}>${spans}</text>`;
}

const charsFor = (width: number, size: number): number => Math.max(4, Math.floor(width / (size * 0.56)));

function shapeOf(kind: Kind, p: Palette, view: number): Shape {
  switch (kind) {
    case 'bottle':
      return {
        body: `<rect x="162" y="58" width="76" height="42" rx="6" fill="${p.dark}"/><rect x="174" y="100" width="52" height="24" fill="#c9ced6"/><rect x="122" y="124" width="156" height="230" rx="30" fill="${p.main}"/><rect x="130" y="166" width="140" height="${view === 2 ? 172 : 158}" rx="6" fill="${p.light}"/>`,
        area: { x: 130, y: 196, w: 140, h: 128 },
        brandY: 188,
        brandFill: p.dark,
        brandWidth: 136,
        rx: [246, 72],
      };
    case 'dropper':
      return {
        body: `<ellipse cx="200" cy="74" rx="20" ry="24" fill="${p.dark}"/><rect x="176" y="92" width="48" height="50" rx="6" fill="${p.dark}"/><rect x="140" y="142" width="120" height="212" rx="18" fill="${p.main}"/><rect x="146" y="176" width="108" height="${view === 2 ? 164 : 150}" rx="6" fill="${p.light}"/>`,
        area: { x: 146, y: 204, w: 108, h: 118 },
        brandY: 196,
        brandFill: p.dark,
        brandWidth: 104,
        rx: [228, 112],
      };
    case 'spray':
      return {
        body: `<path d="M178 52h34l22 14v10h-30v22h-26z" fill="${p.dark}"/><rect x="170" y="98" width="60" height="26" rx="4" fill="#c9ced6"/><rect x="130" y="124" width="140" height="230" rx="24" fill="${p.main}"/><rect x="138" y="160" width="124" height="${view === 2 ? 176 : 162}" rx="6" fill="${p.light}"/>`,
        area: { x: 138, y: 190, w: 124, h: 132 },
        brandY: 182,
        brandFill: p.dark,
        brandWidth: 120,
        rx: [240, 74],
      };
    case 'tube':
      return {
        body: `<rect x="122" y="52" width="156" height="18" fill="#c9ced6"/><path d="M128 70h144l-16 256h-112z" fill="${p.light}"/><path d="M128 70h144l-4 62h-136z" fill="${p.main}"/><rect x="170" y="326" width="60" height="34" rx="5" fill="${p.dark}"/>`,
        area: { x: 150, y: 160, w: 100, h: 150 },
        brandY: 110,
        brandFill: '#fff',
        brandWidth: 128,
        rx: [222, 138],
      };
    case 'jar':
      return {
        body: `<rect x="108" y="92" width="184" height="48" rx="10" fill="${p.dark}"/><rect x="100" y="136" width="200" height="210" rx="22" fill="${p.light}" stroke="${p.main}" stroke-width="4"/><rect x="102" y="164" width="196" height="40" fill="${p.main}"/>`,
        area: { x: 112, y: 228, w: 176, h: 100 },
        brandY: 192,
        brandFill: '#fff',
        brandWidth: 184,
        rx: [252, 104],
      };
    case 'device':
      return {
        body: `<rect x="112" y="52" width="176" height="300" rx="36" fill="#f3f5f8" stroke="${p.main}" stroke-width="5"/><rect x="138" y="84" width="124" height="84" rx="8" fill="#1d2b36"/><circle cx="200" cy="318" r="16" fill="${p.main}"/>`,
        area: { x: 126, y: 214, w: 148, h: 74 },
        brandY: 200,
        brandFill: p.dark,
        brandWidth: 150,
        rx: [232, 60],
      };
    default:
      return {
        body: `<rect x="96" y="56" width="208" height="292" rx="8" fill="${p.main}"/><rect x="106" y="120" width="188" height="${view === 2 ? 218 : 188}" rx="6" fill="${p.light}"/><rect x="96" y="318" width="208" height="8" fill="${p.accent}"/>`,
        area: { x: 106, y: 150, w: 188, h: 160 },
        brandY: 100,
        brandFill: '#fff',
        brandWidth: 180,
        rx: [250, 126],
      };
  }
}

function rxBadge(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="38" height="24" rx="5" fill="#c62828"/><text x="${x + 19}" y="${y + 18}" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">Rx</text>`;
}

/** Upper-case bold letters are wider than the average character. */
const capsFor = (width: number, size: number): number => Math.max(4, Math.floor(width / (size * 0.68)));

function brandText(brand: string, s: Shape, size: number, rx: boolean): string {
  // Leave room for the Rx badge on the same line, on both sides so the brand stays centred.
  const text = fit(
    brand.toUpperCase(),
    capsFor(s.brandWidth - (rx && s.rx[1] < s.brandY && s.rx[1] + 24 > s.brandY - size ? 88 : 0), size),
  );
  return lines([text], 200, s.brandY, size, s.brandFill, '700');
}

function deviceScreen(categorySlug: string, p: Palette): string {
  const reading =
    categorySlug === 'blood-pressure' ? '120/80' : categorySlug === 'diabetes' ? '108' : categorySlug === 'heart' ? '98%' : '36.8';
  return `<text x="200" y="142" font-size="30" font-family="monospace" fill="#7dffb3" text-anchor="middle">${reading}</text><rect x="150" y="152" width="100" height="4" fill="${p.accent}"/>`;
}

function front(input: PackShotInput, kind: Kind, p: Palette): string {
  const s = shapeOf(kind, p, 1);
  const a = s.area;
  const cx = a.x + a.w / 2;
  const nameSize = a.w < 120 ? 13 : 15;
  const name = wrap(input.name, charsFor(a.w - 8, nameSize), kind === 'device' ? 2 : 3);
  const strength = strengthOf(input.activeIngredient);
  let out =
    s.body + brandText(input.brand, s, 24, input.requiresPrescription) + lines(name, cx, a.y + nameSize, nameSize, '#1f2933', '600');
  let y = a.y + nameSize + name.length * Math.round(nameSize * 1.2) + 8;
  if (strength) {
    const text = fit(strength, charsFor(a.w - 20, 14));
    const w = Math.min(a.w - 8, Math.round(text.length * 8.4) + 20);
    out += `<rect x="${Math.round(cx - w / 2)}" y="${y}" width="${w}" height="24" rx="12" fill="${p.accent}"/>${lines([text], cx, y + 17, 14, '#fff', '700')}`;
    y += 32;
  }
  if (input.packSize) out += lines([fit(input.packSize, charsFor(a.w - 8, 12))], cx, Math.max(y + 12, a.y + a.h - 4), 12, '#52606d');
  if (kind === 'device') out += deviceScreen(input.categorySlug, p);
  if (input.requiresPrescription) out += rxBadge(s.rx[0], s.rx[1]);
  return out;
}

/** A barcode-like pattern from the name's hash: one path of vertical bars. */
function barcode(seedText: string, x: number, y: number, width: number, height: number): string {
  let h = hash(seedText);
  let d = '';
  let pos = x;
  while (pos < x + width - 3) {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    const bar = 1 + (h % 3);
    d += `M${pos} ${y}h${bar}v${height}h-${bar}z`;
    pos += bar + 1 + ((h >>> 4) % 3);
  }
  return `<rect x="${x - 4}" y="${y - 4}" width="${width + 8}" height="${height + 8}" fill="#fff"/><path d="${d}" fill="#111"/>`;
}

function back(input: PackShotInput, kind: Kind, p: Palette): string {
  const s = shapeOf(kind, p, 2);
  const a = s.area;
  const cx = a.x + a.w / 2;
  const chars = charsFor(a.w - 8, 10);
  let out = s.body + brandText(input.brand, s, 18, false) + lines(['COMPOSITION'], cx, a.y + 6, 10, p.dark, '700');
  const composition = wrap(input.activeIngredient ?? 'See the label and leaflet for details.', chars, input.requiresPrescription ? 3 : 4);
  out += lines(composition, cx, a.y + 20, 10, '#1f2933');
  let y = a.y + 20 + composition.length * 12 + 4;
  if (input.packSize) {
    out += lines([fit(`Pack: ${input.packSize}`, chars)], cx, y, 10, '#52606d');
    y += 13;
  }
  if (input.requiresPrescription) {
    const warning = wrap(RX_WARNING, chars, 3);
    out += lines(warning, cx, y, 9, '#c62828', '700');
  }
  const bw = Math.min(110, a.w - 24);
  out += barcode(input.name, Math.round(cx - bw / 2), a.y + a.h - 18, bw, 30);
  if (kind === 'device') out += deviceScreen(input.categorySlug, p);
  return out;
}

/** An angled carton: front face, side face and top, with the brand on the front. */
function carton(input: PackShotInput, p: Palette, x: number, y: number, w: number, h: number): string {
  const d = Math.round(w * 0.3);
  const chars = charsFor(w - 16, 14);
  const name = wrap(input.name, chars, 2);
  return (
    `<path d="M${x} ${y}l${d} -${d / 2}h${w}l-${d} ${d / 2}z" fill="${p.light}" stroke="${p.dark}" stroke-width="1"/>` +
    `<path d="M${x + w} ${y}l${d} -${d / 2}v${h}l-${d} ${d / 2}z" fill="${p.dark}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.main}"/>` +
    `<rect x="${x + 8}" y="${y + 54}" width="${w - 16}" height="${h - 70}" rx="4" fill="${p.light}"/>` +
    lines([fit(input.brand.toUpperCase(), capsFor(w - 12, 20))], x + w / 2, y + 36, 20, '#fff', '700') +
    lines(name, x + w / 2, y + 80, 14, '#1f2933', '600')
  );
}

/** A blister strip with ten pockets, slightly rotated, in front of the carton. */
function strip(input: PackShotInput, p: Palette): string {
  const capsule = /capsule/i.test(input.dosageForm ?? '');
  let pockets = '';
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 5; c++) {
      const x = 196 + c * 34;
      const y = 290 + r * 30;
      pockets += capsule ? `<rect x="${x - 13}" y="${y - 7}" width="26" height="14" rx="7"/>` : `<circle cx="${x}" cy="${y}" r="11"/>`;
    }
  }
  return (
    `<g transform="rotate(-6 270 305)"><rect x="172" y="246" width="196" height="92" rx="8" fill="#dfe3e8" stroke="#aab2bd"/>` +
    `<rect x="172" y="246" width="196" height="22" rx="8" fill="${p.main}"/>` +
    lines([fit(`${input.brand.toUpperCase()} ${strengthOf(input.activeIngredient) ?? ''}`.trim(), 20)], 270, 262, 12, '#fff', '700') +
    `<g fill="#f7f9fb" stroke="#aab2bd">${pockets}</g></g>`
  );
}

function angled(input: PackShotInput, kind: Kind, p: Palette): string {
  if (kind === 'box') {
    return carton(input, p, 50, 96, 170, 200) + strip(input, p) + (input.requiresPrescription ? rxBadge(226, 112) : '');
  }
  // The pack's own shape, smaller, standing in front of its carton.
  return carton(input, p, 36, 110, 150, 190) + `<g transform="translate(136 64) scale(0.74)">${front(input, kind, p)}</g>`;
}

/** The pack shot of one product as a standalone SVG (view 1 front, 2 back, 3 angled). */
export function renderPackShot(input: PackShotInput, view: 1 | 2 | 3): string {
  const p = palette(input.brand, input.categorySlug);
  const kind = kindOf(input.dosageForm, input.packSize);
  const content = view === 1 ? front(input, kind, p) : view === 2 ? back(input, kind, p) : angled(input, kind, p);
  const label = escapeXml(`${input.name}, ${view === 1 ? 'front' : view === 2 ? 'back' : 'side'} view`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" font-family="${FONT}" role="img" aria-label="${label}">` +
    `<rect width="400" height="400" fill="#f7f8fa"/><ellipse cx="200" cy="372" rx="150" ry="12" fill="#000" opacity="0.08"/>` +
    content +
    '</svg>'
  );
}
