import type { DrugProfile } from './drugs.ts';
import { DUPLICATE_CLASSES } from './interaction-kb/load.ts';
import type { DuplicateClass } from './interaction-kb/schema.ts';

/** A salt as the duplicate check sees it: its profile and the products (or other medicines) it comes from. */
export interface SaltInProducts<P> {
  profile: DrugProfile;
  products: readonly P[];
}

/** Two or more different salts of one class, each from its own product. */
export interface DuplicateTherapy<P> {
  drugClass: DuplicateClass['drugClass'];
  why: string;
  salts: SaltInProducts<P>[];
}

/**
 * Duplicate therapy (issue 23, item 5): two or more different salts of one class in the list
 * (duplicate-classes.json), in different products. The same salt twice is the same-salt check's;
 * two salts of one fixed-dose product were designed together and are not reported.
 */
export function duplicateTherapies<P>(salts: readonly SaltInProducts<P>[], productKey: (p: P) => string | number): DuplicateTherapy<P>[] {
  const found: DuplicateTherapy<P>[] = [];
  for (const entry of DUPLICATE_CLASSES.classes) {
    const members = [...new Map(salts.filter((s) => s.profile.properties.has(entry.drugClass)).map((s) => [s.profile.id, s])).values()];
    if (members.length < 2) continue;
    const productsOf = members.map((m) => new Set(m.products.map(productKey)));
    const apart = productsOf.some((a, i) => productsOf.some((b, j) => j > i && [...a].some((x) => [...b].some((y) => y !== x))));
    if (!apart) continue;
    found.push({ drugClass: entry.drugClass, why: entry.why, salts: members });
  }
  return found;
}
