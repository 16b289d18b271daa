import { CATEGORY_PATH_ALIASES, CATEGORY_PATHS } from './category-paths.ts';

/**
 * The store's categories. The first ten are the spec's fixed list; the last four back the extra
 * category pages (/topicals, /ayurvedic, /heart, /blood-pressure). `path` is the storefront route
 * of each; every category is also reachable at /category/{slug}.
 */
export interface CategoryDefinition {
  slug: string;
  name: string;
  description: string;
  /** A key the web maps to an icon; unknown keys fall back to a pill. */
  icon: string;
  path: string;
  /** Upper end of the price filter in rupees, and its step. See docs/spec-deviations.md (prices in rupees). */
  priceFilter: { maxRupees: number; stepRupees: number };
}

const standardPriceFilter = { maxRupees: 5000, stepRupees: 50 };
const widePriceFilter = { maxRupees: 10000, stepRupees: 100 };

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: 'pain-relief',
    name: 'Pain Relief',
    description: 'Tablets, gels and sprays for headaches, body pain, fever and inflammation.',
    icon: 'pill',
    path: CATEGORY_PATHS['pain-relief'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'antacids',
    name: 'Antacids',
    description: 'Relief from acidity, heartburn, gas and indigestion.',
    icon: 'flame',
    path: CATEGORY_PATHS['antacids'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'vitamins-supplements',
    name: 'Vitamins & Supplements',
    description: 'Multivitamins, vitamin C and D, calcium, iron and daily essentials.',
    icon: 'vitamin',
    path: CATEGORY_PATHS['vitamins-supplements'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'cold-flu',
    name: 'Cold & Flu',
    description: 'Cough syrups, decongestants, lozenges and cold relief.',
    icon: 'wind',
    path: CATEGORY_PATHS['cold-flu'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'diabetes',
    name: 'Diabetes Care',
    description: 'Glucometers, test strips, diabetic nutrition and medicines.',
    icon: 'droplet',
    path: CATEGORY_PATHS['diabetes'],
    priceFilter: widePriceFilter,
  },
  {
    slug: 'antibiotics',
    name: 'Antibiotics',
    description: 'Prescription antibiotics for bacterial infections, dispensed against a valid prescription.',
    icon: 'shield',
    path: CATEGORY_PATHS['antibiotics'],
    priceFilter: widePriceFilter,
  },
  {
    slug: 'allergy',
    name: 'Allergy & Sinus',
    description: 'Antihistamines, nasal sprays and sinus relief.',
    icon: 'leaf',
    path: CATEGORY_PATHS['allergy'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'homeopathic',
    name: 'Homeopathic',
    description: 'Homeopathic dilutions, mother tinctures and biochemic remedies.',
    icon: 'flask',
    path: CATEGORY_PATHS['homeopathic'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'nutraceuticals',
    name: 'Nutraceuticals',
    description: 'Protein, omega-3, probiotics and functional foods.',
    icon: 'orange',
    path: CATEGORY_PATHS['nutraceuticals'],
    priceFilter: widePriceFilter,
  },
  {
    slug: 'prescription',
    name: 'Prescription Medicines',
    description: 'Medicines dispensed only against a valid prescription from a registered doctor.',
    icon: 'clipboard',
    path: CATEGORY_PATHS['prescription'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'topicals',
    name: 'Topicals & Skin Care',
    description: 'Creams, ointments, antiseptics and skin care.',
    icon: 'droplet',
    path: CATEGORY_PATHS['topicals'],
    priceFilter: { maxRupees: 5000, stepRupees: 100 },
  },
  {
    slug: 'ayurvedic',
    name: 'Ayurvedic',
    description: 'Classical Ayurvedic formulations, churnas, tablets and syrups.',
    icon: 'leaf',
    path: CATEGORY_PATHS['ayurvedic'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'heart',
    name: 'Heart Health',
    description: 'Cholesterol care, heart supplements and cardiac medicines.',
    icon: 'heart',
    path: CATEGORY_PATHS['heart'],
    priceFilter: standardPriceFilter,
  },
  {
    slug: 'blood-pressure',
    name: 'Blood Pressure',
    description: 'BP monitors and medicines for hypertension.',
    icon: 'activity',
    path: CATEGORY_PATHS['blood-pressure'],
    priceFilter: standardPriceFilter,
  },
];

export { CATEGORY_PATH_ALIASES };

export function findCategory(slug: string): CategoryDefinition | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** Symptom types offered on the cold-and-flu page; matched against tags, description and name. */
export const COLD_FLU_SYMPTOMS = ['cough', 'fever', 'congestion', 'sore throat', 'runny nose', 'headache', 'body aches'] as const;
export type ColdFluSymptom = (typeof COLD_FLU_SYMPTOMS)[number];
