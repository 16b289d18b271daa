/**
 * GST on a Dawa tax invoice: the catalogue's HSN codes and rates by category, the state codes of
 * place of supply, the invoice number series, and the split of GST-inclusive prices (MRP-inclusive
 * retail) into taxable value and CGST + SGST (delivery within the seller's state) or IGST (another
 * state). Pure and in integer paise: the API renders the invoice from it, the tests check it.
 * Decision record 030 explains the rates and the rounding rule.
 */

export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRatePercent = (typeof GST_RATES)[number];

export interface GstClass {
  /** Harmonised System of Nomenclature code printed per line (4 digits: enough below ₹5 crore turnover). */
  hsn: string;
  ratePercent: GstRatePercent;
}

/**
 * The class of each seeded category (migration 0018 backfills products from this table, the seed and
 * the test factories use it for new products; admins may later set a product's own). Medicines are
 * chapter 30 (3004: medicaments in measured doses); food supplements 2106 (food preparations n.e.s.);
 * make-up and skin care 3304; medical devices 9018 (instruments) or 9019 (therapy appliances).
 * Rates as the brief fixed them for the demo store; a real store confirms them with its tax adviser.
 */
export const GST_CLASS_BY_CATEGORY: Readonly<Record<string, GstClass>> = {
  'pain-relief': { hsn: '3004', ratePercent: 12 },
  antacids: { hsn: '3004', ratePercent: 12 },
  'cold-flu': { hsn: '3004', ratePercent: 12 },
  antibiotics: { hsn: '3004', ratePercent: 12 },
  allergy: { hsn: '3004', ratePercent: 12 },
  prescription: { hsn: '3004', ratePercent: 12 },
  topicals: { hsn: '3004', ratePercent: 12 },
  ayurvedic: { hsn: '3004', ratePercent: 12 },
  homeopathic: { hsn: '3004', ratePercent: 12 },
  // Insulin and the chronic-care medicines of these shelves are among the 5 % medicaments.
  diabetes: { hsn: '3004', ratePercent: 5 },
  heart: { hsn: '3004', ratePercent: 5 },
  'blood-pressure': { hsn: '3004', ratePercent: 5 },
  'vitamins-supplements': { hsn: '2106', ratePercent: 18 },
  nutraceuticals: { hsn: '2106', ratePercent: 18 },
  cosmetics: { hsn: '3304', ratePercent: 18 },
  devices: { hsn: '9018', ratePercent: 12 },
  'therapy-devices': { hsn: '9019', ratePercent: 12 },
};

/** A product of a category not in the table is a medicine (the catalogue is a pharmacy's). */
export const DEFAULT_GST_CLASS: GstClass = { hsn: '3004', ratePercent: 12 };

export function gstClassOfCategory(categorySlug: string): GstClass {
  return GST_CLASS_BY_CATEGORY[categorySlug] ?? DEFAULT_GST_CLASS;
}

/** GST state codes (the first two digits of a GSTIN), by the state's name as addresses spell it. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const normalState = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
const CODE_BY_NORMAL_NAME = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [normalState(name), { name, code }]));
// Spellings customers type for the same states.
for (const [alias, name] of [
  ['NCT of Delhi', 'Delhi'],
  ['New Delhi', 'Delhi'],
  ['Orissa', 'Odisha'],
  ['Pondicherry', 'Puducherry'],
  ['J&K', 'Jammu and Kashmir'],
  ['UP', 'Uttar Pradesh'],
  ['MP', 'Madhya Pradesh'],
  ['TN', 'Tamil Nadu'],
] as const) {
  CODE_BY_NORMAL_NAME.set(normalState(alias), { name, code: GST_STATE_CODES[name] ?? '' });
}

/** The state (its official name and GST code) an address names, or null when it names none we know. */
export function gstStateOf(stateName: string): { name: string; code: string } | null {
  return CODE_BY_NORMAL_NAME.get(normalState(stateName)) ?? null;
}

