import { z } from 'zod';
import type { ParamValue } from '../i18n/messages.ts';

/**
 * The assistant's server-made sentences as codes (decision 040): each is the key `answer.<code>` of
 * the `assistant` catalogue and the values of its placeholders. The API sends them beside its
 * English text (kept for API callers and the spec's exact texts); the web words them in the page's
 * language. Values that are texts of their own (a medicine's name, a monograph's English body, the
 * customer's own words) stay as given; a value that is itself a sentence of ours (a symptom's name,
 * an order status) is a nested code. The list is closed: a code without an en and a hi line fails
 * answer-texts.test.ts.
 */
export const ASSISTANT_TEXT_CODES = [
  // The chat's fixed replies.
  'greeting',
  'unknownMedicine',
  'changeDose',
  'prescribe',
  'handoff',
  'fallback',
  'failure.unavailable',
  'failure.noResponse',
  'failure.error',
  'disclaimer',
  // Orders and delivery.
  'signInForOrders',
  'noOrders',
  'order',
  'orderMore',
  'orderStatus.pending',
  'orderStatus.unpaid',
  'orderStatus.awaiting_prescription',
  'orderStatus.confirmed',
  'orderStatus.packed',
  'orderStatus.shipped',
  'orderStatus.out_for_delivery',
  'orderStatus.delivered',
  'orderStatus.cancelled',
  'deliveryCharge',
  'deliveryTimes',
  'businessDays',
  'businessDaysExact',
  'deliveryToPin',
  'deliveryToPinUnserviceable',
  // A medicine's facts: the chrome around the monograph's English bodies (deviation 75).
  'medicine.uses',
  'medicine.usualDose',
  'medicine.maxDose',
  'medicine.howToTake',
  'medicine.sideEffects',
  'medicine.seekHelp',
  'medicine.pregnancyBreastfeeding',
  'medicine.pregnancy',
  'medicine.alcohol',
  'medicine.driving',
  'medicine.storage',
  'medicine.interactions',
  'medicine.prescription',
  'medicine.quote',
  // Two medicines together.
  'interaction.sameMedicine',
  'interaction.noneKnown',
  'interaction.notProof',
  'interaction.contraindicated',
  'interaction.severe',
  'interaction.moderate',
  'interaction.minor',
  'interaction.unknownMedicine',
  'interaction.profileOnly',
  // Symptoms: the symptom checker and the chat's symptom answer.
  'symptoms.summary',
  'symptoms.product',
  'symptoms.listedFor',
  'symptoms.listedForThese',
  'symptoms.seeDoctorIf',
  'symptoms.guidedHint',
  // The urgency of a symptom answer (issue 22).
  'triage.doctorToday',
  'triage.doctorSoon',
  'triage.selfCare',
  'triage.question',
  'triage.earliestSlot',
  'triage.noSlotToday',
  'triage.noSlotSoon',
  'triage.day.today',
  'triage.day.tomorrow',
  'triage.mode.clinic',
  'triage.mode.online',
  'symptoms.noMedications',
  'symptoms.consultProfessional',
  'symptom.fever',
  'symptom.headache',
  'symptom.bodyAches',
  'symptom.cough',
  'symptom.cold',
  'symptom.soreThroat',
  'symptom.acidity',
  'symptom.nausea',
  'symptom.looseMotions',
  'symptom.itching',
  'symptom.allergy',
  'symptom.toothache',
  'symptom.backPain',
  'symptom.periodPain',
  'symptom.pimples',
  'symptom.fungal',
  'seeDoctor.fever',
  'seeDoctor.headache',
  'seeDoctor.bodyAches',
  'seeDoctor.cough',
  'seeDoctor.cold',
  'seeDoctor.soreThroat',
  'seeDoctor.acidity',
  'seeDoctor.nausea',
  'seeDoctor.looseMotions',
  'seeDoctor.itching',
  'seeDoctor.allergy',
  'seeDoctor.toothache',
  'seeDoctor.backPain',
  'seeDoctor.periodPain',
  'seeDoctor.pimples',
  'seeDoctor.fungal',
  'seeDoctor.general',
  // The guided intake's analysis (summary lines).
  'analysis.main',
  'analysis.others',
  'analysis.noOthers',
  'analysis.conditions',
  'analysis.noConditions',
  'analysis.tip',
  'analysis.seeSooner',
  'analysis.recommendation',
  'recommendation.self_care',
  'recommendation.doctor_soon',
  'recommendation.doctor_today',
  'selfCare.fever',
  'selfCare.cough',
  'selfCare.cold',
  'selfCare.throat',
  'selfCare.headache',
  'selfCare.acidity',
  'selfCare.diarrhoea',
  'selfCare.vomiting',
  'selfCare.constipation',
  'selfCare.skin',
  'selfCare.pain',
  // Personalised recommendations.
  'rec.allergy',
  'rec.refill',
  'rec.refillNoPack',
  'rec.alreadyTaken',
  'rec.condition',
  'rec.wellness',
  'condition.diabetes',
  'condition.bloodPressure',
  'condition.heartHealth',
  'condition.jointPain',
  'condition.anaemia',
  'condition.boneHealth',
  // Link labels.
  'link.bookDoctor',
  'link.bookDoctorToday',
  'link.logIn',
  'link.myOrders',
  'link.assistant',
  'link.monograph',
] as const;
export type AssistantTextCode = (typeof ASSISTANT_TEXT_CODES)[number];
export const AssistantTextCodeSchema = z.enum(ASSISTANT_TEXT_CODES);

