import { HISTORY_SENT, type AssistantLink, type ChatBody, type ChatReply, type ChatReplyKind } from '@dawa/shared/assistant/chat';
import { profileOfMonograph, searchDrugs, type DrugProfile } from '@dawa/shared/assistant/knowledge/drugs';
import { interactionBetweenDrugs } from '@dawa/shared/assistant/knowledge/interaction-checker';
import { monographsForComposition } from '@dawa/shared/assistant/knowledge/lookup';
import type { Interaction, Monograph, Source } from '@dawa/shared/assistant/knowledge/types';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { inEnglish } from '@dawa/shared/assistant/answer-english';
import { inner, say, type AssistantText, type AssistantTextCode } from '@dawa/shared/assistant/answer-texts';
import { triageAnswerFor, withAnsweredQuestion, type TriageAnswer } from '@dawa/shared/assistant/triage/answer';
import { assessTriage, describesSomeonesHealth } from '@dawa/shared/assistant/triage/assess';
import { emergencyAdvice, replyLanguage } from '@dawa/shared/assistant/triage/emergency-advice';
import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { deliveryEstimate, PIN_CODE_PATTERN, ZONE_DAYS } from '@dawa/shared/commerce/delivery-zones';
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
  otherSideOfCombining,
} from './intents.ts';
import { dedupeLinks, interactionFacts, medicineLinks, monographFacts, sourcesOf, type LinkedProduct } from './medicine-facts.ts';
import { checkSymptoms } from './symptom-checker.ts';
import type { TriageLog } from './triage-log.ts';

interface NamedMedicines {
  drugs: DrugProfile[];
  named: LinkedProduct[];
  unknownProducts: string[];
  saltsByProduct: { product: string; salts: DrugProfile[] }[];
}

const LEVEL_RANK: Record<Interaction['level'], number> = { contraindicated: 4, avoid: 3, caution: 2, monitor: 1 };

/** Salts that two or more of the named products both contain. */
/**
 * The chat's words for our booking's earliest slot at a doctor level (issue 22), as the triage card
 * shows it: the slot, or, when none meets the level, to see a doctor elsewhere in time.
 */
function slotText(triage: TriageAnswer): AssistantText[] {
  const slot = triage.earliestSlot;
  if (slot === undefined || (triage.level !== 'doctor_today' && triage.level !== 'doctor_soon')) return [];
  if (slot === null) return [say(triage.level === 'doctor_today' ? 'triage.noSlotToday' : 'triage.noSlotSoon')];
  const day = slot.dayOffset === 0 ? inner('triage.day.today') : slot.dayOffset === 1 ? inner('triage.day.tomorrow') : slot.date;
  return [say('triage.earliestSlot', { doctor: slot.doctorName, day, time: slot.label, mode: inner(`triage.mode.${slot.mode}`) })];
}

function sharedSalts(saltsByProduct: NamedMedicines['saltsByProduct']): string[] {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const { salts } of saltsByProduct) {
    for (const salt of salts) {
      seen.set(salt.id, (seen.get(salt.id) ?? 0) + 1);
      names.set(salt.id, salt.name);
    }
  }
  return [...seen.entries()].filter(([, count]) => count > 1).map(([id]) => names.get(id) ?? id);
}

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
  /** The facts as codes (decision 040); null when they are already worded (the emergency advice). */
  texts: AssistantText[] | null;
  /** The facts in English, one sentence each. */
  facts: string[];
  draft: string;
  links: AssistantLink[];
  sources: Source[];
  /** Refusals, emergencies and fixed texts are said as they are, never reworded by a model. */
  fixed: boolean;
  /** A symptom answer's urgency (issue 22); a model may word the answer but never sets it. */
  triage?: TriageAnswer | null;
}

/** A link whose label is ours, worded by the page (decision 040), with its English for API callers. */
const ourLink = (
  kind: AssistantLink['kind'],
  code: AssistantTextCode,
  href: string,
  params: Record<string, string> = {},
): AssistantLink => {
  const labelText = inner(code, params);
  return { kind, label: inEnglish(labelText), labelText, href };
};
const BOOK_DOCTOR = ourLink('booking', 'link.bookDoctor', '/appointments/book');
const PRODUCTS_PER_SALT = 2;

/** Codes of one delivery time ('1-2 business days'). */
const daysText = (min: number, max: number) =>
  min === max ? inner('businessDaysExact', { count: min }) : inner('businessDays', { min, max });

