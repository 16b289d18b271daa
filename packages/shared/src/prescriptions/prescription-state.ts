import { PRESCRIPTION_MESSAGES } from './messages.ts';
import type { PrescriptionSource, PrescriptionStatus } from './status.ts';

/**
 * The prescription state machine (issue 25, item 3), like the orders' one: every writer of a
 * prescription's status asks this table. A customer's request the table refuses is a 409 with its
 * sentence; the background writers (the analysis runner, the pharmacist's approval of an order's
 * prescriptions) write only where the table allows, in the statement itself, so a concurrent change
 * (a delete, a review, a second analysis) wins and nothing is overwritten. 'pending' and 'rejected'
 * are statuses of the schema (decision 023) that no writer sets today; the table leaves them as they are.
 * Pure: no clock, no database.
 */

export type PrescriptionEventType =
  /** The customer asks for an analysis ('Analyze', 'Reanalyze'), or joins one under way. */
  | 'analyze'
  /** The reader's result is stored. */
  | 'analysis_succeeded'
  /** The reader gave up (the last attempt failed). */
  | 'analysis_failed'
  /** A pharmacist approved every line of an order this prescription is attached to. */
  | 'approve';

export interface PrescriptionState {
  status: PrescriptionStatus;
  source: PrescriptionSource;
}

export const PRESCRIPTION_REFUSALS = {
  notAnalysable: { message: PRESCRIPTION_MESSAGES.notAnalysable, reason: 'prescription_not_analysable' },
  notAnalysing: { message: 'This prescription is not being analysed.' },
  notApprovable: { message: 'Only an analysed prescription can be approved.' },
} as const satisfies Record<string, { message: string; reason?: string }>;

export type PrescriptionRefusal = (typeof PRESCRIPTION_REFUSALS)[keyof typeof PRESCRIPTION_REFUSALS];

/**
 * The table: from which statuses (and sources) each event may run, the status it leaves, and the
 * refusal otherwise. Only an upload is read: a Dawa doctor's e-prescription is typed, not scanned.
 */
export const PRESCRIPTION_TRANSITIONS: {
  readonly [T in PrescriptionEventType]: {
    from: readonly PrescriptionStatus[];
    sources: readonly PrescriptionSource[];
    to: PrescriptionStatus;
    refusal: PrescriptionRefusal;
  };
} = {
  // From 'analyzing' too: asking again joins the analysis under way.
  analyze: {
    from: ['uploaded', 'analyzing', 'analyzed', 'failed'],
    sources: ['upload'],
    to: 'analyzing',
    refusal: PRESCRIPTION_REFUSALS.notAnalysable,
  },
  analysis_succeeded: { from: ['analyzing'], sources: ['upload'], to: 'analyzed', refusal: PRESCRIPTION_REFUSALS.notAnalysing },
  analysis_failed: { from: ['analyzing'], sources: ['upload'], to: 'failed', refusal: PRESCRIPTION_REFUSALS.notAnalysing },
  // An e-prescription is approved when it is written; approving it again leaves it as it is.
  approve: {
    from: ['analyzed', 'pending'],
    sources: ['upload', 'e_prescription'],
    to: 'approved',
    refusal: PRESCRIPTION_REFUSALS.notApprovable,
  },
};

/** The first status of a prescription: an upload is read at once; a Dawa doctor's e-prescription is approved (a registered doctor wrote it). */
export const FIRST_PRESCRIPTION_STATUS: Record<PrescriptionSource, PrescriptionStatus> = {
  upload: 'analyzing',
  e_prescription: 'approved',
};

export type PrescriptionTransition = { ok: true; status: PrescriptionStatus } | { ok: false; refusal: PrescriptionRefusal };

/** The status a prescription moves to after an event, or the refusal. */
export function prescriptionTransition(state: PrescriptionState, type: PrescriptionEventType): PrescriptionTransition {
  const row = PRESCRIPTION_TRANSITIONS[type];
  if (!row.from.includes(state.status) || !row.sources.includes(state.source)) return { ok: false, refusal: row.refusal };
  return { ok: true, status: row.to };
}

/** Whether the customer may ask for an analysis now (the 'analyze' row). */
export const mayAnalyze = (state: PrescriptionState) => prescriptionTransition(state, 'analyze').ok;
