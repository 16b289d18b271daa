import classRulesJson from './class-rules.json' with { type: 'json' };
import profilesJson from './profiles.json' with { type: 'json' };
import { ClassRulesFileSchema, ProfilesFileSchema, type ClassRule, type DrugProfileEntry, type MonographExtension } from './schema.ts';

const profilesFile = ProfilesFileSchema.parse(profilesJson);

/** Medicines known only for their interactions. */
export const PROFILE_ENTRIES: readonly DrugProfileEntry[] = profilesFile.profiles;
/** Properties and brand names added to monographs, by monograph id. */
export const MONOGRAPH_EXTENSIONS: ReadonlyMap<string, MonographExtension> = new Map(profilesFile.extensions.map((e) => [e.id, e]));
/** The rules between classes and mechanisms. */
export const CLASS_RULES: readonly ClassRule[] = ClassRulesFileSchema.parse(classRulesJson).rules;
