import { HISTORY_SENT, type AssistantLink, type ChatBody, type ChatReply, type ChatReplyKind } from '@dawa/shared/assistant/chat';
import { interactionBetween } from '@dawa/shared/assistant/knowledge/interaction-checker';
import { monographsForComposition, searchMonographs } from '@dawa/shared/assistant/knowledge/lookup';
import type { Monograph, Source } from '@dawa/shared/assistant/knowledge/types';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { emergencyAdvice, replyLanguage } from '@dawa/shared/assistant/triage/emergency-advice';
import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { businessDays, deliveryEstimate, PIN_CODE_PATTERN, ZONE_DAYS } from '@dawa/shared/commerce/delivery-zones';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE } from '@dawa/shared/commerce/rules';
import { formatInr } from '@dawa/shared/money/format';
import type { OrderListResponse } from '@dawa/shared/commerce/orders';
import type { Database } from '../../db/client.ts';
import type { AssistantProvider, ComposeResult } from '../../providers/ai/types.ts';
import * as repo from './ai.repository.ts';
import {
  aspectsAsked,
  asksAboutCombining,
  asksAboutOrders,
  asksForPerson,
  asksForPrescription,
  asksToChangeDose,
  candidateProductWords,
  isGreeting,
  looksLikeMedicineQuestion,
} from './intents.ts';
import { dedupeLinks, interactionFacts, medicineLinks, monographFacts, sourcesOf, type LinkedProduct } from './medicine-facts.ts';
import { checkSymptoms } from './symptom-checker.ts';
import type { TriageLog } from './triage-log.ts';

export interface ChatDeps {
  db: Database;
  provider: AssistantProvider;
  /** The customer's orders (the orders module's own list). */
  listOrders: (userId: number) => Promise<OrderListResponse>;
}

/** What the chat composed before a provider words it. */
interface Composed {
  kind: ChatReplyKind;
  intent: string;
  facts: string[];
  draft: string;
  links: AssistantLink[];
  sources: Source[];
  /** Refusals, emergencies and fixed texts are said as they are, never reworded by a model. */
  fixed: boolean;
}

const BOOK_DOCTOR: AssistantLink = { kind: 'booking', label: 'Book a doctor', href: '/appointments/book' };
const PRODUCTS_PER_SALT = 2;

export const CHAT_TEXTS = {
  greeting:
    'Hello! I can tell you what a medicine is for, its usual dose, side effects and warnings, check two medicines together, help with your orders and delivery, and suggest products for common symptoms. How can I help?',
  unknownMedicine:
    'I do not have information on that. I answer only from our own medicine database and catalogue, and that medicine is not in them. Please ask a pharmacist or doctor.',
  changeDose:
    'I cannot change a dose your doctor set or tell you to take more or less of a medicine. Please keep to your prescription and ask your doctor before changing it. I can help you book a doctor.',
  prescribe: 'I cannot prescribe medicines. A doctor can examine you and prescribe what you need. Would you like to book a consultation?',
  handoff: 'Connecting you to our support team. A member of staff will reply here in this chat.',
  fallback:
    'Sorry, I could not find an answer. I can help with medicines (what they are for, dose, side effects, warnings, storage), two medicines together, your orders and delivery, and common symptoms.',
  signInForOrders: 'Please log in to see your orders; I can still tell you about delivery.',
  noOrders: 'You have no orders yet.',
} as const;

