import { describe, expect, it } from 'vitest';
import { CreateOrderBodySchema, IdempotencyKeySchema, OrderIdParamsSchema, PaymentStatusBodySchema } from './orders.ts';
import { canCancel } from './order-state.ts';
import { orderProgressPercent, trackingStatusLabel } from './rules.ts';

const valid = {
  lines: [{ productId: 1, quantity: 2 }],
  address: { firstName: 'Asha', address: '12 MG Road', city: 'Bengaluru' },
  phone: '98765 43210',
  paymentMethod: 'cod',
  totalPaise: 24_000,
};
const firstMessage = (payload: unknown) => CreateOrderBodySchema.safeParse(payload).error?.issues[0]?.message;

describe('CreateOrderBodySchema', () => {
  it('accepts a typed address, and strips spaces from the phone number', () => {
    expect(CreateOrderBodySchema.parse(valid).phone).toBe('9876543210');
  });

  it('wants exactly one of a saved address and a typed one', () => {
    expect(firstMessage({ ...valid, address: undefined })).toBe('Please select or add a delivery address.');
    expect(firstMessage({ ...valid, addressId: 4 })).toBe('Please select or add a delivery address.');
    expect(CreateOrderBodySchema.safeParse({ ...valid, address: undefined, addressId: 4 }).success).toBe(true);
  });

  it.each([
    [{ ...valid, lines: [] }, 'Your cart is empty.'],
    [{ ...valid, phone: '' }, 'Phone number is required for payment.'],
    [{ ...valid, phone: '12345' }, 'Please enter a valid phone number (10 digits).'],
    [{ ...valid, gstNumber: '27AAPFU0939F1Z' }, 'Please enter a valid 15-character GST number.'],
    [{ ...valid, paymentMethod: 'cash' }, 'paymentMethod must be one of phonepe, card, upi, netbanking, cod'],
  ])('refuses %j', (payload, message) => {
    expect(firstMessage(payload)).toBe(message);
  });

  it('upper-cases a GSTIN and allows none', () => {
    expect(CreateOrderBodySchema.parse({ ...valid, gstNumber: '27aapfu0939f1zv' }).gstNumber).toBe('27AAPFU0939F1ZV');
    expect(CreateOrderBodySchema.parse({ ...valid, gstNumber: '' }).gstNumber).toBe('');
  });
});

describe('order rules', () => {
  it.each([
    ['pending', 25, true, 'Pending'],
    ['confirmed', 50, true, 'Confirmed'],
    ['shipped', 75, false, 'Shipped'],
    ['delivered', 100, false, 'Delivered'],
    ['cancelled', 25, false, 'Cancelled'],
    ['unpaid', 25, false, 'Unpaid'],
    ['packed', 50, true, 'Packed'],
    ['out_for_delivery', 75, false, 'Out for Delivery'],
  ] as const)('%s: %i%% progress, cancellable %s, shown as %s', (status, percent, cancellable, label) => {
    expect(orderProgressPercent(status)).toBe(percent);
    expect(canCancel({ status, paymentStatus: 'paid', paymentMethod: 'card', userOrderNumber: 1 })).toBe(cancellable);
    expect(trackingStatusLabel(status)).toBe(label);
  });

  it('lets the browser choose only cash on delivery, never paid', () => {
    expect(PaymentStatusBodySchema.safeParse({ status: 'cod_pending', paymentMethod: 'cod' }).success).toBe(true);
    expect(PaymentStatusBodySchema.safeParse({ status: 'paid' }).error?.issues[0]?.message).toBe(
      'Only the payment provider can mark an order paid.',
    );
  });

  it('takes order ids and idempotency keys of sane shapes only', () => {
    expect(OrderIdParamsSchema.parse({ orderId: '42' })).toEqual({ orderId: 42 });
    expect(OrderIdParamsSchema.safeParse({ orderId: '1e3' }).success).toBe(false);
    expect(IdempotencyKeySchema.safeParse('checkout-2f6a9c1e').success).toBe(true);
    expect(IdempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(IdempotencyKeySchema.safeParse('has spaces in it').success).toBe(false);
  });
});
