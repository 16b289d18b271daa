import type { CustomerMedicineWarning, MedicineOrigin } from './customer-medicines-schemas.ts';
import { findDrug, profileOfMonograph, type DrugProfile } from './drugs.ts';
import { duplicateTherapies } from './duplicate-therapy.ts';
import { interactionBetweenDrugs } from './interaction-checker.ts';
import { matchComposition } from './lookup.ts';
import type { ProductRef } from './schemas.ts';

/** A product of the new order. */
export interface OrderedProduct extends ProductRef {
  activeIngredient: string | null;
}

/** A medicine the customer already has: a product's ingredient line, or only the name written on a prescription. */
export interface ExistingMedicine {
  origin: MedicineOrigin;
  activeIngredient: string | null;
  nameAsWritten: string | null;
}

/**
 * The salts that reach the body, as the cart check counts them (decision 036): strengths in % are
 * applied to the skin or eye and take no part; an ingredient the checker does not know is left out.
 */
function saltsOfIngredients(activeIngredient: string | null): DrugProfile[] {
  return matchComposition(activeIngredient).flatMap(({ part, monograph }) => {
    if (part.strength === null || part.strength.includes('%')) return [];
    const profile = monograph ? profileOfMonograph(monograph) : findDrug(part.name);
    return profile ? [profile] : [];
  });
}

function saltsOfExisting(m: ExistingMedicine): DrugProfile[] {
  if (m.activeIngredient) return saltsOfIngredients(m.activeIngredient);
  const named = findDrug(m.nameAsWritten);
  return named ? [named] : [];
}

interface Side<T> {
  profile: DrugProfile;
  items: T[];
}

function bySalt<T>(entries: readonly { profiles: DrugProfile[]; item: T }[], same: (a: T, b: T) => boolean): Map<string, Side<T>> {
  const map = new Map<string, Side<T>>();
  for (const { profiles, item } of entries) {
    for (const profile of profiles) {
      const side = map.get(profile.id) ?? { profile, items: [] };
      if (!side.items.some((i) => same(i, item))) side.items.push(item);
      map.set(profile.id, side);
    }
  }
  return map;
}

const RANK = { severe: 0, moderate: 1, minor: 2 } as const;
const saltRef = (p: DrugProfile) => ({ id: p.id, name: p.name });

/**
 * A new order's medicines against the customer's other medicines (issue 23, item 4): every known
 * interaction between a salt ordered and a salt they already have, most serious first, then duplicate
 * therapy (another salt of the same class). The same salt again is a refill, not a warning; pairs
 * within the order are the cart check's.
 */
export function checkAgainstCustomerMedicines(
  ordered: readonly OrderedProduct[],
  existing: readonly ExistingMedicine[],
): CustomerMedicineWarning[] {
  const newSalts = bySalt(
    ordered.map((p) => ({ profiles: saltsOfIngredients(p.activeIngredient), item: { productId: p.productId, name: p.name } })),
    (a, b) => a.productId === b.productId,
  );
  const oldSalts = bySalt(
    existing.map((m) => ({ profiles: saltsOfExisting(m), item: m.origin })),
    (a, b) => a.kind === b.kind && a.id === b.id && a.name === b.name,
  );
  const interactions: CustomerMedicineWarning[] = [];
  const duplicates: CustomerMedicineWarning[] = [];
  for (const mine of newSalts.values()) {
    for (const theirs of oldSalts.values()) {
      if (mine.profile.id === theirs.profile.id || newSalts.has(theirs.profile.id)) continue;
      const ordered = { salt: saltRef(mine.profile), products: mine.items };
      const had = { salt: saltRef(theirs.profile), origins: theirs.items };
      const found = interactionBetweenDrugs(mine.profile, theirs.profile);
      if (found) {
        const { ruleId, severity, effect, advice, source } = found;
        interactions.push({ code: 'interaction', ruleId, severity, ordered, existing: had, effect, advice, source });
        continue;
      }
      const pair = [
        { profile: mine.profile, products: ['new'] },
        { profile: theirs.profile, products: ['had'] },
      ];
      for (const d of duplicateTherapies(pair, (x) => x))
        duplicates.push({ code: 'same_class', drugClass: d.drugClass, why: d.why, ordered, existing: had });
    }
  }
  interactions.sort((x, y) => (x.code === 'interaction' && y.code === 'interaction' ? RANK[x.severity] - RANK[y.severity] : 0));
  return [...interactions, ...duplicates];
}
