import { describe, expect, it } from 'vitest';
import { amountInWords, integerInIndianWords } from './amount-in-words.ts';

describe('amountInWords (Indian system)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1_105, 'Rupees Eleven and Five Paise Only'],
    [9_999, 'Rupees Ninety Nine and Ninety Nine Paise Only'],
    [10_000, 'Rupees One Hundred Only'],
    [1_00_100, 'Rupees One Thousand One Only'],
    [12_345_67, 'Rupees Twelve Thousand Three Hundred Forty Five and Sixty Seven Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [1_23_456_50, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only'],
    [99_99_999_00, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [12_34_56_789_01, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and One Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('repeats crore above 99 crore', () => {
    expect(integerInIndianWords(250_00_00_000)).toBe('Two Hundred Fifty Crore');
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
