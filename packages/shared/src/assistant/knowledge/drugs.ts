import { MONOGRAPH_EXTENSIONS, PROFILE_ENTRIES } from './interaction-kb/load.ts';
import type { InteractionProperty } from './interaction-kb/schema.ts';
import { allMonographs } from './lookup.ts';
import { DEVANAGARI_IDS, devanagariNamesOf } from './devanagari-names.ts';
import { normalizeName, withoutSaltWords } from './normalize.ts';
import type { Monograph } from './types.ts';

/**
 * A medicine as the interaction checker sees it: its classes and mechanisms. Every monograph is
 * one (its classes plus the knowledge base's extensions); so is every medicine profiled only for
 * interactions (issue 23), which has no monograph to show yet.
 */
export interface DrugProfile {
  id: string;
  name: string;
  properties: ReadonlySet<InteractionProperty>;
  /** Null for a medicine known only for its interactions. */
  monograph: Monograph | null;
}

let profiles: Map<string, DrugProfile> | null = null;
let names: Map<string, DrugProfile> | null = null;

function build(): { byId: Map<string, DrugProfile>; byName: Map<string, DrugProfile> } {
  if (profiles && names) return { byId: profiles, byName: names };
  const byId = new Map<string, DrugProfile>();
  const byName = new Map<string, DrugProfile>();
  const claim = (name: string, profile: DrugProfile) => {
    const key = normalizeName(name);
    const existing = byName.get(key);
    if (existing && existing.id !== profile.id) throw new Error(`Name '${name}' is claimed by ${existing.id} and ${profile.id}`);
    byName.set(key, profile);
  };
  for (const m of allMonographs()) {
    const extension = MONOGRAPH_EXTENSIONS.get(m.id);
    const profile: DrugProfile = {
      id: m.id,
      name: m.name,
      monograph: m,
      properties: new Set([...m.classes, ...(extension?.properties ?? [])]),
    };
    byId.set(m.id, profile);
    for (const name of [m.id, m.name, ...m.synonyms, ...(extension?.synonyms ?? []), ...devanagariNamesOf(m.id)]) claim(name, profile);
  }
  for (const id of MONOGRAPH_EXTENSIONS.keys()) if (!byId.has(id)) throw new Error(`Extension for unknown monograph '${id}'`);
  for (const entry of PROFILE_ENTRIES) {
    if (byId.has(entry.id)) throw new Error(`Profile '${entry.id}' duplicates a monograph or profile; use an extension`);
    const profile: DrugProfile = { id: entry.id, name: entry.name, monograph: null, properties: new Set(entry.properties) };
    byId.set(entry.id, profile);
    for (const name of [entry.id, entry.name, ...entry.synonyms, ...devanagariNamesOf(entry.id)]) claim(name, profile);
  }
  for (const id of DEVANAGARI_IDS) if (!byId.has(id)) throw new Error(`Devanagari names for unknown medicine '${id}'`);
  profiles = byId;
  names = byName;
  return { byId, byName };
}

/** Every medicine the checker knows. */
export function allDrugProfiles(): DrugProfile[] {
  return [...build().byId.values()];
}

/** The checker's view of a monograph. */
export function profileOfMonograph(m: Monograph): DrugProfile {
  const found = build().byId.get(m.id);
  if (!found) throw new Error(`No profile for monograph ${m.id}`);
  return found;
}

/** The medicine named (salt, synonym or Indian brand), tolerant of case and salt words; null when unknown. */
export function findDrug(text: string | null | undefined): DrugProfile | null {
  if (!text) return null;
  const { byName } = build();
  const candidates = [text.replace(/\([^()]*\)/g, ' '), text, ...[...text.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? '')];
  for (const candidate of candidates) {
    const key = normalizeName(candidate);
    if (!key) continue;
    const found = byName.get(key) ?? byName.get(withoutSaltWords(key));
    if (found) return found;
  }
  return null;
}

/**
 * The medicines named anywhere in free text, in the order they appear: whole words only, longest
 * name first so 'levocetirizine' is not read as 'cetirizine'.
 */
export function searchDrugs(text: string): DrugProfile[] {
  const haystack = ` ${normalizeName(text)} `;
  const hits: { at: number; drug: DrugProfile }[] = [];
  const entries = [...build().byName.entries()].sort((x, y) => y[0].length - x[0].length);
  let masked = haystack;
  for (const [name, drug] of entries) {
    const at = masked.indexOf(` ${name} `);
    if (at < 0) continue;
    if (!hits.some((h) => h.drug.id === drug.id)) hits.push({ at, drug });
    masked = masked.replaceAll(` ${name} `, ` ${'#'.repeat(name.length)} `);
  }
  return hits.sort((x, y) => x.at - y.at).map((h) => h.drug);
}
