import { describe, it, expect } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue/index.ts';
import { renderPackShot, type PackShotInput } from './pack-shot.ts';

/** A tiny XML well-formedness check: one root, balanced tags, quoted attributes, escaped text. */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  let roots = 0;
  const tokens = svg.split(/(<[^>]*>)/).filter(Boolean);
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      expect(stack.length, `text outside the root: ${token}`).toBeGreaterThan(0);
      expect(token, 'raw > in text').not.toContain('>');
      expect(/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(token), `unescaped & in: ${token}`).toBe(false);
      continue;
    }
    const closing = /^<\/([A-Za-z][\w:-]*)>$/.exec(token);
    if (closing) {
      expect(stack.pop(), `unbalanced ${token}`).toBe(closing[1]);
      continue;
    }
    const opening = /^<([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>$/.exec(token);
    expect(opening, `malformed tag ${token}`).not.toBeNull();
    if (!opening) return;
    for (const [, value] of (opening[2] ?? '').matchAll(/="([^"]*)"/g)) {
      expect(/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(value ?? ''), `unescaped & in attribute ${value}`).toBe(false);
    }
    if (stack.length === 0) roots++;
    if (opening[3] !== '/') stack.push(opening[1] as string);
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const dolo: PackShotInput = {
  name: 'Dolo 650 Tablet',
  brand: 'Dolo',
  dosageForm: 'Tablet',
  activeIngredient: 'Paracetamol 650 mg',
  packSize: '15 tablets',
  categorySlug: 'pain-relief',
  requiresPrescription: false,
};

const nasty: PackShotInput = {
  name: `Tom & Jerry's "<Extra>" Cough Syrup </svg><script>alert(1)</script>`,
  brand: `A&B <Labs> "Q" 'R'`,
  dosageForm: 'Syrup',
  activeIngredient: 'Menthol <5 mg> & "camphor"',
  packSize: `100 ml 'bottle' & more`,
  categorySlug: 'cold-flu',
  requiresPrescription: true,
};

const views = [1, 2, 3] as const;

describe('renderPackShot', () => {
  it('returns a well-formed standalone 400 x 400 SVG containing the escaped brand', () => {
    for (const view of views) {
      const svg = renderPackShot(dolo, view);
      assertWellFormed(svg);
      expect(svg).toContain('viewBox="0 0 400 400"');
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('DOLO');
    }
  });

  it('escapes <, &, " and \' in every text it prints', () => {
    for (const view of views) {
      const svg = renderPackShot(nasty, view);
      assertWellFormed(svg);
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('<Extra>');
      expect(svg).not.toContain('A&B');
      expect(svg).toContain('A&amp;B &lt;');
      expect(svg).toContain('&lt;Extra&gt;');
      expect(svg).toContain('&quot;');
      expect(svg).toContain('&apos;');
    }
  });

  it('is deterministic and differs between views', () => {
    const [one, two, three] = views.map((v) => renderPackShot(dolo, v));
    expect(renderPackShot(dolo, 1)).toBe(one);
    expect(renderPackShot(dolo, 3)).toBe(three);
    expect(one).not.toBe(two);
    expect(two).not.toBe(three);
    expect(one).not.toBe(three);
  });

  it('derives its colours from the brand and category', () => {
    const fills = (svg: string): string[] => [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1] as string);
    const other = renderPackShot({ ...dolo, brand: 'Calpol', name: 'Calpol 650 Tablet' }, 1);
    expect(fills(other)).not.toEqual(fills(renderPackShot(dolo, 1)));
    const inOtherCategory = renderPackShot({ ...dolo, categorySlug: 'antacids' }, 1);
    expect(fills(inOtherCategory)).not.toEqual(fills(renderPackShot(dolo, 1)));
  });

  it('shows the strength, the pack size and an Rx mark only for prescription medicines', () => {
    const front = renderPackShot(dolo, 1);
    expect(front).toContain('650 mg');
    expect(front).toContain('15 tablets');
    expect(front).not.toContain('>Rx<');
    expect(renderPackShot({ ...dolo, requiresPrescription: true }, 1)).toContain('>Rx<');
  });

  it('has a back panel with the composition and a barcode', () => {
    const back = renderPackShot(dolo, 2);
    expect(back).toContain('COMPOSITION');
    expect(back).toContain('Paracetamol 650 mg');
    expect(back).toMatch(/<path d="(M\d+ \d+h\d+v\d+h-\d+z){10,}/);
  });

  it('copes with missing facts and very long names', () => {
    const bare: PackShotInput = {
      name: 'X',
      brand: '',
      dosageForm: null,
      activeIngredient: null,
      packSize: null,
      categorySlug: 'unknown',
      requiresPrescription: false,
    };
    const long: PackShotInput = { ...dolo, name: 'Supercalifragilisticexpialidocious '.repeat(8), brand: 'B'.repeat(80) };
    for (const view of views) {
      assertWellFormed(renderPackShot(bare, view));
      const svg = renderPackShot(long, view);
      assertWellFormed(svg);
      expect(svg.length).toBeLessThan(4096);
    }
  });

  it('renders every seed product in every view, well-formed and under 4 KB, with no external references', () => {
    for (const p of seedCatalogue) {
      for (const view of views) {
        const svg = renderPackShot(p, view);
        assertWellFormed(svg);
        expect(svg.length, `${p.name} view ${view}`).toBeLessThan(4096);
        expect(svg).not.toMatch(/href|url\(|<script|<image|<foreignObject/i);
      }
    }
  });
});
