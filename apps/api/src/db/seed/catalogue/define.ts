import type { SeedProduct, SeedVariant } from '../types.ts';

/**
 * A compact way to write the hand-made seed catalogue: each category file lists its products as
 * `ProductDef`s (rupees, a discount percent, short keys) and `defineProducts` turns them into
 * `SeedProduct`s (integer paise, defaults for the fields most products share).
 */

/** The marketplace sellers that fulfil the seed catalogue (seller ratings 3.8-4.9). */
export const SELLERS = {
  dawa: { name: 'Dawa Pharmacy', rating: 4.8 },
  medplus: { name: 'MedPlus Distributors', rating: 4.4 },
  sanjivani: { name: 'Sanjivani Medical Agencies', rating: 4.2 },
  balaji: { name: 'Shree Balaji Pharma Distributors', rating: 3.9 },
  aarogya: { name: 'Aarogya Wellness Store', rating: 4.5 },
  vaidya: { name: 'Vaidya Ayurveda Bhandar', rating: 4.6 },
  homoeo: { name: 'Hahnemann Homoeo Stores', rating: 4.3 },
  devices: { name: 'CareZone Medical Devices', rating: 4.1 },
  nutri: { name: 'NutriMart Wellness', rating: 4.0 },
  cold: { name: 'ColdChain Pharma Logistics', rating: 4.7 },
} as const;
export type SellerKey = keyof typeof SELLERS;

/** One variant: [label, sku, mrp in rupees, discount percent, stock]. */
export type VariantDef = readonly [label: string, sku: string, mrpRupees: number, offPercent: number, stock: number];

interface BaseDef {
  name: string;
  brand: string;
  mfr: string;
  desc: string;
  dosage: string | null;
  form: string;
  pack: string;
  active: string | null;
  /** Defaults to the usual excipients of the dosage form. */
  inactive?: string[];
  rx?: boolean;
  rating: number;
  reviews: number;
  sold: number;
  seller?: SellerKey;
  tags: string[];
  effects: string[];
  /** Defaults by dosage form; null when storage needs no mention. */
  storage?: string | null;
  featured?: boolean;
  origin?: string;
  shipping?: string;
  delivery?: string;
}

/** Either a single pack (mrp, discount, stock) or variants, whose first one sets the product's price. */
export type ProductDef = BaseDef &
  (
    | { mrp: number; off: number; stock: number; variants?: undefined }
    | { variants: VariantDef[]; mrp?: undefined; off?: undefined; stock?: undefined }
  );

// Usual excipients by dosage form, used when a product lists none of its own.
const INACTIVE_BY_FORM: Record<string, string[]> = {
  Tablet: ['Microcrystalline cellulose', 'Maize starch', 'Povidone K30', 'Magnesium stearate', 'Colloidal silicon dioxide'],
  Capsule: ['Hard gelatin capsule shell', 'Lactose monohydrate', 'Talc', 'Magnesium stearate'],
  Syrup: ['Sucrose', 'Sorbitol solution 70%', 'Glycerin', 'Sodium benzoate', 'Flavour', 'Purified water'],
  Suspension: ['Xanthan gum', 'Sucrose', 'Sodium citrate', 'Sodium benzoate', 'Flavour', 'Purified water'],
  Gel: ['Carbomer', 'Propylene glycol', 'Isopropyl alcohol', 'Diethylamine', 'Purified water'],
  Cream: ['Cetostearyl alcohol', 'White soft paraffin', 'Liquid paraffin', 'Propylene glycol', 'Methylparaben', 'Purified water'],
  Ointment: ['White soft paraffin', 'Liquid paraffin', 'Wool fat'],
  Drops: ['Benzalkonium chloride', 'Sodium chloride', 'Disodium edetate', 'Purified water'],
  Spray: ['Benzalkonium chloride', 'Sodium chloride', 'Disodium edetate', 'Purified water'],
  Powder: ['Talc', 'Starch', 'Perfume'],
  Sachet: ['Dextrose', 'Silicon dioxide', 'Flavour'],
  Lozenge: ['Sucrose', 'Liquid glucose', 'Tartaric acid', 'Flavour', 'Colour'],
  Dilution: ['Ethanol 88% v/v (dispensing alcohol)'],
  'Mother Tincture': ['Ethanol (extraction medium)', 'Purified water'],
  Injection: ['Water for injection'],
};

