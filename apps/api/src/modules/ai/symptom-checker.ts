import { productHref, type SuggestedProduct, type SymptomCheckResponse } from '@dawa/shared/assistant/chat';
import { monographsForComposition } from '@dawa/shared/assistant/knowledge/lookup';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { GENERAL_SEE_DOCTOR, symptomsIn } from '@dawa/shared/assistant/symptoms';
import { emergencyAdvice, replyLanguage } from '@dawa/shared/assistant/triage/emergency-advice';
import type { UiLanguage } from '@dawa/shared/i18n/languages';
import type { Database } from '../../db/client.ts';
import * as repo from './ai.repository.ts';
import type { TriageLog } from './triage-log.ts';

const SUGGESTIONS = 4;

const base = { label: ASSISTANT_MESSAGES.notMedicalAdvice, disclaimer: ASSISTANT_MESSAGES.disclaimer } as const;

/**
 * The AI Symptom Checker (account-and-care §2): free text → over-the-counter products of our
 * catalogue tagged for the symptoms it names, each with why it fits, and when to see a doctor
 * instead. Triage first: an emergency gets the advice and nothing to buy.
 */
export async function checkSymptoms(db: Database, symptoms: string, triageLog: TriageLog, language?: UiLanguage): Promise<SymptomCheckResponse> {
  const flagged = triageLog(symptoms, 'symptom-checker');
  if (flagged.emergency) {
    const message = emergencyAdvice(flagged.category, replyLanguage(symptoms, language));
    return { ...base, status: 'emergency', message, suggestions: [], seeDoctor: [], advice: '' };
  }
  const found = symptomsIn(symptoms);
  const tags = [...new Set(found.flatMap((entry) => entry.tags))];
  const rows = await repo.otcProductsForTags(db, tags, SUGGESTIONS);
  const seeDoctor = [...found.map((entry) => `${capitalise(entry.label)}: ${entry.seeDoctor}`), GENERAL_SEE_DOCTOR];
  if (rows.length === 0) {
    return {
      ...base,
      status: 'none',
      message: ASSISTANT_MESSAGES.noMedications,
      suggestions: [],
      seeDoctor,
      advice: ASSISTANT_MESSAGES.consultProfessional,
    };
  }
  const suggestions: SuggestedProduct[] = rows.map((row) => {
    const matched = found.filter((entry) => entry.tags.some((tag) => row.tags.includes(tag))).map((entry) => entry.label);
    const monograph = monographsForComposition(row.active_ingredient)[0] ?? null;
    const why = [
      `Listed for ${matched.join(', ') || 'these symptoms'}.`,
      monograph ? `${monograph.name} is used for: ${monograph.uses.slice(0, 2).join('; ')}.` : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      productId: row.id,
      name: row.name,
      href: productHref(row.slug),
      pricePaise: row.price_paise,
      activeIngredient: row.active_ingredient,
      why,
      monographId: monograph?.id ?? null,
    };
  });
  return {
    ...base,
    status: 'ok',
    message: `For ${found.map((entry) => entry.label).join(', ')}, these over-the-counter products may help. Read the label before use.`,
    suggestions,
    seeDoctor,
    advice: ASSISTANT_MESSAGES.consultProfessional,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
