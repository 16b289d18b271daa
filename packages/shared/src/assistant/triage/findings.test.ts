import { describe, expect, it } from 'vitest';
import { findingsOf } from './findings.ts';

describe('what a message says about the person', () => {
  it.each([
    ['मैं 9 हफ्ते की गर्भवती हूँ', null, true],
    ['main 6 mahine ki pregnant hoon', null, true],
    ['my period is 6 weeks late and a home test was positive', null, true],
    ['papa 72 saal ke hain', 72, false],
    ['my 2 year old has a fever', 2, false],
    ['2 saal se khansi hai', null, false],
    ['I am 45, for 3 years I have had this', 45, false],
  ])('%s: age %s, pregnant %s', (message, age, pregnant) => {
    const findings = findingsOf(message);
    expect(findings.ageYears).toBe(age);
    expect(findings.pregnant).toBe(pregnant);
  });

  it.each([
    ['27 saal, 3 din se naak beh rahi hai', 3],
    ['2 saal se khansi hai', 730],
    ['मेरी माँ 67 साल की हैं, कई महीनों से घुटनों में दर्द', 60],
    ['kai hafton se sar dard', 14],
  ])('%s lasts %s days', (message, days) => {
    expect(findingsOf(message).durationDays).toBe(days);
  });
});
