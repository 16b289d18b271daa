/** One product of the seed catalogue, as written by hand (or generated) before it is inserted. */
export interface SeedVariant {
  label: string; // e.g. "Strip of 15 tablets", "100 ml"
  sku: string; // unique across the catalogue, e.g. "DOLO650-15"
  pricePaise: number;
  mrpPaise: number;
  stock: number;
}

export interface SeedProduct {
  name: string; // unique, e.g. "Dolo 650 Tablet"
  brand: string;
  manufacturer: string;
  categorySlug: string; // one of CATEGORIES in @dawa/shared/catalog/categories
  description: string; // 1-3 plain sentences a pharmacist would write
  dosage: string | null; // e.g. "1 tablet every 6 hours; not more than 4 in 24 hours"
  dosageForm: string; // Tablet, Capsule, Syrup, Gel, Cream, Drops, Spray, Powder, Device, ...
  packSize: string; // e.g. "15 tablets"
  activeIngredient: string | null; // with strength: "Paracetamol 650 mg"
  inactiveIngredients: string[];
  countryOfOrigin: string; // usually "India"
  pricePaise: number; // selling price, integer paise
  mrpPaise: number; // >= pricePaise
  basePricePaise: number | null; // price before variant choice, when variants differ; else null
  stockQuantity: number; // 0 for out of stock
  requiresPrescription: boolean;
  rating: number; // 0..5, one decimal
  reviewCount: number;
  purchaseCount: number;
  seller: { name: string; rating: number };
  tags: string[]; // lower-case, e.g. ["fever", "headache", "body aches"]
  variants: SeedVariant[]; // may be empty
  shippingInfo: string | null; // null means the default 'Standard shipping available'
  deliveryEstimate: string | null; // null means the default '2-3 business days'
  authenticGuarantee: boolean;
  sideEffects: string[];
  storage: string | null; // e.g. "Store below 25°C, away from light"
  featured: boolean;
}