/** A sentence of ours used as a value of another ('fever' in 'For fever, …'): a code and plain values. */
export const InnerAssistantTextSchema = z.object({
  code: AssistantTextCodeSchema,
  params: z.object({}).catchall(z.union([z.string(), z.number()])),
});
export type InnerAssistantText = z.infer<typeof InnerAssistantTextSchema>;

/** A value: as given, a nested sentence, or a list of either (written 'a, b, c'). */
export const AssistantTextParamSchema = z.union([
  z.string(),
  z.number(),
  InnerAssistantTextSchema,
  z.array(z.union([z.string(), InnerAssistantTextSchema])),
]);
export type AssistantTextParam = z.infer<typeof AssistantTextParamSchema>;

// An object (not z.record: its JSON schema's propertyNames upsets the response serializer's strict mode).
export const AssistantTextSchema = z.object({
  code: AssistantTextCodeSchema,
  params: z.object({}).catchall(AssistantTextParamSchema),
});
export type AssistantText = z.infer<typeof AssistantTextSchema>;

/** One sentence: `say('symptoms.summary', { symptoms: [...] })`. */
export const say = (code: AssistantTextCode, params: Record<string, AssistantTextParam> = {}): AssistantText => ({ code, params });
/** A nested sentence of plain values. */
export const inner = (code: AssistantTextCode, params: Record<string, string | number> = {}): InnerAssistantText => ({ code, params });

/** How a language words one catalogue key with values (the web's t(), or the English catalogue on the server). */
export type WordKey = (key: string, params?: Record<string, ParamValue>) => string;

export const answerKey = (code: AssistantTextCode) => `answer.${code}` as const;

/** A sentence in the language of `word`: its nested sentences first, then the sentence itself. */
export function wordAssistantText(text: AssistantText | InnerAssistantText, word: WordKey): string {
  const value = (param: AssistantTextParam): ParamValue => {
    if (typeof param === 'string' || typeof param === 'number') return param;
    if (Array.isArray(param)) return param.map((item) => (typeof item === 'string' ? item : wordAssistantText(item, word))).join(', ');
    return wordAssistantText(param, word);
  };
  const params = Object.fromEntries(Object.entries(text.params).map(([name, param]) => [name, value(param)]));
  return word(answerKey(text.code), params);
}

/** Several sentences as one reply, as the chat joins its facts. */
export const wordAssistantTexts = (texts: readonly AssistantText[], word: WordKey) =>
  texts.map((text) => wordAssistantText(text, word)).join(' ');
