import { describe, expect, it } from 'vitest';
import { transition } from './order-state.ts';
import { trackingText } from './tracking-text.ts';

describe('trackingText', () => {
  it.each([
    ['Your order has been placed.', 'placed', {}],
    ['Your order is confirmed and being prepared. Pay when it is delivered.', 'codConfirmed', {}],
    ['Payment received (transaction T123).', 'paymentReceived', { transaction: 'T123' }],
    ['A pharmacist could not approve your prescription: Illegible', 'prescriptionRejected', { reason: 'Illegible' }],
    ['Your payment (transaction T9) was refunded; it reaches you in 5-7 business days.', 'refunded', { transaction: 'T9' }],
    ['Your order is out for delivery.', 'outForDelivery', {}],
  ] as const)('%s is %s', (description, key, params) => {
    expect(trackingText(description)).toEqual({ key, params });
  });

  it("leaves a sentence it does not know (a provider's words) to be shown as stored", () => {
    expect(trackingText('Card declined by the issuer')).toBeNull();
  });

  it('knows every sentence the state machine writes for a cash order through to delivery', () => {
    let order = { status: 'confirmed', paymentStatus: 'cod_pending', userOrderNumber: 1 } as Parameters<typeof transition>[0];
    for (const type of ['pack', 'ship', 'out_for_delivery', 'deliver'] as const) {
      const step = transition(order, { type, location: 'Bengaluru' });
      if (!step.ok) throw new Error(step.reason);
      for (const event of step.events) expect(trackingText(event.description), event.description).not.toBeNull();
      order = { ...order, status: step.status, paymentStatus: step.paymentStatus };
    }
  });
});