/** The financial year (1 April to 31 March, India time) of a moment: '2026-27'. */
export function financialYearOf(at: Date): string {
  // India has one time zone, UTC+05:30, and no daylight saving.
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The invoice number: a prefix, the financial year and a gap-free sequence of that year ('DAWA/2026-27/000123'; GST allows 16 characters or more only with care: this is 19, see decision 030). */
export function formatInvoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/**
 * A credit note's number: a series of its own per financial year ('DAWA-CN/2026-27/000007'), with the
 * prefix of the invoice it reverses, so the two series never share a number.
 */
export function formatCreditNoteNumber(invoiceNumber: string, financialYear: string, sequence: number): string {
  const prefix = invoiceNumber.split('/')[0] ?? invoiceNumber;
  return `${prefix}-CN/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/** The taxable value of a GST-inclusive amount: gross × 100 / (100 + rate), rounded half up to the paisa; the tax is the rest. */
export function splitInclusive(grossPaise: number, ratePercent: number): { taxablePaise: number; taxPaise: number } {
  // Integer arithmetic: round(a / b) half up = floor((2a + b) / 2b).
  const divisor = 100 + ratePercent;
  const taxablePaise = Math.floor((2 * grossPaise * 100 + divisor) / (2 * divisor));
  return { taxablePaise, taxPaise: grossPaise - taxablePaise };
}

/**
 * Shares `total` out in proportion to `weights` by largest remainder: the parts are whole paise and
 * add up to `total` exactly (ties go to the earlier weight).
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const floors = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (total * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

export interface InvoiceLineInput {
  /** What the customer paid for the line before the order's discount (unit price × quantity, GST included). */
  grossPaise: number;
  ratePercent: number;
  /** The line's own part of the order's discount, fixed at checkout (null: an order from before, shared by gross). */
  discountPaise?: number | null;
}

export interface TaxedAmount {
  /** After the line's share of the discount, GST included. */
  netPaise: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTaxes {
  lines: TaxedAmount[];
  /** The delivery charge as a taxed line (null when delivery was free). */
  delivery: TaxedAmount | null;
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
}

function taxed(netPaise: number, ratePercent: number, interState: boolean): TaxedAmount {
  const { taxablePaise, taxPaise } = splitInclusive(netPaise, ratePercent);
  if (interState) return { netPaise, taxablePaise, ratePercent, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  // CGST and SGST are half each; an odd paisa goes to CGST.
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { netPaise, taxablePaise, ratePercent, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/**
 * Each line's part of the discount: the parts fixed at checkout when every line has one and they add up
 * to the discount (a category code's discount lies on its own lines only); otherwise, for orders from
 * before, the discount shared over all lines in proportion to their gross (largest remainder).
 */
export function lineDiscountsOf(lines: readonly InvoiceLineInput[], discountPaise: number): number[] {
  const fixed = lines.map((l) => l.discountPaise);
  if (fixed.every((d): d is number => typeof d === 'number') && fixed.reduce((a, b) => a + b, 0) === discountPaise) return fixed;
  return allocateProportionally(
    discountPaise,
    lines.map((l) => l.grossPaise),
  );
}

/**
 * The taxes of an order whose prices include GST. Each line carries its part of the discount
 * (lineDiscountsOf), each line's net is split into taxable value and tax, and the
 * delivery charge is part of the same (composite) supply, taxed at the highest rate among the lines.
 * Line nets plus delivery equal the order's total to the paisa, and taxable + tax = net on every line.
 */
export function computeInvoiceTaxes(input: {
  lines: readonly InvoiceLineInput[];
  discountPaise: number;
  deliveryPaise: number;
  interState: boolean;
}): InvoiceTaxes {
  const shares = lineDiscountsOf(input.lines, input.discountPaise);
  const lines = input.lines.map((line, i) => taxed(line.grossPaise - (shares[i] ?? 0), line.ratePercent, input.interState));
  const principalRate = Math.max(0, ...input.lines.map((l) => l.ratePercent));
  const delivery = input.deliveryPaise > 0 ? taxed(input.deliveryPaise, principalRate, input.interState) : null;
  const all = delivery ? [...lines, delivery] : lines;
  const sum = (pick: (t: TaxedAmount) => number) => all.reduce((acc, t) => acc + pick(t), 0);
  return {
    lines,
    delivery,
    totals: {
      taxablePaise: sum((t) => t.taxablePaise),
      cgstPaise: sum((t) => t.cgstPaise),
      sgstPaise: sum((t) => t.sgstPaise),
      igstPaise: sum((t) => t.igstPaise),
      totalPaise: sum((t) => t.netPaise),
    },
  };
}
