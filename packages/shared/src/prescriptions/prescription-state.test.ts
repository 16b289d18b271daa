import { describe, expect, it } from 'vitest';
import {
  FIRST_PRESCRIPTION_STATUS,
  mayAnalyze,
  PRESCRIPTION_REFUSALS,
  PRESCRIPTION_TRANSITIONS,
  prescriptionTransition,
  type PrescriptionEventType,
} from './prescription-state.ts';
import { PRESCRIPTION_SOURCES, PRESCRIPTION_STATUSES, type PrescriptionSource, type PrescriptionStatus } from './status.ts';

/** Every allowed row, written out by hand: (status, source), event → status. */
const ALLOWED: [PrescriptionStatus, PrescriptionSource, PrescriptionEventType, PrescriptionStatus][] = [
  ['uploaded', 'upload', 'analyze', 'analyzing'],
  ['analyzing', 'upload', 'analyze', 'analyzing'],
  ['analyzed', 'upload', 'analyze', 'analyzing'],
  ['failed', 'upload', 'analyze', 'analyzing'],
  ['analyzing', 'upload', 'analysis_succeeded', 'analyzed'],
  ['analyzing', 'upload', 'analysis_failed', 'failed'],
  ['analyzed', 'upload', 'approve', 'approved'],
  ['pending', 'upload', 'approve', 'approved'],
  ['analyzed', 'e_prescription', 'approve', 'approved'],
  ['pending', 'e_prescription', 'approve', 'approved'],
];

const EVENTS = Object.keys(PRESCRIPTION_TRANSITIONS) as PrescriptionEventType[];
const isAllowed = (status: PrescriptionStatus, source: PrescriptionSource, type: PrescriptionEventType) =>
  ALLOWED.some(([s, src, t]) => s === status && src === source && t === type);

describe('prescription table: allowed rows', () => {
  it.each(ALLOWED)('%s (%s) + %s → %s', (status, source, type, to) => {
    expect(prescriptionTransition({ status, source }, type)).toEqual({ ok: true, status: to });
  });

  it('starts an upload analysing and a doctor’s e-prescription approved', () => {
    expect(FIRST_PRESCRIPTION_STATUS).toEqual({ upload: 'analyzing', e_prescription: 'approved' });
  });
});

describe('prescription table: refusals', () => {
  // Every (status, source, event) the rows above leave out.
  const FORBIDDEN = PRESCRIPTION_STATUSES.flatMap((status) =>
    PRESCRIPTION_SOURCES.flatMap((source) =>
      EVENTS.filter((type) => !isAllowed(status, source, type)).map((type) => [status, source, type] as const),
    ),
  );
  it.each(FORBIDDEN)('%s (%s) refuses %s', (status, source, type) => {
    expect(prescriptionTransition({ status, source }, type)).toEqual({ ok: false, refusal: PRESCRIPTION_TRANSITIONS[type].refusal });
  });

  it.each([
    ['a reviewed prescription is not read again', 'approved', 'upload', 'analyze', PRESCRIPTION_REFUSALS.notAnalysable],
    ['a doctor’s e-prescription is not read', 'approved', 'e_prescription', 'analyze', PRESCRIPTION_REFUSALS.notAnalysable],
    ['a rejected one is not read again', 'rejected', 'upload', 'analyze', PRESCRIPTION_REFUSALS.notAnalysable],
    ['a result does not land on a reviewed prescription', 'approved', 'upload', 'analysis_succeeded', PRESCRIPTION_REFUSALS.notAnalysing],
    ['a failure does not land on an analysed one', 'analyzed', 'upload', 'analysis_failed', PRESCRIPTION_REFUSALS.notAnalysing],
    ['a prescription still being read is not approved', 'analyzing', 'upload', 'approve', PRESCRIPTION_REFUSALS.notApprovable],
    ['a failed reading is not approved', 'failed', 'upload', 'approve', PRESCRIPTION_REFUSALS.notApprovable],
    ['a rejected prescription is not approved', 'rejected', 'upload', 'approve', PRESCRIPTION_REFUSALS.notApprovable],
  ] as const)('%s', (_name, status, source, type, refusal) => {
    expect(prescriptionTransition({ status, source }, type)).toEqual({ ok: false, refusal });
  });

  it('offers Analyze exactly where the table takes it', () => {
    for (const status of PRESCRIPTION_STATUSES)
      for (const source of PRESCRIPTION_SOURCES) expect(mayAnalyze({ status, source })).toBe(isAllowed(status, source, 'analyze'));
  });
});
