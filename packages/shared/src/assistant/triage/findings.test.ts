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

  // An age, a sugar or a pulse is not a temperature: only a reading with its unit, or a bare number
  // beside a fever word, is (a 35-year-old with fever had switched off every fever rule as 35 °C).
  it.each([
    ['A 35-year-old man with abdominal pain and fever since last night', null],
    ['I am 39 and have had a fever for 2 days', null],
    ['meri umar 36 saal hai, bukhar hai', null],
    ['sugar 105 fasting, mild fever', null],
    ['pulse 100, fever since morning', null],
    ['BP 100/70 and fever', null],
    ['fever 102 since yesterday', 38.9],
    ['bukhar 101 hai', 38.3],
    ['temperature of 38.5 C', 38.5],
    ['temp 39', 39],
    ['103 F fever', 39.4],
    ['38 degree bukhar', 38],
    ['बुखार 102 है', 38.9],
    ['had fever, checked it: 100.4', 38],
  ])('%s: temperature %s °C', (message, celsius) => {
    expect(findingsOf(message).tempC).toBe(celsius);
  });
});
