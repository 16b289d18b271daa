/**
 * When to ask PhonePe about a payment that is still pending, on PhonePe's schedule (check-status
 * 'Reconciliation [MANDATORY]', shared/reference/phonepe.md §2.8; the v2 checklist does not restate
 * it): the first check 20-25 s after the payment starts, then every 3 s for 30 s, every 6 s for 60 s,
 * every 10 s for 60 s, every 30 s for 60 s, and every minute after that until the payment is final
 * (PhonePe fails the order itself at its expiry, so the answer is final by then).
 */
export const FIRST_CHECK_MS = 20_000;

const STEPS: readonly { until: number; every: number }[] = [
  { until: FIRST_CHECK_MS + 30_000, every: 3_000 },
  { until: FIRST_CHECK_MS + 90_000, every: 6_000 },
  { until: FIRST_CHECK_MS + 150_000, every: 10_000 },
  { until: FIRST_CHECK_MS + 210_000, every: 30_000 },
];
const AFTER_STEPS_MS = 60_000;

/** The gap between checks for a payment this old (milliseconds since it started). */
export function checkIntervalAt(ageMs: number): number {
  return STEPS.find((step) => ageMs <= step.until)?.every ?? AFTER_STEPS_MS;
}

/** Whether a pending payment started at `startedAt`, last asked at `lastCheckedAt`, is due for a status check now. */
export function statusCheckDue(startedAt: Date, lastCheckedAt: Date | null, now: Date): boolean {
  const age = now.getTime() - startedAt.getTime();
  if (age < FIRST_CHECK_MS) return false;
  if (!lastCheckedAt || lastCheckedAt.getTime() < startedAt.getTime() + FIRST_CHECK_MS) return true;
  return now.getTime() - lastCheckedAt.getTime() >= checkIntervalAt(age);
}
