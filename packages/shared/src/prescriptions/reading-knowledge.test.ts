import { describe, expect, it } from 'vitest';
import { NameLexicon, ocrDistance } from './ocr-lexicon.ts';
import { parsePrescriptionText } from './parse-prescription.ts';

const rx = (...lines: string[]) => parsePrescriptionText(['Dr. A. Rao MBBS', 'Date: 02/03/2025', 'Rx', ...lines, 'Advice: rest'].join('\n')).medicines;

describe('strength from the brand name', () => {
  it('takes the number in the brand with its unit when the line writes none', () => {
    const [pantop, thyronorm, augmentin] = rx('1. Tab. Pantop 40  1-0-0 x 10 days', '2. Tab Thyronorm 50  1-0-0 x 1 month', '3. Tab Augmentin 625 Duo 1-0-1 x 5 days');
    expect(pantop).toMatchObject({ nameAsWritten: 'Pantop 40', strength: '40 mg', strengthFrom: 'name' });
    expect(thyronorm).toMatchObject({ strength: '50 mcg' });
    expect(augmentin).toMatchObject({ strength: '625 mg' });
  });

  it('keeps a liquid strength per volume from the line', () => {
    const [calpol] = rx('Syp Calpol 250 mg/5 ml  5 ml TDS x 3 days');
    expect(calpol).toMatchObject({ strength: '250 mg/5 ml', dose: '5 ml', frequency: 'TDS', strengthFrom: 'line' });
  });
});

describe('OCR near-misses against the lexicon', () => {
  it('corrects a handwritten brand and keeps what OCR read', () => {
    const [emeset, calpol] = rx('Syp Cweset 2 mg/5 ml  2.5 ml SOS', 'Syp Calpe 250 mg/5 ml   5 wl  TDS x 3 days');
    expect(emeset).toMatchObject({ nameAsWritten: 'Emeset', readAs: 'Cweset', flags: ['name_corrected'] });
    expect(calpol).toMatchObject({ nameAsWritten: 'Calpol', readAs: 'Calpe', dose: '5 ml' });
  });

  it('prices OCR confusions below other edits', () => {
    expect(ocrDistance('dornperidone', 'domperidone')).toBeLessThan(0.5);
    expect(ocrDistance('calpo1', 'calpol')).toBeLessThan(0.2);
    expect(ocrDistance('rinse', 'nise')).toBeGreaterThan(0.9);
  });

  it('does not correct a word that is close to two names, or a plain English word', () => {
    const lexicon = new NameLexicon();
    expect(lexicon.correct('water')).toBeNull();
    expect(lexicon.correct('Citralka')).toBeNull();
  });
});

describe('frequencies and durations as Indian prescriptions write them', () => {
  it("reads '1+0+1', a once-a-day timing and 'THRICE DAILY' in a table row", () => {
    const [norflox, omez, meftal] = rx('T. Norflox TZ  1+0+1  x5d', 'Cap. Omez 20     1 cap     Before breakfast   14 days', 'Tab. Meftal Spas      1 tab     THRICE DAILY       3 days');
    expect(norflox).toMatchObject({ frequency: '1-0-1', durationDays: 5 });
    expect(omez).toMatchObject({ frequency: 'OD', durationDays: 14 });
    expect(meftal).toMatchObject({ frequency: 'TDS', durationDays: 3 });
  });

  it('repairs misread dosing words', () => {
    const [shelcal] = rx('2. Tab She1cal 500  0-1-0  x 1 rnonth');
    expect(shelcal).toMatchObject({ nameAsWritten: 'Shelcal 500', strength: '500 mg', durationDays: 30 });
  });
});

describe('lines that are not medicines', () => {
  it("keeps 'Continue', advice about water, saline and follow-up tests out", () => {
    const medicines = rx('Tab. Dolo 650 1-0-1 x 3 days', 'ORS l pkt', 'in 1 lite water', 'Continue', 'SALINE nasal wash twice daily', 'Lipid profile after 3 months');
    expect(medicines.map((m) => m.nameAsWritten)).toEqual(['Dolo 650', 'ORS']);
    expect(medicines[1]).toMatchObject({ dose: '1 sachet' });
  });

  it("reads a 'Continue' before a form as the medicine it names", () => {
    expect(rx('Continue Tab. Telma 40 1-0-0').map((m) => m.nameAsWritten)).toEqual(['Telma 40']);
  });
});
