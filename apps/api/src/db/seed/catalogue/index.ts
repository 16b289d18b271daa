import type { SeedProduct } from '../types.ts';
import { allergy } from './allergy.ts';
import { antacids } from './antacids.ts';
import { antibiotics } from './antibiotics.ts';
import { ayurvedic } from './ayurvedic.ts';
import { bloodPressure } from './blood-pressure.ts';
import { coldFlu } from './cold-flu.ts';
import { diabetes } from './diabetes.ts';
import { heart } from './heart.ts';
import { homeopathic } from './homeopathic.ts';
import { nutraceuticals } from './nutraceuticals.ts';
import { painRelief } from './pain-relief.ts';
import { prescription } from './prescription.ts';
import { topicals } from './topicals.ts';
import { vitaminsSupplements } from './vitamins-supplements.ts';

/**
 * The hand-written demo catalogue, in the order of CATEGORIES. Featured products are ranked in
 * this order too, so the home page's first featured items come from the first categories.
 */
export const seedCatalogue: SeedProduct[] = [
  ...painRelief,
  ...antacids,
  ...vitaminsSupplements,
  ...coldFlu,
  ...diabetes,
  ...antibiotics,
  ...allergy,
  ...homeopathic,
  ...nutraceuticals,
  ...prescription,
  ...topicals,
  ...ayurvedic,
  ...heart,
  ...bloodPressure,
];
