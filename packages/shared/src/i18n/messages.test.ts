import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatRelativeTime } from './format.ts';
import { createTranslator, formatMessage } from './messages.ts';

describe('formatMessage', () => {
  it('fills placeholders and writes numbers with Indian grouping', () => {
    expect(formatMessage('Hi, {name}', { name: 'Asha' }, 'en')).toBe('Hi, Asha');
    expect(formatMessage('{count} results', { count: 1234567 }, 'hi')).toBe('12,34,567 results');
  });

  it.each([
    ['en', 0, '0 items'],
    ['en', 1, '1 item'],
    ['en', 2, '2 items'],
    // Hindi counts 0 and 1 as 'one'.
    ['hi', 0, '0 दवा'],
    ['hi', 1, '1 दवा'],
    ['hi', 5, '5 दवाएँ'],
  ] as const)('picks the plural form of %s for %i', (language, count, text) => {
    const message = language === 'en' ? { one: '{count} item', other: '{count} items' } : { one: '{count} दवा', other: '{count} दवाएँ' };
    expect(formatMessage(message, { count }, language)).toBe(text);
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('Hi, {name}', {}, 'en')).toBe('Hi, {name}');
  });

  it('translates by key', () => {
    const t = createTranslator({ greet: 'Hi, {name}', plain: 'Cart' } as const, 'en');
    expect(t('greet', { name: 'Ravi' })).toBe('Hi, Ravi');
    expect(t('plain')).toBe('Cart');
  });
});

describe('formatters', () => {
  it('writes rupees with Indian grouping in both languages', () => {
    expect(formatMoney(12345650, 'en')).toBe('₹1,23,456.50');
    expect(formatMoney(12345650, 'hi')).toBe('₹1,23,456.50');
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
  });

  it('writes dates in the language, in India time', () => {
    const at = '2026-03-12T20:00:00Z'; // 13 March 01:30 in India
    expect(formatDate(at, 'en', 'dateLong')).toBe('13 March 2026');
    expect(formatDate(at, 'hi', 'dateLong')).toBe('13 मार्च 2026');
  });

  it('writes relative times in the language', () => {
    const now = new Date('2026-03-12T12:00:00Z');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', 'hi', now)).toBe('3 दिन पहले');
  });
});
