import { describe, expect, it } from 'vitest';
import { attemptTransition, settleAttempt, type AttemptEvent, type ProviderState, type Settlement } from './payment-attempt-state.ts';
import { PAYMENT_ATTEMPT_STATUSES, type PaymentAttemptStatus } from './rules.ts';

/** Every allowed row of the table: from, event → to. */
const ALLOWED: [PaymentAttemptStatus, AttemptEvent, PaymentAttemptStatus][] = [
  ['initiated', 'provider_pending', 'pending'],
  ['pending', 'provider_pending', 'pending'],
  ['initiated', 'captured', 'success'],
  ['pending', 'captured', 'success'],
  ['initiated', 'captured_late', 'refund_pending'],
  ['pending', 'captured_late', 'refund_pending'],
  ['failed', 'captured_late', 'refund_pending'],
  ['superseded', 'captured_late', 'refund_pending'],
  ['initiated', 'provider_failed', 'failed'],
  ['pending', 'provider_failed', 'failed'],
  ['initiated', 'superseded', 'superseded'],
  ['pending', 'superseded', 'superseded'],
  ['initiated', 'closed', 'failed'],
  ['pending', 'closed', 'failed'],
  ['superseded', 'closed_but_captured', 'refund_pending'],
  ['failed', 'closed_but_captured', 'refund_pending'],
  ['success', 'refund_requested', 'refund_pending'],
  ['refund_pending', 'refund_completed', 'refunded'],
  ['refunded', 'refund_failed', 'refund_pending'],
];

const EVENTS: AttemptEvent[] = [
  'provider_pending',
  'captured',
  'captured_late',
  'provider_failed',
  'superseded',
  'closed',
  'closed_but_captured',
  'refund_requested',
  'refund_completed',
  'refund_failed',
];

describe('payment attempt state table', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(attemptTransition(from, event)).toBe(to);
  });

  it('refuses every other (status, event) pair', () => {
    const allowed = new Set(ALLOWED.map(([from, event]) => `${from} ${event}`));
    const refused = PAYMENT_ATTEMPT_STATUSES.flatMap((from) => EVENTS.map((event) => [from, event] as const)).filter(
      ([from, event]) => !allowed.has(`${from} ${event}`),
    );
    expect(refused.length).toBe(PAYMENT_ATTEMPT_STATUSES.length * EVENTS.length - ALLOWED.length);
    for (const [from, event] of refused) expect(attemptTransition(from, event), `${from} ${event}`).toBeNull();
  });

  it('never leaves a success except to give the money back, and never makes a second success', () => {
    for (const event of EVENTS) {
      const next = attemptTransition('success', event);
      expect(next === null || next === 'refund_pending', event).toBe(true);
    }
    for (const from of PAYMENT_ATTEMPT_STATUSES.filter((s) => s !== 'initiated' && s !== 'pending')) {
      for (const event of EVENTS) expect(attemptTransition(from, event), `${from} ${event}`).not.toBe('success');
    }
  });
});

/** Every provider answer about every attempt status, with the payable waiting or not: what settling writes. */
const SETTLE: [PaymentAttemptStatus, ProviderState, boolean, Settlement | null][] = [
  // The open attempt of a waiting payable: it is the payment, or it failed, or nothing is decided yet.
  ['pending', 'COMPLETED', true, { event: 'captured', status: 'success', applied: 'paid' }],
  ['initiated', 'COMPLETED', true, { event: 'captured', status: 'success', applied: 'paid' }],
  ['pending', 'FAILED', true, { event: 'provider_failed', status: 'failed', applied: 'failed' }],
  ['initiated', 'PENDING', true, { event: 'provider_pending', status: 'pending', applied: 'pending' }],
  ['pending', 'PENDING', true, { event: 'provider_pending', status: 'pending', applied: 'pending' }],
  // The payable no longer waits (paid by another attempt, cancelled, its hold ran out): the money goes back.
  ['pending', 'COMPLETED', false, { event: 'captured_late', status: 'refund_pending', applied: 'refund' }],
  ['pending', 'FAILED', false, { event: 'provider_failed', status: 'failed', applied: 'failed' }],
  // A closed attempt paid late at the provider, whether or not the payable waits: refunded, never the payment.
  ['superseded', 'COMPLETED', true, { event: 'captured_late', status: 'refund_pending', applied: 'refund' }],
  ['failed', 'COMPLETED', true, { event: 'captured_late', status: 'refund_pending', applied: 'refund' }],
  ['superseded', 'COMPLETED', false, { event: 'captured_late', status: 'refund_pending', applied: 'refund' }],
  // Repeats and news about decided attempts change nothing (duplicate webhooks, a status query after the outcome).
  ['success', 'COMPLETED', true, null],
  ['success', 'COMPLETED', false, null],
  ['success', 'FAILED', true, null],
  ['success', 'PENDING', true, null],
  ['failed', 'FAILED', true, null],
  ['failed', 'PENDING', true, null],
  ['superseded', 'FAILED', true, null],
  ['refund_pending', 'COMPLETED', true, null],
  ['refunded', 'COMPLETED', true, null],
  ['refunded', 'FAILED', false, null],
];

describe('settling a provider answer', () => {
  it.each(SETTLE)('%s + %s (payable waits: %s)', (status, answer, waits, expected) => {
    expect(settleAttempt(status, answer, waits)).toEqual(expected);
  });

  it('covers every status, answer and waiting flag', () => {
    const answers: ProviderState[] = ['COMPLETED', 'FAILED', 'PENDING'];
    for (const status of PAYMENT_ATTEMPT_STATUSES) {
      for (const answer of answers) {
        for (const waits of [true, false]) {
          const settled = settleAttempt(status, answer, waits);
          // Only an open attempt of a waiting payable is ever paid.
          if (settled?.applied === 'paid') expect([status, waits]).toEqual([expect.stringMatching(/^(initiated|pending)$/), true]);
          // Money is never lost: a completed answer about anything not yet decided is paid or refunded.
          if (answer === 'COMPLETED' && ['initiated', 'pending', 'failed', 'superseded'].includes(status))
            expect(['paid', 'refund']).toContain(settled?.applied);
        }
      }
    }
  });
});
