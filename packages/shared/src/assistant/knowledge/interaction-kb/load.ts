import classRulesJson from './class-rules.json' with { type: 'json' };
import duplicateClassesJson from './duplicate-classes.json' with { type: 'json' };
import profilesJson from './profiles.json' with { type: 'json' };
import {
  ClassRulesFileSchema,
  DuplicateClassesFileSchema,
  ProfilesFileSchema,
  type ClassRule,
  type DrugProfileEntry,
  type MonographExtension,
} from './schema.ts';

const profilesFile = ProfilesFileSchema.parse(profilesJson);

/** Medicines known only for their interactions. */
export const PROFILE_ENTRIES: readonly DrugProfileEntry[] = profilesFile.profiles;
/** Properties and brand names added to monographs, by monograph id. */
export const MONOGRAPH_EXTENSIONS: ReadonlyMap<string, MonographExtension> = new Map(profilesFile.extensions.map((e) => [e.id, e]));
/** The rules between classes and mechanisms. */
export const CLASS_RULES: readonly ClassRule[] = ClassRulesFileSchema.parse(classRulesJson).rules;
/** The classes checked for duplicate therapy, with the source they were reviewed against. */
export const DUPLICATE_CLASSES = DuplicateClassesFileSchema.parse(duplicateClassesJson);
