import type { AssistantLink } from '@dawa/shared/assistant/chat';
import { productHref } from '@dawa/shared/assistant/chat';
import type { Interaction, Monograph, Source } from '@dawa/shared/assistant/knowledge/types';
import type { MedicationAspect } from './intents.ts';

/**
 * Sentences from the knowledge base, one fact each, for the aspects a question asks. The offline
 * composer joins them; a model may only reword them (decision 037).
 */

const list = (items: readonly string[]) => items.join('; ');

/** The facts of one monograph for the aspects asked (all the usual ones when none was asked). */
export function monographFacts(m: Monograph, aspects: readonly MedicationAspect[]): string[] {
  const asked = new Set<MedicationAspect>(aspects.length > 0 ? aspects : ['uses', 'dose']);
  const facts: string[] = [];
  if (asked.has('uses')) facts.push(`${m.name} is used for: ${list(m.uses)}.`);
  if (asked.has('dose')) {
    facts.push(`Usual adult dose of ${m.name}: ${m.usualAdultDose.text}.`);
    if (m.maxDailyDose) facts.push(`Maximum in a day: ${m.maxDailyDose.text}.`);
    facts.push(`How to take it: ${m.howToTake}`);
  }
  if (asked.has('sideEffects')) {
    facts.push(`Common side effects of ${m.name}: ${list(m.sideEffects.common)}.`);
    if (m.sideEffects.seekHelp.length > 0) facts.push(`Get medical help at once for: ${list(m.sideEffects.seekHelp)}.`);
  }
  if (asked.has('pregnancy')) facts.push(`Pregnancy and breastfeeding: ${m.warnings.pregnancy}`);
  if (asked.has('alcohol')) facts.push(`Alcohol: ${m.warnings.alcohol}`);
  if (asked.has('driving')) facts.push(`Driving: ${m.warnings.driving}`);
  if (asked.has('storage')) facts.push(`Storage: ${m.storage}`);
  if (asked.has('warnings')) {
    facts.push(`Pregnancy: ${m.warnings.pregnancy}`, `Alcohol: ${m.warnings.alcohol}`);
    for (const warning of m.warnings.other) facts.push(warning);
  }
  if (asked.has('interactions')) facts.push(`Interactions: ${m.interactions}`);
  if (m.prescription) facts.push(`${m.name} is a prescription medicine: take it only as your doctor prescribed.`);
  return facts;
}

/** The facts of an interaction question between two monographs. */
export function interactionFacts(a: Monograph, b: Monograph, found: Interaction | null): string[] {
  if (a.id === b.id) return [`Both contain ${a.name}: taking them together doubles the dose. Take only one of them.`];
  if (!found) {
    return [
      `Our interaction table has no known interaction between ${a.name} and ${b.name}.`,
      'That does not prove the combination is safe for you: ask a pharmacist or doctor before taking them together.',
    ];
  }
  const severity = { severe: 'a serious', moderate: 'a moderate', minor: 'a minor' }[found.severity];
  return [`${a.name} with ${b.name} is ${severity} interaction: ${found.effect}`, found.advice];
}

export interface LinkedProduct {
  slug: string;
  name: string;
}

/** Links to the products found and to the medicine's information on the first one's page. */
export function medicineLinks(monographs: readonly Monograph[], productsBySalt: ReadonlyMap<string, LinkedProduct[]>): AssistantLink[] {
  const links: AssistantLink[] = [];
  for (const m of monographs) {
    const products = productsBySalt.get(m.id) ?? [];
    const first = products[0];
    // The product page shows the salt's monograph (drug information section).
    if (first)
      links.push({ kind: 'monograph', label: `${m.name}: medicine information`, href: `${productHref(first.slug)}#drug-information` });
    for (const product of products) links.push({ kind: 'product', label: product.name, href: productHref(product.slug) });
  }
  return dedupeLinks(links);
}

export function dedupeLinks(links: readonly AssistantLink[]): AssistantLink[] {
  const seen = new Set<string>();
  return links.filter((link) => (seen.has(link.href) ? false : (seen.add(link.href), true)));
}

export function sourcesOf(monographs: readonly Monograph[], interactions: readonly (Interaction | null)[] = []): Source[] {
  const all = [...monographs.flatMap((m) => m.sources), ...interactions.flatMap((i) => (i ? [i.source] : []))];
  const seen = new Set<string>();
  return all.filter((source) => (seen.has(source.url) ? false : (seen.add(source.url), true)));
}
