/**
 * The storefront path of each category, apart from the category list (categories.ts) so that the
 * web app's router, which every first visit downloads, does not carry the categories' texts.
 */
export const CATEGORY_PATHS = {
  'pain-relief': '/pain-relievers',
  'antacids': '/antacids',
  'vitamins-supplements': '/vitamins-supplements',
  'cold-flu': '/cold-flu',
  'diabetes': '/diabetes-care',
  'antibiotics': '/antibiotics',
  'allergy': '/allergy-sinus',
  'homeopathic': '/homeopathic',
  'nutraceuticals': '/nutraceuticals',
  'prescription': '/category/prescription',
  'topicals': '/topicals',
  'ayurvedic': '/ayurvedic',
  'heart': '/heart',
  'blood-pressure': '/blood-pressure',
} as const satisfies Readonly<Record<string, string>>;

export type CategorySlug = keyof typeof CATEGORY_PATHS;

/** Extra storefront paths that show a category (beyond each category's own path and /category/{slug}). */
export const CATEGORY_PATH_ALIASES: Readonly<Record<string, string>> = {
  '/category/otc/antacids': 'antacids',
};
