import { describe, expect, it } from 'vitest';
import { packUnits, packWord, savingPerPack } from './substitutes.ts';

describe('substitution savings', () => {
  it.each([
    ['15 tablets', 15],
    [' 10 capsules', 10],
    ['100 ml bottle', 100],
    ['30 g tube', 30],
    ['Strip', 1],
    [null, 1],
    ['0 tablets', 1],
  ])('packUnits(%j) = %d', (pack, units) => expect(packUnits(pack)).toBe(units));

  it('compares per unit on the reference pack, and shows no saving when the substitute is not cheaper', () => {
    expect(savingPerPack({ pricePaise: 10_000, packSize: '10 tablets' }, { pricePaise: 9_000, packSize: '15 tablets' })).toBe(4_000);
    expect(savingPerPack({ pricePaise: 3_000, packSize: '15 tablets' }, { pricePaise: 1_800, packSize: '15 tablets' })).toBe(1_200);
    expect(savingPerPack({ pricePaise: 3_000, packSize: '15 tablets' }, { pricePaise: 3_000, packSize: '15 tablets' })).toBeNull();
    expect(savingPerPack({ pricePaise: 3_000, packSize: '10 tablets' }, { pricePaise: 4_000, packSize: '10 tablets' })).toBeNull();
  });

  it('quotes tablets and capsules per strip, the rest per pack', () => {
    expect(packWord('Tablet')).toBe('strip');
    expect(packWord('Capsule')).toBe('strip');
    expect(packWord('Syrup')).toBe('pack');
    expect(packWord(null)).toBe('pack');
  });
});
