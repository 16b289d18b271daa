import { describe, expect, it } from 'vitest';
import { AdminCreateProductBodySchema, compositionLine, compositionOfLine } from '@dawa/shared/admin/products';
import { seedCatalogue } from '../../db/seed/catalogue/index.ts';

const body = (composition: unknown) =>
  AdminCreateProductBodySchema.safeParse({ name: 'X', category: 'pain-relief', pricePaise: 100, composition });

describe('a composition as staff edit it and as the catalogue stores it', () => {
  it('gives every seeded active-ingredient line back unchanged after a round trip through the form', () => {
    const lines = seedCatalogue.flatMap((p) => (p.activeIngredient ? [p.activeIngredient] : []));
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) {
      const parts = compositionOfLine(line);
      const parsed = body(parts);
      expect(parsed.success, `${line}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(compositionLine(parsed.data?.composition ?? [])).toBe(line.trim().replace(/\s+/g, ' '));
    }
  });

  it('splits at a top-level plus and keeps a bracketed note with its strength', () => {
    expect(compositionOfLine('Paracetamol 325 mg + Ibuprofen 400 mg')).toEqual([
      { salt: 'Paracetamol', strength: '325 mg' },
      { salt: 'Ibuprofen', strength: '400 mg' },
    ]);
    expect(compositionOfLine('Cholecalciferol (Vitamin D3) 60000 IU')).toEqual([
      { salt: 'Cholecalciferol (Vitamin D3)', strength: '60000 IU' },
    ]);
    expect(compositionOfLine('Human insulin 40 IU/ml (30% soluble + 70% isophane)')).toEqual([
      { salt: 'Human insulin', strength: '40 IU/ml (30% soluble + 70% isophane)' },
    ]);
    expect(compositionOfLine('Aloe vera')).toEqual([{ salt: 'Aloe vera', strength: null }]);
  });

  it('refuses a strength without an amount and unit, a salt with a plus, and the same salt twice', () => {
    const messages = (composition: unknown) => body(composition).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages([{ salt: 'Paracetamol', strength: 'strong' }])).toEqual([
      expect.stringMatching(/^composition\.0\.strength: Strength must start/),
    ]);
    expect(messages([{ salt: 'Paracetamol + Caffeine', strength: null }])).toEqual([
      expect.stringMatching(/^composition\.0\.salt: One salt per line/),
    ]);
    expect(
      messages([
        { salt: 'Paracetamol', strength: '500 mg' },
        { salt: ' paracetamol ', strength: '650 mg' },
      ]),
    ).toEqual(['composition.1.salt: This salt is listed twice']);
    expect(messages([{ salt: 'Paracetamol', strength: '' }])).toEqual([]);
  });

  it('accepts only 4, 6 or 8 digit HSN codes and the GST slabs', () => {
    const parse = (extra: object) =>
      AdminCreateProductBodySchema.safeParse({ name: 'X', category: 'pain-relief', pricePaise: 100, ...extra }).success;
    expect([parse({ hsnCode: '3004' }), parse({ hsnCode: '300490' }), parse({ hsnCode: '30049099' })]).toEqual([true, true, true]);
    expect([parse({ hsnCode: '300' }), parse({ hsnCode: '30049' }), parse({ hsnCode: '30A4' })]).toEqual([false, false, false]);
    expect([0, 5, 12, 18, 28].map((r) => parse({ gstRatePercent: r }))).toEqual([true, true, true, true, true]);
    expect([3, 12.5, 40].map((r) => parse({ gstRatePercent: r }))).toEqual([false, false, false]);
  });
});
