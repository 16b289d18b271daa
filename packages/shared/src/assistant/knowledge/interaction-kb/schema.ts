import { z } from 'zod';
import { SourceSchema } from '../schemas.ts';
import { DuplicateTherapyClassSchema } from './duplicate-therapy-classes.ts';

/**
 * The shapes of the interaction knowledge base (issue 23): which classes and mechanisms each
 * medicine has (profiles.json) and the rules between classes (class-rules.json). Data, checked here
 * when loaded, so a typo in a file fails every test that touches the checker.
 */

/** The four levels of an interaction, most serious first. */
export const INTERACTION_LEVELS = ['contraindicated', 'avoid', 'caution', 'monitor'] as const;
export const InteractionLevelSchema = z.enum(INTERACTION_LEVELS);
export type InteractionLevel = z.infer<typeof InteractionLevelSchema>;

/** Mechanisms and classes beyond the monographs' own classes (types.ts DrugClass). */
export const MECHANISM_PROPERTIES = [
  'cyp3a4-strong-inhibitor',
  'cyp3a4-moderate-inhibitor',
  'cyp3a4-strong-inducer',
  'cyp3a4-sensitive',
  'cyp1a2-strong-inhibitor',
  'cyp1a2-moderate-inhibitor',
  'pgp-inhibitor',
  'pgp-inhibitor-moderate',
  'statin-cyp3a4-sensitive',
  'statin-cyp3a4',
  'statin-transport-inhibitor',
  'fusidic-acid',
  'colchicine',
  'calcineurin-inhibitor',
  'doac-cyp3a4',
  'vitamin-k-antagonist',
  'warfarin-potentiator-strong',
  'azole-antifungal',
  'mao-inhibitor',
  'lithium',
  'thiazide',
  'methotrexate',
  'antifolate',
  'potassium-raising',
  'benzodiazepine',
  'gabapentinoid',
  'tizanidine',
  'theophylline',
  'theophylline-raiser',
  'digoxin',
  'domperidone',
  'carbamazepine',
  'qt-high-risk',
  'thiopurine',
  'xanthine-oxidase-inhibitor',
  'hormonal-contraceptive',
  'nephrotoxic',
  'rate-limiting-calcium-channel-blocker',
] as const;

/** Classes a monograph names (types.ts DrugClass): those rules name, then those that only say what a medicine is. */
export const DRUG_CLASSES = [
  'nsaid',
  'salicylate',
  'paracetamol',
  'opioid',
  'sedating-antihistamine',
  'antihistamine',
  'decongestant',
  'antiplatelet',
  'anticoagulant',
  'ace-inhibitor',
  'arb',
  'diuretic',
  'potassium-sparing',
  'beta-blocker',
  'calcium-channel-blocker',
  'nitrate',
  'statin',
  'macrolide',
  'fluoroquinolone',
  'penicillin',
  'cephalosporin',
  'tetracycline',
  'antibiotic',
  'ppi',
  'h2-blocker',
  'antacid',
  'sulfonylurea',
  'antidiabetic',
  'insulin',
  'ssri',
  'corticosteroid',
  'serotonergic',
  'cns-depressant',
  'qt-prolonging',
  'iron',
  'calcium',
  'thyroid',
  'antiepileptic',
  'pde5-inhibitor',
  'alpha-blocker',
  'potassium',
  // No rule names these yet: they say what the medicine is, so every salt we sell has a class (issue 23 item 2).
  'vitamin',
  'mineral',
  'supplement',
  'expectorant',
  'mucolytic',
  'bronchodilator',
  'inhaled-corticosteroid',
  'topical-corticosteroid',
  'leukotriene-antagonist',
  'antiseptic',
  'antifungal',
  'emollient',
  'skin-protectant',
  'counterirritant',
  'stimulant',
  'analgesic',
  'enzyme',
  'antispasmodic',
  'antiflatulent',
  'local-anaesthetic',
  'adsorbent',
  'nasal-decongestant',
  'antiallergic-eye',
  'antivertigo',
  'progestogen',
  'estrogen',
  'bile-acid',
  'antiparkinson',
  'scabicide',
  'fibrate',
  'antianginal',
  'antiarrhythmic',
  'antidepressant',
  'mood-stabiliser',
  'antipsychotic',
  'anxiolytic',
  'sedative-hypnotic',
  'triptan',
  'muscle-relaxant',
  'dementia',
  'antiemetic',
  'laxative',
  'antidiarrhoeal',
  'prokinetic',
  'mucosal-protectant',
  'aminosalicylate',
  'antimalarial',
  'antitubercular',
  'antiviral',
  'anthelmintic',
  'antiprotozoal',
  'aminoglycoside',
  'glycopeptide',
  'sulfonamide',
  'urinary-antispasmodic',
  '5-alpha-reductase-inhibitor',
  'bisphosphonate',
  'antithyroid',
  'immunosuppressant',
  'dmard',
  'antigout',
  'antifibrinolytic',
  'fertility',
  'aromatase-inhibitor',
  'retinoid',
  'lipid-lowering',
  'vasodilator',
  'hormone',
] as const;
export type DrugClass = (typeof DRUG_CLASSES)[number];

export const InteractionPropertySchema = z.enum([...DRUG_CLASSES, ...MECHANISM_PROPERTIES]);
export type InteractionProperty = z.infer<typeof InteractionPropertySchema>;

const ReviewedSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'reviewed must be YYYY-MM-DD');

/** A medicine known here only for its interactions (no monograph yet). */
export const DrugProfileEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(2),
    synonyms: z.array(z.string().min(2)),
    properties: z.array(InteractionPropertySchema).min(1),
    prescription: z.boolean(),
    source: SourceSchema,
    reviewed: ReviewedSchema,
  })
  .strict();
export type DrugProfileEntry = z.infer<typeof DrugProfileEntrySchema>;

/** More properties and Indian brand names for a salt that has a monograph. */
export const MonographExtensionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    synonyms: z.array(z.string().min(2)),
    properties: z.array(InteractionPropertySchema),
    reviewed: ReviewedSchema,
  })
  .strict();
export type MonographExtension = z.infer<typeof MonographExtensionSchema>;

export const ProfilesFileSchema = z
  .object({
    edition: ReviewedSchema,
    about: z.string(),
    profiles: z.array(DrugProfileEntrySchema),
    extensions: z.array(MonographExtensionSchema),
  })
  .strict();

export const ClassRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    a: InteractionPropertySchema,
    b: InteractionPropertySchema,
    level: InteractionLevelSchema,
    effect: z.string().min(20),
    advice: z.string().min(20),
    source: SourceSchema,
    reviewed: ReviewedSchema,
  })
  .strict();
export type ClassRule = z.infer<typeof ClassRuleSchema>;

export const ClassRulesFileSchema = z
  .object({ edition: ReviewedSchema, about: z.string(), rules: z.array(ClassRuleSchema).min(1) })
  .strict();

/** A class where two different medicines together are usually one treatment twice (duplicate-classes.json). */
export const DuplicateClassSchema = z.object({ drugClass: DuplicateTherapyClassSchema, why: z.string().min(20) }).strict();
export type DuplicateClass = z.infer<typeof DuplicateClassSchema>;

export const DuplicateClassesFileSchema = z
  .object({
    edition: ReviewedSchema,
    about: z.string(),
    classes: z.array(DuplicateClassSchema).min(1),
    source: SourceSchema,
    reviewed: ReviewedSchema,
  })
  .strict();