/** The assistant's chat: triage first, then the intent, the facts it needs, and the provider's words. */
export function createChatService(deps: ChatDeps) {
  const composed = (over: Partial<Composed> & Pick<Composed, 'intent' | 'facts'>): Composed => ({
    kind: 'answer',
    draft: over.facts.join(' '),
    links: [],
    sources: [],
    fixed: false,
    ...over,
  });

  /** Products of the catalogue for each monograph's salt. */
  async function productsFor(monographs: readonly Monograph[]): Promise<Map<string, LinkedProduct[]>> {
    const bySalt = new Map<string, LinkedProduct[]>();
    await Promise.all(
      monographs.map(async (m) => {
        const rows = await repo.productsWithSalts(deps.db, [m.name], PRODUCTS_PER_SALT);
        bySalt.set(
          m.id,
          rows.map((row) => ({ slug: row.slug, name: row.name })),
        );
      }),
    );
    return bySalt;
  }

  /** The medicines a message names: salts by name, and products by brand ('Dolo 650' is paracetamol). */
  async function medicinesIn(message: string): Promise<{ monographs: Monograph[]; named: LinkedProduct[]; unknownProducts: string[] }> {
    const monographs = searchMonographs(message);
    const rows = await repo.productsNamed(deps.db, candidateProductWords(message), 4);
    const named: LinkedProduct[] = [];
    const unknownProducts: string[] = [];
    for (const row of rows) {
      const salts = monographsForComposition(row.active_ingredient);
      named.push({ slug: row.slug, name: row.name });
      if (salts.length === 0) unknownProducts.push(row.name);
      for (const salt of salts) if (!monographs.some((m) => m.id === salt.id)) monographs.push(salt);
    }
    return { monographs: monographs.slice(0, 3), named, unknownProducts };
  }

  async function medication(message: string, monographs: Monograph[], named: LinkedProduct[]): Promise<Composed> {
    const bySalt = await productsFor(monographs);
    const namedLinks: AssistantLink[] = named.map((product) => ({
      kind: 'product',
      label: product.name,
      href: `/product/${product.slug}`,
    }));
    const links = dedupeLinks([...namedLinks, ...medicineLinks(monographs, bySalt)]);
    const [first, second] = monographs;
    if (first && second && asksAboutCombining(message)) {
      const found = interactionBetween(first, second);
      const facts = interactionFacts(first, second, found);
      return composed({ intent: 'interaction', facts, links, sources: sourcesOf([first, second], [found]) });
    }
    const aspects = aspectsAsked(message);
    const facts = monographs.slice(0, 2).flatMap((m) => monographFacts(m, aspects));
    const prescription = monographs.some((m) => m.prescription);
    return composed({ intent: 'medication', facts, links: prescription ? [...links, BOOK_DOCTOR] : links, sources: sourcesOf(monographs) });
  }

  async function orders(message: string, userId: number | null): Promise<Composed> {
    const facts: string[] = [];
    const links: AssistantLink[] = [];
    const asksDelivery = /\b(deliver\w*|shipping|pin ?code|charges?|how long|when will)\b/i.test(message);
    if (userId === null) {
      facts.push(CHAT_TEXTS.signInForOrders);
      links.push({ kind: 'page', label: 'Log in', href: '/login' });
    } else {
      const { items } = await deps.listOrders(userId);
      if (items.length === 0) facts.push(CHAT_TEXTS.noOrders);
      for (const order of items.slice(0, 3)) {
        const what =
          order.productNames.slice(0, 2).join(', ') + (order.productNames.length > 2 ? ` and ${order.productNames.length - 2} more` : '');
        facts.push(
          `Order #${order.userOrderNumber} (${order.orderDate.slice(0, 10)}, ${formatInr(order.totalAmountPaise)}): ${order.status.replaceAll('_', ' ')} — ${what}.`,
        );
      }
      links.push({ kind: 'orders', label: 'My orders', href: '/orders' });
    }
    if (asksDelivery || userId === null) {
      facts.push(
        `Delivery costs ${formatInr(DELIVERY_CHARGE_PAISE)} on orders up to ${formatInr(FREE_DELIVERY_ABOVE_PAISE)} and is free above that.`,
        `Delivery times: ${Object.values(ZONE_DAYS)
          .map((zone) => `${zone.label.toLowerCase()} ${businessDays(zone.min, zone.max)}`)
          .join('; ')}.`,
      );
      const pin = /\b([1-9]\d{5})\b/.exec(message)?.[1];
      if (pin && PIN_CODE_PATTERN.test(pin)) facts.push(`To PIN code ${pin}: ${deliveryEstimate(pin).message}.`);
    }
    return composed({ intent: 'orders', facts, links });
  }

  async function symptoms(message: string, triageLog: TriageLog): Promise<Composed | null> {
    const checked = await checkSymptoms(deps.db, message, triageLog);
    if (checked.status !== 'ok') return null;
    const facts = [
      checked.message,
      ...checked.suggestions.map((s) => `${s.name} (${formatInr(s.pricePaise)}): ${s.why}`),
      `See a doctor instead if: ${checked.seeDoctor.join(' ')}`,
      'For a step-by-step check, start the guided diagnosis on the AI assistant page.',
    ];
    const links: AssistantLink[] = [
      ...checked.suggestions.map((s): AssistantLink => ({ kind: 'product', label: s.name, href: s.href })),
      { kind: 'page', label: 'AI assistant', href: '/ai-assistant' },
      BOOK_DOCTOR,
    ];
    return composed({ intent: 'symptoms', facts, links });
  }

  /** Decides what to answer, from our data only. */
  async function compose(message: string, userId: number | null, triageLog: TriageLog, language?: UiLanguage): Promise<Composed> {
    const flagged = triageLog(message, 'chat');
    if (flagged.emergency) {
      // Urgent words in the person's language: Hindi for हिन्दी or a message in Devanagari (decision 040).
      const advice = emergencyAdvice(flagged.category, replyLanguage(message, language));
      return composed({ kind: 'emergency', intent: 'emergency', facts: [advice], fixed: true });
    }
    if (asksForPerson(message)) return composed({ kind: 'handoff', intent: 'support', facts: [CHAT_TEXTS.handoff], fixed: true });
    if (asksToChangeDose(message))
      return composed({ kind: 'refusal', intent: 'dose_change', facts: [CHAT_TEXTS.changeDose], links: [BOOK_DOCTOR], fixed: true });
    if (asksForPrescription(message))
      return composed({ kind: 'refusal', intent: 'prescribe', facts: [CHAT_TEXTS.prescribe], links: [BOOK_DOCTOR], fixed: true });
    if (isGreeting(message)) return composed({ intent: 'greeting', facts: [CHAT_TEXTS.greeting], fixed: true });
    const { monographs, named, unknownProducts } = await medicinesIn(message);
    if (monographs.length > 0) return medication(message, monographs, named);
    if (asksAboutOrders(message)) return orders(message, userId);
    const symptomAnswer = await symptoms(message, triageLog);
    if (symptomAnswer) return symptomAnswer;
    if (unknownProducts.length > 0 || looksLikeMedicineQuestion(message)) {
      const links = named.map((product): AssistantLink => ({ kind: 'product', label: product.name, href: `/product/${product.slug}` }));
      return composed({ kind: 'fallback', intent: 'unknown_medicine', facts: [CHAT_TEXTS.unknownMedicine], links, fixed: true });
    }
    return composed({ kind: 'fallback', intent: 'fallback', facts: [CHAT_TEXTS.fallback], fixed: true });
  }

  const failureText: Record<Exclude<ComposeResult, { ok: true }>['reason'], string> = {
    unavailable: ASSISTANT_MESSAGES.unavailable,
    empty: ASSISTANT_MESSAGES.noResponse,
    invalid: ASSISTANT_MESSAGES.error,
  };

  return {
    /** One chat message → the reply, always with the label and the disclaimer; never throws for a provider's failure. */
    async reply(body: ChatBody, userId: number | null, triageLog: TriageLog): Promise<ChatReply> {
      const answer = await compose(body.message, userId, triageLog, body.language);
      const common = { label: ASSISTANT_MESSAGES.notMedicalAdvice, disclaimer: ASSISTANT_MESSAGES.disclaimer } as const;
      if (answer.fixed) {
        return {
          ...common,
          reply: answer.draft,
          kind: answer.kind,
          intent: answer.intent,
          links: answer.links,
          sources: answer.sources,
          provider: 'offline',
        };
      }
      const worded = await deps.provider.compose({
        intent: answer.intent,
        question: body.message,
        facts: answer.facts,
        draft: answer.draft,
        history: body.history.slice(-HISTORY_SENT),
      });
      if (!worded.ok) {
        return {
          ...common,
          reply: failureText[worded.reason],
          kind: 'error',
          intent: answer.intent,
          links: [],
          sources: [],
          provider: deps.provider.name,
        };
      }
      return {
        ...common,
        reply: worded.text,
        kind: answer.kind,
        intent: answer.intent,
        links: answer.links,
        sources: answer.sources,
        provider: deps.provider.name,
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
