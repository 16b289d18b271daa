import type { AssistantLink } from '@dawa/shared/assistant/chat';
import { productHref } from '@dawa/shared/assistant/chat';
import type { Interaction, Monograph, Source } from '@dawa/shared/assistant/knowledge/types';
import { inEnglish } from '@dawa/shared/assistant/answer-english';
import { inner, say, type AssistantText } from '@dawa/shared/assistant/answer-texts';
import type { MedicationAspect } from './intents.ts';

/**
 * The facts of a medicine question as codes, one sentence each, for the aspects asked: our chrome
 * around the knowledge base's English bodies (deviation 75). The offline composer joins their
 * English; a model may only reword them (decision 037); the web words the codes (decision 040).
 */

const list = (items: readonly string[]) => items.join('; ');

/** The facts of one monograph for the aspects asked (all the usual ones when none was asked). */
export function monographFacts(m: Monograph, aspects: readonly MedicationAspect[]): AssistantText[] {
  const asked = new Set<MedicationAspect>(aspects.length > 0 ? aspects : ['uses', 'dose']);
  const facts: AssistantText[] = [];
  const name = m.name;
  if (asked.has('uses')) facts.push(say('medicine.uses', { name, uses: list(m.uses) }));
  if (asked.has('dose')) {
    facts.push(say('medicine.usualDose', { name, dose: m.usualAdultDose.text }));
    if (m.maxDailyDose) facts.push(say('medicine.maxDose', { dose: m.maxDailyDose.text }));
    facts.push(say('medicine.howToTake', { text: m.howToTake }));
  }
  if (asked.has('sideEffects')) {
    facts.push(say('medicine.sideEffects', { name, effects: list(m.sideEffects.common) }));
    if (m.sideEffects.seekHelp.length > 0) facts.push(say('medicine.seekHelp', { signs: list(m.sideEffects.seekHelp) }));
  }
  if (asked.has('pregnancy')) facts.push(say('medicine.pregnancyBreastfeeding', { text: m.warnings.pregnancy }));
  if (asked.has('alcohol')) facts.push(say('medicine.alcohol', { text: m.warnings.alcohol }));
  if (asked.has('driving')) facts.push(say('medicine.driving', { text: m.warnings.driving }));
  if (asked.has('storage')) facts.push(say('medicine.storage', { text: m.storage }));
  if (asked.has('warnings')) {
    facts.push(say('medicine.pregnancy', { text: m.warnings.pregnancy }), say('medicine.alcohol', { text: m.warnings.alcohol }));
    for (const warning of m.warnings.other) facts.push(say('medicine.quote', { text: warning }));
  }
  if (asked.has('interactions')) facts.push(say('medicine.interactions', { text: m.interactions }));
  if (m.prescription) facts.push(say('medicine.prescription', { name }));
  return facts;
}

type Named = Pick<Monograph, 'id' | 'name'>;

const LEVEL_CODE = {
  contraindicated: 'interaction.contraindicated',
  avoid: 'interaction.severe',
  caution: 'interaction.moderate',
  monitor: 'interaction.minor',
} as const;

/** The facts of one interacting pair: what happens at its level, then what to do. */
export function interactionFacts(a: Named, b: Named, found: Interaction): AssistantText[] {
  return [say(LEVEL_CODE[found.level], { a: a.name, b: b.name, effect: found.effect }), say('medicine.quote', { text: found.advice })];
}

export interface LinkedProduct {
  slug: string;
  name: string;
}

/** Links to the products found and to the medicine's information on the first one's page. */
export function medicineLinks(monographs: readonly Named[], productsBySalt: ReadonlyMap<string, LinkedProduct[]>): AssistantLink[] {
  const links: AssistantLink[] = [];
  for (const m of monographs) {
    const products = productsBySalt.get(m.id) ?? [];
    const first = products[0];
    // The product page shows the salt's monograph (drug information section).
    if (first) {
      const labelText = inner('link.monograph', { name: m.name });
      links.push({ kind: 'monograph', label: inEnglish(labelText), labelText, href: `${productHref(first.slug)}#drug-information` });
    }
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
