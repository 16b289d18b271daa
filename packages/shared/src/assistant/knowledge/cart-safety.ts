import { findDrug, profileOfMonograph, type DrugProfile } from './drugs.ts';
import { duplicateTherapies } from './duplicate-therapy.ts';
import { interactionBetweenDrugs } from './interaction-checker.ts';
import { labelUnitsPerDay, unitVolumeMl } from './label-dose.ts';
import { matchComposition } from './lookup.ts';
import { normalizeName } from './normalize.ts';
import type { CartSafetyWarning, DailyDoseBasis, ProductRef, SaltRef } from './schemas.ts';
import type { Monograph } from './types.ts';

/** What the check needs to know of each product in the cart. */
export interface SafetyProduct {
  productId: number;
  name: string;
  activeIngredient: string | null;
  /** The label's adult dosage text ('1 tablet every 6 hours; not more than 4 tablets in 24 hours'). */
  dosage: string | null;
  /**
   * Units a day as a doctor prescribes them (the e-prescription's dose × frequency), when known: it
   * replaces the label's figure, and a single product over the maximum at that dose is reported too.
   */
  prescribedUnitsPerDay?: number | null;
}

interface Ingredient {
  salt: SaltRef;
  monograph: Monograph | null;
  /** The checker's view of the salt: its monograph's, or a medicine profiled only for interactions. */
  profile: DrugProfile | null;
  mgPerUnit: number | null;
}

interface SaltEntry {
  salt: SaltRef;
  monograph: Monograph | null;
  profile: DrugProfile | null;
  products: SafetyProduct[];
  contributions: Contribution[];
}

interface Contribution {
  product: ProductRef;
  mgPerDay: number;
  unitsPerDay: number;
  basis: DailyDoseBasis;
}

/**
 * The ingredients of a product that reach the body in a dose that counts (decision 036): those
 * with a strength per unit in mg, mcg, g or IU. Strengths in % (creams, gels, nasal sprays, eye
 * drops) and ingredients without a strength (balms, mixtures) are applied locally or unmeasurable,
 * so they take no part in the checks.
 */
function dosedIngredients(product: SafetyProduct): Ingredient[] {
  const found = new Map<string, Ingredient>();
  for (const { part, monograph } of matchComposition(product.activeIngredient)) {
    if (part.strength === null || part.strength.includes('%')) continue;
    const profile = monograph ? profileOfMonograph(monograph) : findDrug(part.name);
    const salt = profile ? { id: profile.id, name: profile.name } : { id: `name:${normalizeName(part.name)}`, name: part.name };
    const existing = found.get(salt.id);
    found.set(salt.id, { salt, monograph, profile, mgPerUnit: (existing?.mgPerUnit ?? 0) + (part.mg ?? 0) || null });
  }
  return [...found.values()];
}

/**
 * Units a day of a product: its label's stated maximum or dose × frequency when the label says;
 * otherwise one unit at the usual frequency of its first salt that has one (the modified-release
 * frequency for SR/XR products).
 */
function unitsPerDay(product: SafetyProduct, ingredients: Ingredient[]): { units: number; basis: DailyDoseBasis } | null {
  if (product.prescribedUnitsPerDay) return { units: product.prescribedUnitsPerDay, basis: 'prescribed' };
  const fromLabel = labelUnitsPerDay(product.dosage, unitVolumeMl(product.activeIngredient));
  if (fromLabel !== null) return { units: fromLabel, basis: 'label' };
  const modifiedRelease = matchComposition(product.activeIngredient).some((m) => m.part.modifiedRelease);
  for (const { monograph } of ingredients) {
    const usual = monograph?.usualAdultDose;
    if (usual?.dosesPerDay === undefined) continue;
    return { units: modifiedRelease ? (usual.modifiedReleaseDosesPerDay ?? 1) : usual.dosesPerDay, basis: 'monograph' };
  }
  return null;
}

const round = (mg: number) => Math.round(mg * 100) / 100;
const productRef = (p: SafetyProduct): ProductRef => ({ productId: p.productId, name: p.name });

/**
 * Checks the medicines in a cart before the order is placed (issue 14), and returns informational
 * warnings as codes with parameters, in this order:
 * - `same_salt`: two or more products contain the same salt (grouped by the set of products);
 * - `interaction`: a known interacting pair of salts in two different products (fixed-dose
 *   combinations are designed together, so two salts of one product are not reported);
 * - `same_class`: duplicate therapy, two different salts of one class (two NSAIDs, two PPIs) in
 *   different products;
 * - `over_max_daily_dose`: the salt's daily total from two or more products, each taken as its
 *   label allows, is over the monograph's adult maximum. A single product at its own label dose is
 *   not reported: its label is the maker's approved instruction; at a dose a doctor prescribes
 *   (`prescribedUnitsPerDay`) it is.
 */
