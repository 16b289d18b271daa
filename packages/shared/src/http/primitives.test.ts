import { describe, expect, it } from 'vitest';
import { IdParamsSchema, IdSchema, idParam, MAX_ID, text } from './primitives.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text()', () => {
  const name = text('First name').trim().min(1, 'First name is required').max(5, 'First name is too long');

  it.each([
    ['\u0000', ['First name must not contain the NUL character (U+0000)']],
    ['As\u0000ha', ['First name must not contain the NUL character (U+0000)']],
    ['Asha', []],
    ['  Asha  ', []],
    ['Ashaaaa', ['First name is too long']],
    ['', ['First name is required']],
  ] as const)('%j → %j', (value, expected) => {
    expect(messages(name.safeParse(value))).toEqual(expected);
  });

  it('keeps the other string checks and transforms (trim)', () => {
    expect(name.parse('  Asha ')).toBe('Asha');
  });

  it('says what a value of another type is when asked to', () => {
    expect(messages(text('Comment', 'Please write a comment').safeParse(42))).toEqual(['Please write a comment']);
  });
});

describe('IdSchema and idParam()', () => {
  it.each([
    [1, true],
    [MAX_ID, true],
    [MAX_ID + 1, false],
    [2 ** 53, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1', false],
  ])('body id %j accepted: %s', (value, ok) => {
    expect(IdSchema.safeParse(value).success).toBe(ok);
  });

  it('names the limit', () => {
    expect(messages(IdSchema.safeParse(2 ** 31))).toEqual(['id must be at most 2147483647']);
  });

  it.each([
    ['1', 1],
    ['2147483647', MAX_ID],
    ['2147483648', undefined],
    ['99999999999', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['1.0', undefined],
    ['abc', undefined],
  ])('path id %j → %j', (value, expected) => {
    const result = IdParamsSchema.safeParse({ id: value });
    expect(result.success ? result.data.id : undefined).toBe(expected);
  });

  it('gives every refusal one sentence when the route has one', () => {
    const orderId = idParam('orderId', 'Order not found');
    expect(messages(orderId.safeParse('2147483648'))).toEqual(['Order not found']);
    expect(messages(orderId.safeParse('x'))).toEqual(['Order not found']);
  });
});
