import { productHref, type RecommendationsBody, type RecommendationsResponse } from '@dawa/shared/assistant/chat';
import { findMonograph, monographsForComposition, searchMonographs } from '@dawa/shared/assistant/knowledge/lookup';
import type { DrugClass, Monograph } from '@dawa/shared/assistant/knowledge/types';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { inEnglish } from '@dawa/shared/assistant/answer-english';
import { inner, say, type AssistantText, type AssistantTextCode } from '@dawa/shared/assistant/answer-texts';
import { daysOfSupply, refillStatus, unitsPerDay } from '@dawa/shared/assistant/refills';
import type { Database } from '../../db/client.ts';
import * as repo from './ai.repository.ts';

export interface RecommendationDeps {
  db: Database;
  now: () => Date;
  /** Allergies and medicines the customer wrote in their health reports. */
  healthProfile: (userId: number) => Promise<{ allergies: string[]; medicines: string[] }>;
}

// An allergy to one member is an allergy to the family (amoxicillin → every penicillin).
const ALLERGY_FAMILIES: readonly DrugClass[] = [
  'penicillin',
  'cephalosporin',
  'nsaid',
  'salicylate',
  'macrolide',
  'fluoroquinolone',
  'tetracycline',
  'sulfonylurea',
];

// Long-term conditions → catalogue tags of over-the-counter products that go with them (monitors, supplements).
// The condition's name is the assistant catalogue's `answer.condition.<id>`.
type ConditionId = AssistantTextCode extends infer C ? (C extends `condition.${infer Id}` ? Id : never) : never;
const CONDITION_TAGS: [RegExp, ConditionId, string[]][] = [
  [/diabet|sugar/i, 'diabetes', ['blood sugar monitoring', 'glucometer', 'test strips']],
  [/pressure|hypertens|\bbp\b/i, 'bloodPressure', ['hypertension', 'heart health']],
  [/heart|cholesterol|cardiac/i, 'heartHealth', ['heart health', 'omega 3', 'fish oil']],
  [/joint|arthritis|knee/i, 'jointPain', ['joint pain']],
  [/anaemia|anemia|iron/i, 'anaemia', ['iron', 'folic acid']],
  [/bone|osteo|vitamin d/i, 'boneHealth', ['vitamin d', 'calcium']],
];
const WELLNESS_TAGS = ['multivitamin', 'vitamin d', 'immunity'];
const PRODUCTS = 4;

/** A row with its reason as a code and in English (decision 040). */
const reasoned = <T extends object>(row: T, reasonText: AssistantText) => ({ ...row, reason: inEnglish(reasonText), reasonText });

const split = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 3 && !/^(none|nil|no|na|n\/a)$/i.test(part));