export function checkCartSafety(products: readonly SafetyProduct[]): CartSafetyWarning[] {
  const distinct = [...new Map(products.map((p) => [p.productId, p])).values()];
  const bySalt = new Map<string, SaltEntry>();

  for (const product of distinct) {
    const ingredients = dosedIngredients(product);
    const daily = unitsPerDay(product, ingredients);
    for (const ingredient of ingredients) {
      const entry = bySalt.get(ingredient.salt.id) ?? {
        salt: ingredient.salt,
        monograph: ingredient.monograph,
        profile: ingredient.profile,
        products: [],
        contributions: [],
      };
      entry.products.push(product);
      if (daily && ingredient.mgPerUnit !== null) {
        entry.contributions.push({
          product: productRef(product),
          mgPerDay: round(ingredient.mgPerUnit * daily.units),
          unitsPerDay: round(daily.units),
          basis: daily.basis,
        });
      }
      bySalt.set(ingredient.salt.id, entry);
    }
  }
  const salts = [...bySalt.values()];
  return [...sameSaltWarnings(salts), ...interactionWarnings(salts), ...sameClassWarnings(salts), ...overDoseWarnings(salts)];
}

function sameSaltWarnings(salts: { salt: SaltRef; products: SafetyProduct[] }[]): CartSafetyWarning[] {
  const groups = new Map<string, { salts: SaltRef[]; products: ProductRef[] }>();
  for (const { salt, products } of salts) {
    if (products.length < 2) continue;
    const key = products
      .map((p) => p.productId)
      .sort((a, b) => a - b)
      .join(',');
    const group = groups.get(key) ?? { salts: [], products: products.map(productRef) };
    group.salts.push(salt);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ code: 'same_salt' as const, salts: g.salts, products: g.products }));
}

function interactionWarnings(salts: readonly SaltEntry[]): CartSafetyWarning[] {
  const warnings: CartSafetyWarning[] = [];
  for (let i = 0; i < salts.length; i += 1) {
    for (let j = i + 1; j < salts.length; j += 1) {
      const a = salts[i];
      const b = salts[j];
      if (!a?.profile || !b?.profile) continue;
      const inDifferentProducts = a.products.some((pa) => b.products.some((pb) => pb.productId !== pa.productId));
      if (!inDifferentProducts) continue;
      const found = interactionBetweenDrugs(a.profile, b.profile);
      if (!found) continue;
      warnings.push({
        code: 'interaction',
        ruleId: found.ruleId,
        severity: found.severity,
        a: { salt: a.salt, products: a.products.map(productRef) },
        b: { salt: b.salt, products: b.products.map(productRef) },
        effect: found.effect,
        advice: found.advice,
        source: found.source,
      });
    }
  }
  const rank = { severe: 0, moderate: 1, minor: 2 } as const;
  return warnings.sort((x, y) => (x.code === 'interaction' && y.code === 'interaction' ? rank[x.severity] - rank[y.severity] : 0));
}

/** Two different salts of one class from different products (duplicate therapy, duplicate-classes.json). */
function sameClassWarnings(salts: readonly SaltEntry[]): CartSafetyWarning[] {
  const profiled = salts.flatMap((s) => (s.profile ? [{ profile: s.profile, products: s.products, salt: s.salt }] : []));
  return duplicateTherapies(profiled, (p) => p.productId).map((d) => ({
    code: 'same_class' as const,
    drugClass: d.drugClass,
    why: d.why,
    salts: d.salts.map((s) => ({ salt: { id: s.profile.id, name: s.profile.name }, products: s.products.map(productRef) })),
  }));
}

function overDoseWarnings(salts: { salt: SaltRef; monograph: Monograph | null; contributions: Contribution[] }[]): CartSafetyWarning[] {
  const warnings: CartSafetyWarning[] = [];
  for (const { salt, monograph, contributions } of salts) {
    const maxMg = monograph?.maxDailyDose?.mg;
    const prescribed = contributions.some((c) => c.basis === 'prescribed');
    if (maxMg === undefined || (contributions.length < 2 && !prescribed)) continue;
    const totalMg = round(contributions.reduce((sum, c) => sum + c.mgPerDay, 0));
    if (totalMg <= maxMg) continue;
    warnings.push({
      code: 'over_max_daily_dose',
      salt,
      totalMg,
      maxMg,
      maxText: monograph?.maxDailyDose?.text ?? '',
      products: contributions,
    });
  }
  return warnings;
}
