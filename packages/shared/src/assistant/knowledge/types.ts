import type { DrugClass as DrugClassOfSchema, InteractionLevel } from './interaction-kb/schema.ts';

/**
 * The drug knowledge base (decision 036): monographs of the salts we sell and the known interacting
 * pairs among them, written for this project in plain English from the sources each entry lists.
 * Pure data; nothing here is copied from a licensed monograph.
 */

/** Where a monograph or an interaction comes from. */
export interface Source {
  title: string;
  url: string;
}

/**
 * Families a salt belongs to. Interaction rules may name a class instead of a salt so that, for
 * example, one rule covers every pair of NSAIDs.
 */
export type DrugClass = DrugClassOfSchema;

/** A usual adult dose, in words and, where a dose can be summed, in milligrams. */
export interface UsualDose {
  text: string;
  /** Milligrams of the salt in one usual dose; absent for topicals, inhalers and insulin. */
  mgPerDose?: number;
  /** How many times a day the usual dose is taken (1 for once a day). */
  dosesPerDay?: number;
  /** Times a day for sustained/extended/modified-release forms (usually 1 or 2); absent means 1. */
  modifiedReleaseDosesPerDay?: number;
}

export interface MaxDailyDose {
  text: string;
  /**
   * The most milligrams of the salt an adult should take in 24 hours; absent where the limit is in
   * other units (IU) or per elemental amount that labels state inconsistently (calcium, zinc).
   */
  mg?: number;
}

export interface Monograph {
  /** Stable id, the salt's name in kebab case: 'paracetamol', 'amoxicillin'. */
  id: string;
  /** The name shown, as Indian labels spell it: 'Paracetamol'. */
  name: string;
  /** Other names the salt goes by (USAN, salt forms, common short names), matched case-insensitively. */
  synonyms: string[];
  classes: DrugClass[];
  /** True when Indian rules sell it only on prescription (Schedule H/H1/X). */
  prescription: boolean;
  uses: string[];
  howToTake: string;
  usualAdultDose: UsualDose;
  maxDailyDose?: MaxDailyDose;
  sideEffects: {
    common: string[];
    /** Effects that need a doctor straight away. */
    seekHelp: string[];
  };
  warnings: {
    pregnancy: string;
    alcohol: string;
    driving: string;
    other: string[];
  };
  /** Interactions in words; the checkable pairs are in the interaction table. */
  interactions: string;
  storage: string;
  sources: Source[];
  /** The date the entry was last checked against its sources (YYYY-MM-DD). */
  reviewed: string;
}

export type InteractionSeverity = 'severe' | 'moderate' | 'minor';

/** One side of an interaction rule: a salt id or a whole class. */
export type InteractionParty = { salt: string } | { drugClass: DrugClass };

export interface InteractionRule {
  id: string;
  a: InteractionParty;
  b: InteractionParty;
  severity: InteractionSeverity;
  /** What happens, in plain words. */
  effect: string;
  /** What to do: always ends with asking a doctor or pharmacist. */
  advice: string;
  source: Source;
}

/** An interaction found between two named salts. */
export interface Interaction {
  ruleId: string;
  /** One of four levels (issue 23); severity is the same level in the three words the cart and web show. */
  level: InteractionLevel;
  /** Monograph ids of the two salts, in the order they were asked about. */
  a: string;
  b: string;
  severity: InteractionSeverity;
  effect: string;
  advice: string;
  source: Source;
}

/** One ingredient of an active-ingredient line such as 'Paracetamol 325 mg + Ibuprofen 400 mg'. */
export interface CompositionPart {
  /** The ingredient as written, without its strength: 'Cetirizine hydrochloride'. */
  name: string;
  /** The strength as written: '325 mg', '1% w/w', '60000 IU'; null when none is given. */
  strength: string | null;
  /** Milligrams per unit (tablet, capsule, stated volume) when the strength is a mass; else null. */
  mg: number | null;
  /** The line marks the product as sustained, extended, prolonged or modified release. */
  modifiedRelease: boolean;
}
