import { describe, expect, it } from 'vitest';
import { findDrug, searchDrugs } from './drugs.ts';

describe('Indian brand names and the spellings people type (issue 23 item 2)', () => {
  it.each([
    ['Glycomet', 'metformin'],
    ['Thyronorm', 'levothyroxine'],
    ['Ecosprin', 'aspirin'],
    ['Zerodol', 'aceclofenac'],
    ['Montair', 'montelukast'],
    ['Azithral', 'azithromycin'],
    ['Taxim-O', 'cefixime'],
    ['Pantocid', 'pantoprazole'],
    ['Telma', 'telmisartan'],
    ['Clopilet', 'clopidogrel'],
    ['Wysolone', 'prednisolone'],
    ['Serlift', 'sertraline'],
    ['Alprax', 'alprazolam'],
    ['Valparin', 'sodium-valproate'],
    ['Acitrom', 'acenocoumarol'],
    ['Finpecia', 'finasteride'],
    ['Perinorm', 'metoclopramide'],
    ['cetrizine', 'cetirizine'],
    ['parasitamol', 'paracetamol'],
    ['amoxicilin', 'amoxicillin'],
  ])('%s → %s', (name, id) => expect(findDrug(name)?.id).toBe(id));

  it('reads brands in a Hinglish question as their salts', () => {
    expect(searchDrugs('Thyronorm ke saath Shelcal aur Glycomet le sakte hain?').map((d) => d.id)).toEqual(['levothyroxine', 'metformin']);
    expect(searchDrugs('kya Alprax aur Ultracet saath mein le sakta hu').map((d) => d.id)).toEqual(['alprazolam']);
  });
});
