/**
 * Set 2's medicine list: brands and generics often seen on Indian outpatient prescriptions, grouped by
 * the complaint they are written for, with a usual schedule from their labels. Written for this set
 * alone (not taken from set 1's generator or the catalogue seed); test data only, not dosing advice.
 * Source: the products' Indian pack labels and prescribing information as commonly printed; version 1.
 */
import { z } from 'zod';

const RegimenSchema = z.object({ frequency: z.string(), days: z.number().int().positive().nullable() });
export const Set2MedicineSchema = z.object({
  /** As a doctor writes it; a number that is part of the brand ('Dolo 650') stays in the name. */
  name: z.string(),
  form: z.enum(['Tab.', 'Cap.', 'Syp.', 'Susp.', 'Cream', 'Oint.', 'Gel', 'Inh.', 'Sachet', 'Drops']),
  /** The strength a pharmacist would read; null where the brand states none ('Montair LC'). */
  strength: z.string().nullable(),
  /** Whether the strength is already in the name as a bare number ('Pan 40' for 40 mg). */
  strengthInName: z.boolean(),
  dose: z.string(),
  regimens: z.array(RegimenSchema).min(1),
});
export type Set2Medicine = z.infer<typeof Set2MedicineSchema>;

const m = (
  name: string,
  form: Set2Medicine['form'],
  strength: string | null,
  strengthInName: boolean,
  dose: string,
  ...regimens: Array<[string, number | null]>
): Set2Medicine =>
  Set2MedicineSchema.parse({
    name,
    form,
    strength,
    strengthInName,
    dose,
    regimens: regimens.map(([frequency, days]) => ({ frequency, days })),
  });