/** The assistant's chat: triage first, then the intent, the facts it needs, and the provider's words. */
export function createChatService(deps: ChatDeps) {
  /** An answer from codes: its English facts and draft are the codes' English. */
  const composed = (over: Partial<Omit<Composed, 'texts' | 'facts' | 'draft'>> & { intent: string; texts: AssistantText[] }): Composed => {
    const facts = over.texts.map(inEnglish);
    return { kind: 'answer', facts, draft: facts.join(' '), links: [], sources: [], fixed: false, ...over };
  };

  /** Products of the catalogue for each monograph's salt. */
  async function productsFor(monographs: readonly Pick<Monograph, 'id' | 'name'>[]): Promise<Map<string, LinkedProduct[]>> {
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
  async function medicinesIn(message: string): Promise<NamedMedicines> {
    const drugs = searchDrugs(message);
    const rows = await repo.productsNamed(deps.db, candidateProductWords(message), 4);
    const named: LinkedProduct[] = [];
    const unknownProducts: string[] = [];
    const saltsByProduct: { product: string; salts: DrugProfile[] }[] = [];
    for (const row of rows) {
      const salts = monographsForComposition(row.active_ingredient).map(profileOfMonograph);
      named.push({ slug: row.slug, name: row.name });
      saltsByProduct.push({ product: row.name, salts });
      if (salts.length === 0) unknownProducts.push(row.name);
      for (const salt of salts) if (!drugs.some((d) => d.id === salt.id)) drugs.push(salt);
    }
    return { drugs: drugs.slice(0, 4), named, unknownProducts, saltsByProduct };
  }

  async function medication(message: string, monographs: Monograph[], named: LinkedProduct[]): Promise<Composed> {
    const links = await linksFor(monographs, named);
    const aspects = aspectsAsked(message);
    const texts = monographs.slice(0, 2).flatMap((m) => monographFacts(m, aspects));
    const prescription = monographs.some((m) => m.prescription);
    return composed({ intent: 'medication', texts, links: prescription ? [...links, BOOK_DOCTOR] : links, sources: sourcesOf(monographs) });
  }

  async function linksFor(medicines: readonly Pick<Monograph, 'id' | 'name'>[], named: readonly LinkedProduct[]): Promise<AssistantLink[]> {
    const bySalt = await productsFor(medicines);
    const namedLinks: AssistantLink[] = named.map((product) => ({
      kind: 'product',
      label: product.name,
      href: `/product/${product.slug}`,
    }));
    return dedupeLinks([...namedLinks, ...medicineLinks(medicines, bySalt)]);
  }

  /**
   * 'Can I take A with B (and C)?': every pair, the most serious first (issue 23). A medicine we do
   * not know is named as unknown, never answered 'no interaction'. Null when the message does not
   * name a second medicine at all.
   */
  async function interaction(message: string, found: NamedMedicines): Promise<Composed | null> {
    const { drugs } = found;
    const productWords = found.named.map((p) => (p.name.split(' ')[0] ?? '').toLowerCase()).filter(Boolean);
    const unknownSide = otherSideOfCombining(
      message,
      (piece) => searchDrugs(piece).length > 0 || productWords.some((w) => piece.includes(w)),
    );
    const first = drugs[0];
    if (!first || (drugs.length < 2 && !unknownSide)) return null;
    const texts: AssistantText[] = [];
    // Two products with the same salt ('crocin and combiflam' both hold paracetamol): a double dose.
    const shared = sharedSalts(found.saltsByProduct);
    for (const name of shared) texts.push(say('interaction.sameMedicine', { name }));
    const pairs: { a: DrugProfile; b: DrugProfile; hit: Interaction }[] = [];
    const quiet: { a: DrugProfile; b: DrugProfile }[] = [];
    for (let i = 0; i < drugs.length; i += 1) {
      for (let j = i + 1; j < drugs.length; j += 1) {
        const a = drugs[i];
        const b = drugs[j];
        if (!a || !b) continue;
        const hit = interactionBetweenDrugs(a, b);
        if (hit) pairs.push({ a, b, hit });
        else quiet.push({ a, b });
      }
    }
    pairs.sort((x, y) => LEVEL_RANK[y.hit.level] - LEVEL_RANK[x.hit.level]);
    for (const { a, b, hit } of pairs) texts.push(...interactionFacts(a, b, hit));
    if (unknownSide) texts.push(say('interaction.unknownMedicine', { name: unknownSide, other: drugs.map((d) => d.name).join(', ') }));
    for (const { a, b } of quiet) texts.push(say('interaction.noneKnown', { a: a.name, b: b.name }));
    if (quiet.length > 0 || unknownSide) texts.push(say('interaction.notProof'));
    const links = await linksFor(drugs, found.named);
    const monographs = drugs.flatMap((d) => (d.monograph ? [d.monograph] : []));
    const sources = sourcesOf(
      monographs,
      pairs.map((p) => p.hit),
    );
    // Said as it is: a model must never soften 'do not take together' or 'we do not know'.
    return composed({ intent: 'interaction', texts, links, sources, fixed: pairs.length > 0 || unknownSide !== null });
  }

  async function orders(message: string, userId: number | null): Promise<Composed> {
    const texts: AssistantText[] = [];
    const links: AssistantLink[] = [];
    const asksDelivery = /\b(deliver\w*|shipping|pin ?code|charges?|how long|when will)\b/i.test(message);
    if (userId === null) {
      texts.push(say('signInForOrders'));
      links.push(ourLink('page', 'link.logIn', '/login'));
    } else {
      const { items } = await deps.listOrders(userId);
      if (items.length === 0) texts.push(say('noOrders'));
      for (const order of items.slice(0, 3)) {
        const more = order.productNames.length - 2;
        // The number and the date as strings: a number would be grouped ('#1,234').
        const params = {
          number: String(order.userOrderNumber),
          date: order.orderDate.slice(0, 10),
          total: formatInr(order.totalAmountPaise),
          status: inner(`orderStatus.${order.status}`),
          products: order.productNames.slice(0, 2).join(', '),
        };
        texts.push(more > 0 ? say('orderMore', { ...params, more }) : say('order', params));
      }
      links.push(ourLink('orders', 'link.myOrders', '/orders'));
    }
    if (asksDelivery || userId === null) {
      texts.push(
        say('deliveryCharge', { charge: formatInr(DELIVERY_CHARGE_PAISE), freeAbove: formatInr(FREE_DELIVERY_ABOVE_PAISE) }),
        say('deliveryTimes', {
          metro: daysText(ZONE_DAYS.metro.min, ZONE_DAYS.metro.max),
          tier2: daysText(ZONE_DAYS.tier2.min, ZONE_DAYS.tier2.max),
          rest: daysText(ZONE_DAYS.rest.min, ZONE_DAYS.rest.max),
        }),
      );
      const pin = /\b([1-9]\d{5})\b/.exec(message)?.[1];
      if (pin && PIN_CODE_PATTERN.test(pin)) {
        const estimate = deliveryEstimate(pin);
        texts.push(
          estimate.serviceable && estimate.minDays !== null && estimate.maxDays !== null
            ? say('deliveryToPin', { pin, days: daysText(estimate.minDays, estimate.maxDays) })
            : say('deliveryToPinUnserviceable', { pin }),
        );
      }
    }
    return composed({ intent: 'orders', texts, links });
  }

  /** A symptom answer: its urgency first, products only at self-care; null when no complaint is recognised. */
  async function symptoms(message: string, triageLog: TriageLog): Promise<Composed | null> {
    const checked = await checkSymptoms(deps.db, message, triageLog);
    const { triage } = checked;
    // Words we cannot match to a complaint get an urgency too when they tell of someone's health.
    if (checked.status !== 'ok' && triage.complaints.length === 0 && !describesSomeonesHealth(message)) return null;
    const levelText =
      triage.level === 'doctor_today'
        ? say('triage.doctorToday')
        : triage.level === 'doctor_soon'
          ? say('triage.doctorSoon')
          : say('triage.selfCare');
    const bookLink = triage.bookingHref
      ? ourLink('booking', triage.level === 'doctor_today' ? 'link.bookDoctorToday' : 'link.bookDoctor', triage.bookingHref)
      : BOOK_DOCTOR;
    const question = triage.followUpQuestion ? [say('triage.question', { question: triage.followUpQuestion.en })] : [];
    const slot = slotText(triage);
    if (checked.status !== 'ok') {
      const texts = [levelText, ...slot, ...question, say('symptoms.seeDoctorIf'), ...checked.seeDoctorTexts, say('symptoms.guidedHint')];
      return composed({ intent: 'symptoms', texts, links: [bookLink, ourLink('page', 'link.assistant', '/ai-assistant')], triage });
    }
    const texts = [
      levelText,
      ...slot,
      ...(checked.messageText ? [checked.messageText] : []),
      ...checked.suggestions.flatMap((s) => [say('symptoms.product', { name: s.name, price: formatInr(s.pricePaise) }), ...s.whyTexts]),
      say('symptoms.seeDoctorIf'),
      ...checked.seeDoctorTexts,
      say('symptoms.guidedHint'),
    ];
    const links: AssistantLink[] = [
      ...checked.suggestions.map((s): AssistantLink => ({ kind: 'product', label: s.name, href: s.href })),
      ourLink('page', 'link.assistant', '/ai-assistant'),
      bookLink,
    ];
    return composed({ intent: 'symptoms', texts, links, triage });
  }

  /** Decides what to answer, from our data only. */
  async function compose(
    message: string,
    userId: number | null,
    triageLog: TriageLog,
    language?: UiLanguage,
    asked = message,
  ): Promise<Composed> {
    const flagged = triageLog(message, 'chat');
    // A reply to our own question is triaged with the message that led to it ('fever' → 'age?' → '2 months').
    const assessed = assessTriage(asked);
    if (flagged.emergency || assessed.level === 'emergency') {
      // Urgent words in the person's language: Hindi for हिन्दी or a message in Devanagari (decision 040).
      const advice = emergencyAdvice(
        flagged.emergency ? flagged.category : (assessed.emergencyCategory ?? 'other'),
        replyLanguage(message, language),
      );
      return {
        kind: 'emergency',
        intent: 'emergency',
        texts: null,
        facts: [advice],
        draft: advice,
        links: [],
        sources: [],
        fixed: true,
        triage: triageAnswerFor(asked),
      };
    }
    // A complaint that needs a doctor today is answered as one before any medicine or order talk: no
    // products. (A 'see a doctor soon' word such as 'sugar' or 'inhaler' in a question about a product
    // still gets that product's answer, with the urgency shown first.)
    if (assessed.complaints.length > 0 && assessed.level === 'doctor_today') {
      const urgent = await symptoms(asked, triageLog);
      if (urgent) return urgent;
    }
    if (asksForPerson(message)) return composed({ kind: 'handoff', intent: 'support', texts: [say('handoff')], fixed: true });
    if (asksToChangeDose(message))
      return composed({ kind: 'refusal', intent: 'dose_change', texts: [say('changeDose')], links: [BOOK_DOCTOR], fixed: true });
    if (asksForPrescription(message))
      return composed({ kind: 'refusal', intent: 'prescribe', texts: [say('prescribe')], links: [BOOK_DOCTOR], fixed: true });
    if (isGreeting(message)) return composed({ intent: 'greeting', texts: [say('greeting')], fixed: true });
    const found = await medicinesIn(message);
    const { named, unknownProducts } = found;
    // A complaint asked about with a medicine ('dolo for my headache') keeps its urgency.
    const withTriage = (answer: Composed): Composed =>
      assessed.complaints.length > 0 ? { ...answer, triage: triageAnswerFor(asked) } : answer;
    if (found.drugs.length > 0 && asksAboutCombining(message)) {
      const answer = await interaction(message, found);
      if (answer) return withTriage(answer);
    }
    const monographs = found.drugs.flatMap((d) => (d.monograph ? [d.monograph] : []));
    if (monographs.length > 0) return withTriage(await medication(message, monographs, named));
    const profiled = found.drugs[0];
    if (profiled)
      return withTriage(
        composed({
          intent: 'medication',
          texts: [say('interaction.profileOnly', { name: profiled.name })],
          links: [BOOK_DOCTOR],
          fixed: true,
        }),
      );
    if (asksAboutOrders(message)) return orders(message, userId);
    const symptomAnswer = await symptoms(asked, triageLog);
    if (symptomAnswer) return symptomAnswer;
    if (unknownProducts.length > 0 || looksLikeMedicineQuestion(message)) {
      const links = named.map((product): AssistantLink => ({ kind: 'product', label: product.name, href: `/product/${product.slug}` }));
      return composed({ kind: 'fallback', intent: 'unknown_medicine', texts: [say('unknownMedicine')], links, fixed: true });
    }
    return composed({ kind: 'fallback', intent: 'fallback', texts: [say('fallback')], fixed: true });
  }

  const failureText: Record<Exclude<ComposeResult, { ok: true }>['reason'], AssistantText> = {
    unavailable: say('failure.unavailable'),
    empty: say('failure.noResponse'),
    invalid: say('failure.error'),
  };

  return {
    /** One chat message → the reply, always with the label and the disclaimer; never throws for a provider's failure. */
    async reply(body: ChatBody, userId: number | null, triageLog: TriageLog): Promise<ChatReply> {
      const answer = await compose(body.message, userId, triageLog, body.language, withAnsweredQuestion(body.message, body.history));
      const common = { label: ASSISTANT_MESSAGES.notMedicalAdvice, disclaimer: ASSISTANT_MESSAGES.disclaimer } as const;
      if (answer.fixed) {
        return {
          ...common,
          reply: answer.draft,
          texts: answer.texts,
          kind: answer.kind,
          intent: answer.intent,
          links: answer.links,
          sources: answer.sources,
          provider: 'offline',
          triage: answer.triage ?? null,
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
          reply: inEnglish(failureText[worded.reason]),
          texts: [failureText[worded.reason]],
          kind: 'error',
          intent: answer.intent,
          links: [],
          sources: [],
          provider: deps.provider.name,
          triage: answer.triage ?? null,
        };
      }
      return {
        ...common,
        reply: worded.text,
        // The offline composer says the draft as it is, so its codes still hold; a model's own words have none.
        texts: deps.provider.name === 'offline' ? answer.texts : null,
        kind: answer.kind,
        intent: answer.intent,
        links: answer.links,
        sources: answer.sources,
        provider: deps.provider.name,
        triage: answer.triage ?? null,
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
