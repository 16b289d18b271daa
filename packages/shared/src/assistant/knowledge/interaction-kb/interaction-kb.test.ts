import { describe, expect, it } from 'vitest';
import { allDrugProfiles, findDrug } from '../drugs.ts';
import { allMonographs } from '../lookup.ts';
import { CLASS_RULES, DUPLICATE_CLASSES, MONOGRAPH_EXTENSIONS, PROFILE_ENTRIES } from './load.ts';

describe('the interaction knowledge base (issue 23)', () => {
  it('every rule names classes some medicine has, so no rule is dead data', () => {
    const held = new Set(allDrugProfiles().flatMap((d) => [...d.properties]));
    const dead = CLASS_RULES.flatMap((r) => [r.a, r.b].filter((p) => !held.has(p)).map((p) => `${r.id}: ${p}`));
    expect(dead).toEqual([]);
  });

  it('every duplicate-therapy class is held by at least two medicines', () => {
    const lonely = DUPLICATE_CLASSES.classes.filter((c) => allDrugProfiles().filter((d) => d.properties.has(c.drugClass)).length < 2);
    expect(lonely.map((c) => c.drugClass)).toEqual([]);
  });

  it('rule ids are unique and every rule has a source and a review date', () => {
    expect(new Set(CLASS_RULES.map((r) => r.id)).size).toBe(CLASS_RULES.length);
    for (const r of CLASS_RULES) {
      expect(r.source.url).toMatch(/^https:\/\//);
      expect(r.advice).toMatch(/doctor or pharmacist/);
    }
  });

  it('every monograph is a medicine the checker knows, and every extension extends a monograph', () => {
    const ids = new Set(allMonographs().map((m) => m.id));
    for (const m of allMonographs()) expect(findDrug(m.name)?.id).toBe(m.id);
    for (const id of MONOGRAPH_EXTENSIONS.keys()) expect(ids.has(id)).toBe(true);
    for (const entry of PROFILE_ENTRIES) expect(findDrug(entry.name)?.id).toBe(entry.id);
  });

  it('Indian brands and Devanagari names find their salt', () => {
    expect(findDrug('Viagra')?.id).toBe('sildenafil');
    expect(findDrug('Acitrom')?.id).toBe('acenocoumarol');
    expect(findDrug('Sorbitrate')?.id).toBe('isosorbide-dinitrate');
    expect(findDrug('वारफेरिन')?.id).toBe('warfarin');
    expect(findDrug('zorbaxitol')).toBeNull();
  });
});
