import { describe, expect, it } from 'vitest';
import { cancellationWindowRefusal, customerMayCancel } from './cancellation-window.ts';

const placed = new Date('2026-06-15T10:00:00Z');
const order = { createdAt: placed, userOrderNumber: 7 };
const after = (minutes: number) => new Date(placed.getTime() + minutes * 60_000);

describe('cancellationWindowRefusal', () => {
  it.each([
    [null, 60 * 24 * 365, null],
    [2, 0, null],
    [2, 120, null],
    [2, 121, 'Order #7 can no longer be cancelled: orders can be cancelled within 2 hours of being placed.'],
    [1, 61, 'Order #7 can no longer be cancelled: orders can be cancelled within 1 hour of being placed.'],
  ])('a window of %s hours, %i minutes after placing: %s', (windowHours, minutes, refusal) => {
    expect(cancellationWindowRefusal(order, windowHours, after(minutes))).toBe(refusal);
  });
});

describe('customerMayCancel', () => {
  const confirmed = { ...order, status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'upi' } as const;
  it.each([
    ['confirmed, inside a 2-hour window', confirmed, 2, 119, true],
    ['confirmed, after a 2-hour window', confirmed, 2, 121, false],
    ['confirmed, no window', confirmed, null, 60 * 24 * 30, true],
    ['shipped, inside the window', { ...confirmed, status: 'shipped' }, 2, 10, false],
  ] as const)('%s', (_name, state, windowHours, minutes, expected) => {
    expect(customerMayCancel(state, windowHours, after(minutes))).toBe(expected);
  });
});