/** Personalised recommendations (signed in): refills due from past orders and products that fit the profile. */
export function createRecommendationsService(deps: RecommendationDeps) {
  return {
    async recommend(userId: number, body: RecommendationsBody): Promise<RecommendationsResponse> {
      const [purchases, profile] = await Promise.all([repo.recentPurchases(deps.db, userId, 50), deps.healthProfile(userId)]);
      const allergies = [...body.allergies, ...profile.allergies.flatMap(split)];
      const allergenMonographs = allergies
        .flatMap((a) => [findMonograph(a), ...searchMonographs(a)])
        .filter((m): m is Monograph => m !== null);
      const allergenClasses = new Set<DrugClass>([
        ...allergenMonographs.flatMap((m) => m.classes.filter((c) => ALLERGY_FAMILIES.includes(c))),
        ...ALLERGY_FAMILIES.filter((family) => allergies.some((a) => a.toLowerCase().includes(family))),
      ]);
      const allergenIds = new Set(allergenMonographs.map((m) => m.id));
      const allergenWords = allergies.map((a) => a.toLowerCase());

      /** Why a product must not be suggested to this person, or null. */
      const allergyReason = (name: string, activeIngredient: string | null): AssistantText | null => {
        const salts = monographsForComposition(activeIngredient);
        const hit =
          salts.find((m) => allergenIds.has(m.id) || m.classes.some((c) => allergenClasses.has(c)))?.name ??
          allergenWords.find((word) => `${name} ${activeIngredient ?? ''}`.toLowerCase().includes(word));
        return hit ? say('rec.allergy', { salt: hit }) : null;
      };

      const takenSalts = new Map<string, string>();
      for (const text of [...body.currentMedications, ...profile.medicines.flatMap(split)]) {
        for (const m of [findMonograph(text), ...searchMonographs(text)]) if (m) takenSalts.set(m.id, text);
      }
      for (const purchase of purchases)
        for (const m of monographsForComposition(purchase.active_ingredient)) takenSalts.set(m.id, purchase.name);

      const excluded: RecommendationsResponse['excluded'] = [];
      const refills: RecommendationsResponse['refills'] = [];
      for (const purchase of purchases) {
        const days = daysOfSupply(purchase.pack_size, purchase.dosage, purchase.quantity);
        if (days === null || days < 1) continue;
        const { runsOut, due } = refillStatus(new Date(purchase.ordered_at), days, deps.now());
        if (!due) continue;
        const allergic = allergyReason(purchase.name, purchase.active_ingredient);
        if (allergic) {
          excluded.push(reasoned({ name: purchase.name }, allergic));
          continue;
        }
        const runsOutOn = runsOut.toISOString().slice(0, 10);
        // Dates and counts as strings where a number would be grouped or re-read ('1,000').
        const bought = {
          quantity: purchase.quantity,
          date: purchase.ordered_at.slice(0, 10),
          perDay: String(unitsPerDay(purchase.dosage)),
          days,
          runsOut: runsOutOn,
        };
        const reason = purchase.pack_size ? say('rec.refill', { ...bought, pack: purchase.pack_size }) : say('rec.refillNoPack', bought);
        refills.push(reasoned({
          productId: purchase.product_id,
          name: purchase.name,
          href: productHref(purchase.slug),
          lastOrderedAt: purchase.ordered_at,
          daysOfSupply: days,
          runsOutOn,
        }, reason));
      }

      const conditions = body.conditions
        .map((text) => CONDITION_TAGS.find(([pattern]) => pattern.test(text)))
        .filter((c) => c !== undefined);
      const tags = [...new Set([...conditions.flatMap(([, , t]) => t), ...WELLNESS_TAGS])];
      const candidates = await repo.otcProductsForTags(deps.db, tags, 16);
      const products: RecommendationsResponse['products'] = [];
      for (const row of candidates) {
        if (products.length >= PRODUCTS) break;
        const allergic = allergyReason(row.name, row.active_ingredient);
        const duplicate = monographsForComposition(row.active_ingredient).find((m) => takenSalts.has(m.id));
        if (allergic || duplicate) {
          const reason = allergic ?? say('rec.alreadyTaken', { salt: duplicate?.name ?? '', source: duplicate ? (takenSalts.get(duplicate.id) ?? '') : '' });
          excluded.push(reasoned({ name: row.name }, reason));
          continue;
        }
        const condition = conditions.find(([, , t]) => t.some((tag) => row.tags.includes(tag)));
        const reason = condition
          ? say('rec.condition', { condition: inner(`condition.${condition[1]}`), tags: row.tags.filter((tag) => condition[2].includes(tag)) })
          : say('rec.wellness', { tags: row.tags.filter((tag) => WELLNESS_TAGS.includes(tag)) });
        products.push(reasoned({ productId: row.id, name: row.name, href: productHref(row.slug), pricePaise: row.price_paise }, reason));
      }
      return { refills, products, excluded, label: ASSISTANT_MESSAGES.notMedicalAdvice, disclaimer: ASSISTANT_MESSAGES.disclaimer };
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