export const COMPLAINTS = {
  fever: [
    m('Dolo 650', 'Tab.', '650 mg', true, '1 tab', ['TDS', 3], ['SOS', null], ['1-1-1', 3]),
    m('Paracetamol', 'Tab.', '500 mg', false, '1 tab', ['TDS', 3], ['QID', 3]),
    m('Azithral 500', 'Tab.', '500 mg', true, '1 tab', ['OD', 3], ['1-0-0', 5]),
    m('Augmentin 625 Duo', 'Tab.', '625 mg', true, '1 tab', ['BD', 5], ['1-0-1', 7]),
    m('Taxim-O 200', 'Tab.', '200 mg', true, '1 tab', ['BD', 5], ['1-0-1', 7]),
    m('Amoxicillin', 'Cap.', '500 mg', false, '1 cap', ['TDS', 5], ['1-1-1', 7]),
    m('Levocet 5', 'Tab.', '5 mg', true, '1 tab', ['HS', 5], ['0-0-1', 7]),
    m('Montair LC', 'Tab.', null, false, '1 tab', ['HS', 10], ['0-0-1', 14]),
    m('Ascoril LS', 'Syp.', null, false, '5 ml', ['TDS', 5], ['BD', 7]),
    m('Allegra 120', 'Tab.', '120 mg', true, '1 tab', ['OD', 5], ['1-0-0', 10]),
    m('Calpol', 'Syp.', '250 mg/5 ml', false, '5 ml', ['TDS', 3], ['SOS', null]),
    m('Limcee 500', 'Tab.', '500 mg', true, '1 tab', ['OD', 10], ['1-0-0', 15]),
  ],
  stomach: [
    m('Pan 40', 'Tab.', '40 mg', true, '1 tab', ['OD', 14], ['1-0-0', 7]),
    m('Pantoprazole', 'Tab.', '40 mg', false, '1 tab', ['OD', 10], ['BD', 7]),
    m('Pan-D', 'Cap.', null, false, '1 cap', ['1-0-0', 10], ['OD', 14]),
    m('Omez 20', 'Cap.', '20 mg', true, '1 cap', ['BD', 7], ['1-0-1', 14]),
    m('Ondem 4', 'Tab.', '4 mg', true, '1 tab', ['SOS', null], ['TDS', 2]),
    m('Domstal 10', 'Tab.', '10 mg', true, '1 tab', ['TDS', 5], ['1-1-1', 3]),
    m('Metrogyl 400', 'Tab.', '400 mg', true, '1 tab', ['TDS', 5], ['1-1-1', 5]),
    m('Norflox-TZ', 'Tab.', null, false, '1 tab', ['BD', 5], ['1-0-1', 3]),
    m('Econorm', 'Sachet', '250 mg', false, '1 sachet', ['BD', 3], ['1-0-1', 5]),
    m('Cyclopam', 'Tab.', null, false, '1 tab', ['SOS', null], ['TDS', 3]),
    m('Cremaffin Plus', 'Syp.', null, false, '15 ml', ['HS', 10], ['0-0-1', 7]),
  ],
  chronic: [
    m('Telma 40', 'Tab.', '40 mg', true, '1 tab', ['OD', 30], ['1-0-0', 90]),
    m('Amlong 5', 'Tab.', '5 mg', true, '1 tab', ['1-0-0', 30], ['OD', 90]),
    m('Glycomet 500', 'Tab.', '500 mg', true, '1 tab', ['1-0-1', 30], ['BD', 90]),
    m('Metformin', 'Tab.', '500 mg', false, '1 tab', ['BD', 30], ['1-0-1', 90]),
    m('Atorva 10', 'Tab.', '10 mg', true, '1 tab', ['0-0-1', 30], ['HS', 90]),
    m('Rosuvas 10', 'Tab.', '10 mg', true, '1 tab', ['HS', 30], ['0-0-1', 90]),
    m('Ecosprin 75', 'Tab.', '75 mg', true, '1 tab', ['0-1-0', 30], ['OD', 90]),
    m('Clopilet 75', 'Tab.', '75 mg', true, '1 tab', ['OD', 30], ['1-0-0', 90]),
    m('Thyronorm', 'Tab.', '50 mcg', false, '1 tab', ['1-0-0', 90], ['OD', 30]),
    m('Losar 50', 'Tab.', '50 mg', true, '1 tab', ['OD', 30], ['1-0-0', 30]),
    m('Shelcal 500', 'Tab.', '500 mg', true, '1 tab', ['0-1-0', 30], ['OD', 90]),
    m('Becosules', 'Cap.', null, false, '1 cap', ['OD', 30], ['1-0-0', 15]),
  ],
  pain: [
    m('Zerodol-SP', 'Tab.', null, false, '1 tab', ['BD', 5], ['1-0-1', 7]),
    m('Aceclofenac', 'Tab.', '100 mg', false, '1 tab', ['BD', 5], ['1-0-1', 3]),
    m('Ultracet', 'Tab.', null, false, '1 tab', ['SOS', null], ['BD', 5]),
    m('Volini', 'Gel', null, false, 'Apply', ['TDS', 7], ['BD', 10]),
    m('Calcirol', 'Sachet', '60000 IU', false, '1 sachet', ['weekly', 56], ['weekly', 28]),
    m('Neurobion Forte', 'Tab.', null, false, '1 tab', ['OD', 30], ['1-0-0', 30]),
    m('Etoshine 90', 'Tab.', '90 mg', true, '1 tab', ['OD', 5], ['1-0-0', 7]),
  ],
  skin: [
    m('Candid-B', 'Cream', null, false, 'Apply', ['BD', 14], ['BD', 21]),
    m('Fluconazole', 'Tab.', '150 mg', false, '1 tab', ['weekly', 28], ['weekly', 14]),
    m('Atarax 25', 'Tab.', '25 mg', true, '1 tab', ['HS', 7], ['0-0-1', 10]),
    m('T-Bact', 'Oint.', null, false, 'Apply', ['TDS', 7], ['BD', 5]),
  ],
  breathing: [
    m('Asthalin', 'Inh.', '100 mcg', false, '2 puffs', ['SOS', null], ['QID', 7]),
    m('Montair 10', 'Tab.', '10 mg', true, '1 tab', ['HS', 30], ['0-0-1', 14]),
    m('Deriphyllin Retard 150', 'Tab.', '150 mg', true, '1 tab', ['BD', 10], ['1-0-1', 7]),
    m('Budecort', 'Inh.', '200 mcg', false, '2 puffs', ['BD', 30], ['1-0-1', 14]),
  ],
} as const satisfies Record<string, readonly Set2Medicine[]>;
export type Complaint = keyof typeof COMPLAINTS;
