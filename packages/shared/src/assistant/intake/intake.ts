import { z } from 'zod';
import { ASSISTANT_MESSAGES } from '../messages.ts';
import { emergencyAdvice } from '../triage/emergency-advice.ts';
import { INTAKE_YES_RULE_ID } from '../triage/rules.ts';
import { triage, type TriageCategory } from '../triage/triage.ts';

/**
 * The guided symptom intake of /ai-assistant (spec: storefront §4, §5): eight questions in order,
 * 'exit' at any step, red-flag triage on every answer. Pure: the page keeps the state and calls
 * `answerIntake` with each message; the analysis itself is the API's (POST /api/ai/symptoms-analysis).
 */

export const INTAKE_STEPS = [
  'age',
  'sex',
  'primarySymptom',
  'duration',
  'severity',
  'additionalSymptoms',
  'chronicConditions',
  'redFlags',
] as const;
export type IntakeStep = (typeof INTAKE_STEPS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/** What the intake collects (spec: storefront §3 'Symptom intake'), as the analysis route receives it. */
export const SymptomIntakeSchema = z.object({
  age: z.number().int().min(1).max(129),
  sex: z.enum(['male', 'female', 'other']),
  primarySymptom: text(200),
  duration: text(100),
  severity: z.number().int().min(1).max(10),
  additionalSymptoms: z.array(text(100)).max(20),
  chronicConditions: z.array(text(100)).max(20),
  redFlags: z.string().trim().max(500),
});
export type SymptomIntake = z.infer<typeof SymptomIntakeSchema>;

export interface IntakeState {
  step: IntakeStep;
  answers: Partial<SymptomIntake>;
}

export const INTAKE_PROMPTS: Record<IntakeStep, string> = {
  age: 'Let us go through your symptoms step by step. You can type exit at any time. How old are you (in years)?',
  sex: 'What is your sex? (male, female or other)',
  primarySymptom: 'What is the main symptom that troubles you?',
  duration: 'How long have you had it? (for example: 2 days, 1 week)',
  severity: 'How severe is it, from 1 (very mild) to 10 (worst)?',
  additionalSymptoms: 'Any other symptoms? List them separated by commas, or type none.',
  chronicConditions:
    'Do you have any long-term conditions (for example diabetes, high blood pressure, asthma)? Separate them by commas, or type none.',
  redFlags:
    'Do you have any of these right now: chest pain, difficulty breathing, shortness of breath, severe or uncontrolled bleeding, slurred speech, numbness or sudden weakness, severe abdominal pain, loss of consciousness? Answer yes or no.',
};

export const INVALID_SEX = 'Please answer male, female or other.';
export const EMPTY_ANSWER = 'Please type an answer, or exit to stop.';

/** Why an answer was not taken, as a code the page words in its language ('intake.error.<key>' of the assistant catalogue). */
export type IntakeErrorKey = 'invalidAge' | 'invalidSex' | 'invalidSeverity' | 'emptyAnswer';
const ERROR_TEXTS: Record<IntakeErrorKey, string> = {
  invalidAge: ASSISTANT_MESSAGES.invalidAge,
  invalidSex: INVALID_SEX,
  invalidSeverity: ASSISTANT_MESSAGES.invalidSeverity,
  emptyAnswer: EMPTY_ANSWER,
};

/**
 * What the intake answers. The English sentences (`prompt`, `error`, `message`) are the spec's; the
 * codes beside them are what the page words in its language (decision 040): the question is
 * 'intake.prompt.<state.step>', the refusal 'intake.error.<errorKey>', an emergency's advice
 * `emergencyAdvice(category, language)`.
 */
export type IntakeOutcome =
  | { kind: 'ask'; state: IntakeState; prompt: string; error?: string; errorKey?: IntakeErrorKey }
  | { kind: 'cancelled'; message: string }
  | { kind: 'emergency'; message: string; ruleId: string; category: TriageCategory; rulesVersion: string }
  | { kind: 'analyse'; intake: SymptomIntake };

/** A new session, asking the first question. */
export function startIntake(): { state: IntakeState; prompt: string } {
  return { state: { step: 'age', answers: {} }, prompt: INTAKE_PROMPTS.age };
}

const SEX_WORDS: Record<string, SymptomIntake['sex']> = {
  male: 'male',
  m: 'male',
  man: 'male',
  boy: 'male',
  purush: 'male',
  पुरुष: 'male',
  mard: 'male',
  female: 'female',
  f: 'female',
  woman: 'female',
  girl: 'female',
  mahila: 'female',
  महिला: 'female',
  aurat: 'female',
  stri: 'female',
  other: 'other',
  o: 'other',
  'prefer not to say': 'other',
  anya: 'other',
  अन्य: 'other',
};
const NONE_WORDS = new Set(['none', 'no', 'nothing', 'nil', 'na', 'n/a', 'koi nahi', 'kuch nahi', 'nahi', 'कोई नहीं', 'नहीं']);
const YES_WORDS = new Set(['yes', 'y', 'yeah', 'yep', 'haan', 'han', 'ha', 'ji', 'हां', 'हाँ', 'जी']);

/** 'a, b, c' → ['a', 'b', 'c']; 'none' → []. */
export function listAnswer(answer: string): string[] {
  if (NONE_WORDS.has(answer.trim().toLowerCase())) return [];
  return answer
    .split(/[,\n;]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .slice(0, 20)
    .map((part) => part.slice(0, 100));
}

/** A whole number written alone ('35', ' 7 ', '35 years'), else null. */
function wholeNumber(answer: string, unit?: RegExp): number | null {
  const match = /^(\d{1,4})(?:\s*(.*))?$/.exec(answer.trim());
  if (!match) return null;
  const rest = match[2] ?? '';
  if (rest && !(unit?.test(rest) ?? false)) return null;
  return Number(match[1]);
}

/** Whether the red-flag answer says yes: 'yes', 'y', 'haan' as a word of it. */
function saysYes(answer: string): boolean {
  return answer
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .some((word) => YES_WORDS.has(word));
}

const next = (state: IntakeState, answers: Partial<SymptomIntake>): IntakeOutcome => {
  const step = INTAKE_STEPS[INTAKE_STEPS.indexOf(state.step) + 1] ?? 'redFlags';
  return { kind: 'ask', state: { step, answers }, prompt: INTAKE_PROMPTS[step] };
};
const again = (state: IntakeState, errorKey: IntakeErrorKey): IntakeOutcome => ({
  kind: 'ask',
  state,
  prompt: INTAKE_PROMPTS[state.step],
  error: ERROR_TEXTS[errorKey],
  errorKey,
});

/** One answer: the next question, the same question with what was wrong, the end, or the intake to analyse. */
export function answerIntake(state: IntakeState, rawAnswer: string): IntakeOutcome {
  const answer = rawAnswer.trim().slice(0, 500);
  if (answer.toLowerCase() === 'exit') return { kind: 'cancelled', message: ASSISTANT_MESSAGES.cancelled };
  // Red flags first, on every answer ('chest pain' as the main symptom ends the session at once).
  const flagged = triage(answer, state.step === 'redFlags' ? 'red_flag_answer' : 'message');
  if (flagged.emergency || (state.step === 'redFlags' && saysYes(answer))) {
    const category = flagged.emergency ? flagged.category : 'other';
    return {
      kind: 'emergency',
      message: emergencyAdvice(category),
      ruleId: flagged.emergency ? flagged.ruleId : INTAKE_YES_RULE_ID,
      category,
      rulesVersion: flagged.rulesVersion,
    };
  }
  if (!answer && state.step !== 'redFlags') return again(state, 'emptyAnswer');
  const answers = { ...state.answers };
  switch (state.step) {
    case 'age': {
      const age = wholeNumber(answer, /^(years?|yrs?|y|saal|sal|वर्ष|साल)(\s+old)?$/i);
      if (age === null || age < 1 || age > 129) return again(state, 'invalidAge');
      return next(state, { ...answers, age });
    }
    case 'sex': {
      const sex = SEX_WORDS[answer.toLowerCase()];
      if (!sex) return again(state, 'invalidSex');
      return next(state, { ...answers, sex });
    }
    case 'primarySymptom':
      return next(state, { ...answers, primarySymptom: answer.slice(0, 200) });
    case 'duration':
      return next(state, { ...answers, duration: answer.slice(0, 100) });
    case 'severity': {
      const severity = wholeNumber(answer, /^(\/\s*10|out of 10)$/i);
      if (severity === null || severity < 1 || severity > 10) return again(state, 'invalidSeverity');
      return next(state, { ...answers, severity });
    }
    case 'additionalSymptoms': {
      const additionalSymptoms = listAnswer(answer);
      // A red flag among the listed symptoms was caught above; each item is checked alone too.
      return next(state, { ...answers, additionalSymptoms });
    }
    case 'chronicConditions':
      return next(state, { ...answers, chronicConditions: listAnswer(answer) });
    case 'redFlags': {
      const intake = SymptomIntakeSchema.safeParse({ ...answers, redFlags: answer });
      // Only reachable with a state built by hand: start again rather than analyse half an intake.
      if (!intake.success) return { kind: 'ask', ...startIntake(), error: EMPTY_ANSWER, errorKey: 'emptyAnswer' };
      return { kind: 'analyse', intake: intake.data };
    }
  }
}
