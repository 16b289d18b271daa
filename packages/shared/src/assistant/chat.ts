import { z } from 'zod';
import { UI_LANGUAGES } from '../i18n/languages.ts';
import { AssistantTextSchema, InnerAssistantTextSchema } from './answer-texts.ts';
import { ASSISTANT_MESSAGES } from './messages.ts';
import { TriageAnswerSchema } from './triage/answer.ts';

/**
 * The assistant's API contract under /api/ai (decision 037): the chat of the widget and of
 * /ai-assistant, the symptom checker and the personalised recommendations. Every reply carries the
 * 'Not medical advice' label and the disclaimer; text is plain text (the web never renders it as HTML).
 */

export const MAX_MESSAGE_LENGTH = 10_000;
/** The spec sends the last 5 messages; a little slack for clients, and a readable 400 past it. */
export const MAX_HISTORY = 20;
export const HISTORY_SENT = 5;

export const MESSAGE_TOO_LONG = `Please keep your message under ${MAX_MESSAGE_LENGTH.toLocaleString('en-IN')} characters.`;
export const MESSAGE_EMPTY = 'Please type a message.';
export const HISTORY_TOO_LONG = `The chat history can hold at most ${MAX_HISTORY} messages.`;

export const ChatHistoryEntrySchema = z.object({
  sender: z.enum(['user', 'bot']),
  content: z.string().max(MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG),
});
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntrySchema>;

export const ChatBodySchema = z.object({
  message: z.string().trim().min(1, MESSAGE_EMPTY).max(MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG),
  history: z.array(ChatHistoryEntrySchema).max(MAX_HISTORY, HISTORY_TOO_LONG).default([]),
  /** The page's language: an emergency answer comes in Hindi for हिन्दी (or a message in Devanagari), decision 040. */
  language: z.enum(UI_LANGUAGES).optional(),
});
export type ChatBody = z.infer<typeof ChatBodySchema>;

export const ASSISTANT_LINK_KINDS = ['product', 'monograph', 'booking', 'orders', 'support', 'page'] as const;

/** A link the reply used: a product page, a medicine's information, booking a doctor. Paths of this site only. */
export const AssistantLinkSchema = z.object({
  kind: z.enum(ASSISTANT_LINK_KINDS),
  label: z.string(),
  /** The label as a code when it is ours ('Book a doctor'); a product's name has none. */
  labelText: InnerAssistantTextSchema.optional(),
  href: z.string().regex(/^\/[^/]/, 'links are paths of this site'),
});
export type AssistantLink = z.infer<typeof AssistantLinkSchema>;

export const SourceSchema = z.object({ title: z.string(), url: z.string() });

export const CHAT_REPLY_KINDS = ['answer', 'emergency', 'refusal', 'fallback', 'handoff', 'error'] as const;
export type ChatReplyKind = (typeof CHAT_REPLY_KINDS)[number];

export const ChatReplySchema = z.object({
  /** The answer in English (or in the model's words). */
  reply: z.string(),
  /**
   * The offline answer as codes, one per sentence, for the page's language (decision 040): `reply`
   * is their English joined by spaces. Null when a model wrote the words or for the emergency
   * advice (already in the person's language).
   */
  texts: z.array(AssistantTextSchema).nullable(),
  kind: z.enum(CHAT_REPLY_KINDS),
  /** What the assistant took the message for: medication, interaction, orders, symptoms, support… */
  intent: z.string(),
  label: z.literal(ASSISTANT_MESSAGES.notMedicalAdvice),
  disclaimer: z.string(),
  links: z.array(AssistantLinkSchema),
  sources: z.array(SourceSchema),
  /** Which engine wrote the words: the offline composer or the configured model. */
  provider: z.enum(['offline', 'openai-compatible']),
  /** The urgency of a symptom answer (issue 22); null for answers about medicines, orders and the like. */
  triage: TriageAnswerSchema.nullable(),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

// ---- Symptom checker (account-and-care §2) ----

export const SymptomCheckBodySchema = z.object({
  symptoms: z
    .string()
    .trim()
    .min(1, 'Please describe your symptoms.')
    .max(2000, 'Please describe your symptoms in under 2,000 characters.'),
  /** As the chat's: the emergency answer in the page's language. */
  language: z.enum(UI_LANGUAGES).optional(),
});

export const SuggestedProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  href: z.string(),
  pricePaise: z.number().int(),
  activeIngredient: z.string().nullable(),
  /** Why it fits: the symptoms it is for, from the catalogue and the knowledge base. */
  why: z.string(),
  /** `why` as codes (its sentences, joined by a space). */
  whyTexts: z.array(AssistantTextSchema),
  /** The monograph that says so, when there is one. */
  monographId: z.string().nullable(),
});
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>;

export const SymptomCheckResponseSchema = z.object({
  status: z.enum(['ok', 'none', 'emergency']),
  /** The emergency advice, 'No specific medications found for these symptoms.', or a one-line summary. */
  message: z.string(),
  /** `message` as a code; null for the emergency advice (already in the person's language). */
  messageText: AssistantTextSchema.nullable(),
  suggestions: z.array(SuggestedProductSchema),
  /** When to see a doctor instead of treating it yourself. */
  seeDoctor: z.array(z.string()),
  seeDoctorTexts: z.array(AssistantTextSchema),
  advice: z.string(),
  adviceText: AssistantTextSchema.nullable(),
  label: z.literal(ASSISTANT_MESSAGES.notMedicalAdvice),
  disclaimer: z.string(),
  /** The urgency, shown first (issue 22); products come only at self-care. */
  triage: TriageAnswerSchema,
});
export type SymptomCheckResponse = z.infer<typeof SymptomCheckResponseSchema>;

// ---- Personalised recommendations (account-and-care §2, signed in) ----

export const RecommendationsBodySchema = z.object({
  conditions: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  allergies: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  currentMedications: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});
export type RecommendationsBody = z.infer<typeof RecommendationsBodySchema>;

export const RefillSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  href: z.string(),
  lastOrderedAt: z.string(),
  daysOfSupply: z.number().int(),
  /** The day the last pack runs out (YYYY-MM-DD, India time). */
  runsOutOn: z.string(),
  reason: z.string(),
  reasonText: AssistantTextSchema,
});

export const RecommendedProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  href: z.string(),
  pricePaise: z.number().int(),
  reason: z.string(),
  reasonText: AssistantTextSchema,
});

export const RecommendationsResponseSchema = z.object({
  refills: z.array(RefillSchema),
  products: z.array(RecommendedProductSchema),
  /** What was left out and why ('Contains ibuprofen, which you are allergic to'). */
  excluded: z.array(z.object({ name: z.string(), reason: z.string(), reasonText: AssistantTextSchema })),
  label: z.literal(ASSISTANT_MESSAGES.notMedicalAdvice),
  disclaimer: z.string(),
});
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;

/** The web path of a product page, as the storefront links it. */
export const productHref = (slug: string) => `/product/${slug}`;
