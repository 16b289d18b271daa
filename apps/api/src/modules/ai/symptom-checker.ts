import { productHref, type SuggestedProduct, type SymptomCheckResponse } from '@dawa/shared/assistant/chat';
import { monographsForComposition } from '@dawa/shared/assistant/knowledge/lookup';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { SYMPTOMS, symptomsIn } from '@dawa/shared/assistant/symptoms';
import { allInEnglish, inEnglish } from '@dawa/shared/assistant/answer-english';
import { inner, say } from '@dawa/shared/assistant/answer-texts';
import { toTriageAnswer, withEarliestSlot } from '@dawa/shared/assistant/triage/answer';
import { assessTriage, productSymptomsFor } from '@dawa/shared/assistant/triage/assess';
import { emergencyAdvice, replyLanguage } from '@dawa/shared/assistant/triage/emergency-advice';
import type { UiLanguage } from '@dawa/shared/i18n/languages';
import type { Database } from '../../db/client.ts';
import { earliestSlotFor } from '../appointments/earliest-slot.ts';
import * as repo from './ai.repository.ts';
import type { TriageLog } from './triage-log.ts';

const SUGGESTIONS = 4;

const base = { label: ASSISTANT_MESSAGES.notMedicalAdvice, disclaimer: ASSISTANT_MESSAGES.disclaimer } as const;

/**
 * The AI Symptom Checker (account-and-care §2): free text → its urgency (issue 22), and at self-care
 * only, over-the-counter products of our catalogue that the complaint's protocol lists, each with why
 * it fits, and when to see a doctor instead. Triage first: an emergency gets the advice and nothing
 * to buy; a doctor level gets where to book and nothing to buy.
 */
export async function checkSymptoms(
  db: Database,
  symptoms: string,
  triageLog: TriageLog,
  language?: UiLanguage,
  now: Date = new Date(),
): Promise<SymptomCheckResponse> {
  const flagged = triageLog(symptoms, 'symptom-checker');
  const assessment = assessTriage(symptoms);
  const decided = toTriageAnswer(assessment);
  // At a doctor level, the earliest slot of our booking that meets it (after the level is decided; it cannot change it).
  const earliestSlot = flagged.emergency ? undefined : await earliestSlotFor(db, decided.level, decided.specialization, now);
  const triage = withEarliestSlot(decided, earliestSlot);
  if (flagged.emergency || triage.level === 'emergency') {
    const message = emergencyAdvice(flagged.emergency ? flagged.category : 'other', replyLanguage(symptoms, language));
    return {
      ...base,
      status: 'emergency',
      message,
      messageText: null,
      suggestions: [],
      seeDoctor: [],
      seeDoctorTexts: [],
      advice: '',
      adviceText: null,
      triage,
    };
  }
  const allowed = new Set<string>(productSymptomsFor(assessment, symptoms));
  // The symptoms the message names among those its complaints' protocols list; else the protocols' own first choices.
  const named = symptomsIn(symptoms).filter((entry) => allowed.has(entry.id));
  const found = named.length > 0 ? named : SYMPTOMS.filter((entry) => allowed.has(entry.id)).slice(0, 2);
  const tags = [...new Set(found.flatMap((entry) => entry.tags))];
  const rows = tags.length > 0 ? await repo.otcProductsForTags(db, tags, SUGGESTIONS) : [];
  const seeDoctorTexts = [...found.map((entry) => say(`seeDoctor.${entry.id}`)), say('seeDoctor.general')];
  const advice = say('symptoms.consultProfessional');
  const common = {
    ...base,
    seeDoctor: seeDoctorTexts.map(inEnglish),
    seeDoctorTexts,
    advice: inEnglish(advice),
    adviceText: advice,
    triage,
  };
  if (rows.length === 0) {
    const none = say('symptoms.noMedications');
    return { ...common, status: 'none', message: inEnglish(none), messageText: none, suggestions: [] };
  }
  const suggestions: SuggestedProduct[] = rows.map((row) => {
    const matched = found.filter((entry) => entry.tags.some((tag) => row.tags.includes(tag))).map((entry) => inner(`symptom.${entry.id}`));
    const monograph = monographsForComposition(row.active_ingredient)[0] ?? null;
    const whyTexts = [
      matched.length > 0 ? say('symptoms.listedFor', { symptoms: matched }) : say('symptoms.listedForThese'),
      ...(monograph ? [say('medicine.uses', { name: monograph.name, uses: monograph.uses.slice(0, 2).join('; ') })] : []),
    ];
    return {
      productId: row.id,
      name: row.name,
      href: productHref(row.slug),
      pricePaise: row.price_paise,
      activeIngredient: row.active_ingredient,
      why: allInEnglish(whyTexts),
      whyTexts,
      monographId: monograph?.id ?? null,
    };
  });
  const summary = say('symptoms.summary', { symptoms: found.map((entry) => inner(`symptom.${entry.id}`)) });
  return { ...common, status: 'ok', message: inEnglish(summary), messageText: summary, suggestions };
}
