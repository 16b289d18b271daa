import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  computeInvoiceTaxes,
  lineDiscountsOf,
  financialYearOf,
  formatInvoiceNumber,
  gstClassOfCategory,
  gstStateOf,
  splitInclusive,
} from './gst.ts';

describe('splitInclusive (taxable = gross × 100 / (100 + rate), half up)', () => {
  it.each([
    [11_200, 12, 10_000, 1_200],
    [10_000, 12, 8_929, 1_071], // 8928.57 → 8929
    [10_500, 5, 10_000, 500],
    [11_800, 18, 10_000, 1_800],
    [100, 18, 85, 15], // 84.75 → 85
    [5_000, 0, 5_000, 0],
    [0, 12, 0, 0],
  ])('%i paise at %i %% → %i + %i', (gross, rate, taxable, tax) => {
    expect(splitInclusive(gross, rate)).toEqual({ taxablePaise: taxable, taxPaise: tax });
  });
});

describe('allocateProportionally', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [300, 100], [8, 2]], // 7.5 / 2.5: the tie goes to the earlier line
    [0, [5, 5], [0, 0]],
    [7, [0, 0], [7, 0]],
  ])('%i over %j → %j', (total, weights, parts) => {
    expect(allocateProportionally(total, weights)).toEqual(parts);
  });

  it('always adds up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = allocateProportionally(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('computeInvoiceTaxes', () => {
  it('splits an intra-state order into CGST and SGST, the odd paisa to CGST', () => {
    const taxes = computeInvoiceTaxes({
      lines: [{ grossPaise: 10_000, ratePercent: 12 }],
      discountPaise: 0,
      deliveryPaise: 0,
      interState: false,
    });
    expect(taxes.lines[0]).toEqual({
      netPaise: 10_000,
      taxablePaise: 8_929,
      ratePercent: 12,
      cgstPaise: 536,
      sgstPaise: 535,
      igstPaise: 0,
    });
    expect(taxes.delivery).toBeNull();
  });

  it('charges IGST on an inter-state order, with delivery at the highest line rate', () => {
    const taxes = computeInvoiceTaxes({
      lines: [
        { grossPaise: 30_000, ratePercent: 12 },
        { grossPaise: 11_800, ratePercent: 18 },
      ],
      discountPaise: 0,
      deliveryPaise: 4_900,
      interState: true,
    });
    expect(taxes.lines.map((l) => l.igstPaise)).toEqual([3_214, 1_800]);
    expect(taxes.delivery).toEqual({ netPaise: 4_900, taxablePaise: 4_153, ratePercent: 18, cgstPaise: 0, sgstPaise: 0, igstPaise: 747 });
    expect(taxes.totals).toEqual({
      taxablePaise: 26_786 + 10_000 + 4_153,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3_214 + 1_800 + 747,
      totalPaise: 46_700,
    });
  });

  it('shares the discount over the lines by their gross', () => {
    const taxes = computeInvoiceTaxes({
      lines: [
        { grossPaise: 30_000, ratePercent: 12 },
        { grossPaise: 10_000, ratePercent: 5 },
      ],
      discountPaise: 4_000,
      deliveryPaise: 0,
      interState: false,
    });
    expect(taxes.lines.map((l) => l.netPaise)).toEqual([27_000, 9_000]);
  });

  it("takes a category code's discount off its own lines only: the 18 % line keeps its full taxable value", () => {
    const taxes = computeInvoiceTaxes({
      lines: [
        { grossPaise: 30_000, ratePercent: 12, discountPaise: 3_000 },
        { grossPaise: 11_800, ratePercent: 18, discountPaise: 0 },
      ],
      discountPaise: 3_000,
      deliveryPaise: 0,
      interState: false,
    });
    expect(taxes.lines.map((l) => l.netPaise)).toEqual([27_000, 11_800]);
    expect(taxes.lines.map((l) => l.taxablePaise)).toEqual([24_107, 10_000]);
  });

  it('shares the discount by gross when the lines carry no parts of their own (or parts that do not add up)', () => {
    const lines = [
      { grossPaise: 30_000, ratePercent: 12, discountPaise: null },
      { grossPaise: 10_000, ratePercent: 5, discountPaise: null },
    ];
    expect(lineDiscountsOf(lines, 4_000)).toEqual([3_000, 1_000]);
    expect(
      lineDiscountsOf(
        [
          { ...lines[0]!, discountPaise: 100 },
          { ...lines[1]!, discountPaise: 0 },
        ],
        4_000,
      ),
    ).toEqual([3_000, 1_000]);
  });

  it('adds up to the order total to the paisa, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ grossPaise: fc.integer({ min: 1, max: 5_000_000 }), ratePercent: fc.constantFrom(0, 5, 12, 18, 28) }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (lines, discountPercent, deliveryPaise, interState) => {
          const gross = lines.reduce((a, l) => a + l.grossPaise, 0);
          const discountPaise = Math.floor((gross * discountPercent) / 100);
          const taxes = computeInvoiceTaxes({ lines, discountPaise, deliveryPaise, interState });
          expect(taxes.totals.totalPaise).toBe(gross - discountPaise + deliveryPaise);
          const t = taxes.totals;
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.totalPaise);
          if (interState) expect(t.cgstPaise + t.sgstPaise).toBe(0);
          else expect(t.igstPaise).toBe(0);
        },
      ),
    );
  });
});

describe('classes, states and numbers', () => {
  it.each([
    ['pain-relief', '3004', 12],
    ['diabetes', '3004', 5],
    ['vitamins-supplements', '2106', 18],
    ['cosmetics', '3304', 18],
    ['devices', '9018', 12],
    ['something-new', '3004', 12],
  ])('%s → HSN %s at %i %%', (slug, hsn, rate) => {
    expect(gstClassOfCategory(slug)).toEqual({ hsn, ratePercent: rate });
  });

  it.each([
    ['Karnataka', 'Karnataka', '29'],
    ['  maharashtra ', 'Maharashtra', '27'],
    ['Jammu & Kashmir', 'Jammu and Kashmir', '01'],
    ['New Delhi', 'Delhi', '07'],
    ['Orissa', 'Odisha', '21'],
  ])('%s → %s (%s)', (typed, name, code) => {
    expect(gstStateOf(typed)).toEqual({ name, code });
  });

  it('knows no state in an empty or unknown name', () => {
    expect(gstStateOf('')).toBeNull();
    expect(gstStateOf('Atlantis')).toBeNull();
  });

  it.each([
    ['2026-03-31T18:29:59Z', '2025-26'], // 23:59:59 on 31 March in India
    ['2026-03-31T18:30:00Z', '2026-27'], // midnight of 1 April in India
    ['2026-11-24T10:00:00Z', '2026-27'],
    ['2099-12-31T00:00:00Z', '2099-00'],
  ])('%s is in financial year %s', (iso, fy) => {
    expect(financialYearOf(new Date(iso))).toBe(fy);
  });

  it('numbers invoices per financial year', () => {
    expect(formatInvoiceNumber('DAWA', '2026-27', 123)).toBe('DAWA/2026-27/000123');
  });
});
