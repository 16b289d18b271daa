import { describe, expect, it } from 'vitest';
import { packLabelIn } from './pack-labels.ts';

describe('pack labels in Hindi', () => {
  it.each([
    ['Strip of 15 tablets', '15 टैबलेट की स्ट्रिप'],
    ['Pack of 5 strips (75 tablets)', '5 स्ट्रिप का पैक (75 टैबलेट)'],
    ['Bottle of 60 tablets', '60 टैबलेट की बोतल'],
    ['30 ml bottle', '30 ml बोतल'],
    ['15 tablets', '15 टैबलेट'],
    ['50 g tube', '50 g ट्यूब'],
    ['Strip of 10 capsules', '10 कैप्सूल की स्ट्रिप'],
  ])('%s → %s', (english, hindi) => {
    expect(packLabelIn('hi', english)).toBe(hindi);
  });

  it('keeps English as written, and a label with a word outside the vocabulary whole', () => {
    expect(packLabelIn('en', 'Strip of 15 tablets')).toBe('Strip of 15 tablets');
    expect(packLabelIn('hi', 'Monitor + cuff (22-42 cm)')).toBe('Monitor + cuff (22-42 cm)');
  });
});
