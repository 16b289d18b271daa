import type { FastifyBaseLogger } from 'fastify';
import type { IntakeRedFlagReport } from '@dawa/shared/assistant/triage/intake-report';
import { triage, type TriageContext, type TriageResult } from '@dawa/shared/assistant/triage/triage';

/** Where a message entered the assistant: logged with the rule that fired. */
export type AssistantSurface = 'chat' | 'symptom-checker' | 'symptoms-analysis' | 'intake';

export type TriageLog = (text: string, surface: AssistantSurface, context?: TriageContext) => TriageResult;

/**
 * Triage that logs the rule and the rules' version when one fires: never the message (it is health
 * data), so the log can be kept and searched.
 */
export function loggedTriage(log: Pick<FastifyBaseLogger, 'warn'>): TriageLog {
  return (text, surface, context = 'message') => {
    const result = triage(text, context);
    if (result.emergency) logFired(log, { ruleId: result.ruleId, category: result.category, rulesVersion: result.rulesVersion }, surface);
    return result;
  };
}

/** The same log line for a rule that fired in the browser's guided intake (the page reports it). */
export function logIntakeRedFlag(log: Pick<FastifyBaseLogger, 'warn'>, report: IntakeRedFlagReport): void {
  logFired(log, report, 'intake', { intakeStep: report.step });
}

function logFired(
  log: Pick<FastifyBaseLogger, 'warn'>,
  fired: Pick<IntakeRedFlagReport, 'ruleId' | 'category' | 'rulesVersion'>,
  surface: AssistantSurface,
  extra: object = {},
): void {
  log.warn(
    { triageRule: fired.ruleId, triageCategory: fired.category, triageVersion: fired.rulesVersion, surface, ...extra },
    'Red-flag triage fired',
  );
}