const STORAGE_BY_FORM: Record<string, string> = {
  Syrup: 'Store below 25°C in a dry place; do not freeze. Keep the bottle tightly closed.',
  Suspension: 'Store below 25°C; do not freeze. Shake well before use.',
  Drops: 'Store below 25°C; do not freeze. Use within 30 days of opening.',
  Spray: 'Store below 30°C; do not refrigerate. Replace the cap after use.',
  Gel: 'Store below 30°C; do not freeze. Keep the cap tightly closed.',
  Cream: 'Store below 30°C; do not freeze.',
  Ointment: 'Store below 30°C; do not freeze.',
  Device: 'Store in a cool, dry place away from water and direct sunlight.',
  Dilution: 'Store in a cool, dark place away from strong smells and direct sunlight.',
  'Mother Tincture': 'Store in a cool, dark place away from direct sunlight; keep tightly closed.',
  Injection: 'Store below 25°C, protected from light. Do not freeze.',
};
const DEFAULT_STORAGE = 'Store below 30°C in a dry place, away from direct sunlight.';

/** A small stable number from a name (FNV-1a), to make rounded counts look like real tallies. */
function jitter(name: string, range: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return (h >>> 0) % range;
}

function paise(rupees: number): number {
  return Math.round(rupees * 100);
}

function sellingPaise(mrpRupees: number, offPercent: number): number {
  return Math.round((paise(mrpRupees) * (100 - offPercent)) / 100);
}

/** Turns one category's definitions into seed products. */
export function defineProducts(categorySlug: string, defs: ProductDef[]): SeedProduct[] {
  return defs.map((d) => {
    const variants: SeedVariant[] = (d.variants ?? []).map(([label, sku, mrp, off, stock]) => ({
      label,
      sku,
      pricePaise: sellingPaise(mrp, off),
      mrpPaise: paise(mrp),
      stock,
    }));
    const first = variants[0];
    const pricePaise = first ? first.pricePaise : sellingPaise(d.mrp ?? 0, d.off ?? 0);
    const mrpPaise = first ? first.mrpPaise : paise(d.mrp ?? 0);
    const stockQuantity = first ? first.stock : (d.stock ?? 0);
    return {
      name: d.name,
      brand: d.brand,
      manufacturer: d.mfr,
      categorySlug,
      description: d.desc,
      dosage: d.dosage,
      dosageForm: d.form,
      packSize: d.pack,
      activeIngredient: d.active,
      inactiveIngredients: d.inactive ?? INACTIVE_BY_FORM[d.form] ?? [],
      countryOfOrigin: d.origin ?? 'India',
      pricePaise,
      mrpPaise,
      basePricePaise: first ? first.pricePaise : null,
      stockQuantity,
      requiresPrescription: d.rx ?? false,
      rating: d.rating,
      reviewCount: d.reviews,
      // Definitions give purchases to the nearest hundred; the jitter avoids ties when sorting by popularity.
      purchaseCount: d.sold + jitter(d.name, 100),
      seller: { ...SELLERS[d.seller ?? 'dawa'] },
      tags: d.tags,
      variants,
      shippingInfo: d.shipping ?? null,
      deliveryEstimate: d.delivery ?? null,
      authenticGuarantee: true,
      sideEffects: d.effects,
      storage: d.storage === undefined ? (STORAGE_BY_FORM[d.form] ?? DEFAULT_STORAGE) : d.storage,
      featured: d.featured ?? false,
    };
  });
}
