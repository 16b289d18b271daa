import { z } from 'zod';
import { MAX_CART_LINES } from '../../commerce/rules.ts';
import { DuplicateTherapyClassSchema } from './interaction-kb/duplicate-therapy-classes.ts';
import type { Monograph } from './types.ts';

/** Wire shapes of the knowledge base, used by /api/ai responses and the web. */
export const SourceSchema = z.object({ title: z.string(), url: z.string() });

export const MonographSchema = z.object({
  id: z.string(),
  name: z.string(),
  synonyms: z.array(z.string()),
  prescription: z.boolean(),
  uses: z.array(z.string()),
  howToTake: z.string(),
  usualAdultDose: z.object({ text: z.string() }),
  maxDailyDose: z.object({ text: z.string() }).nullable(),
  sideEffects: z.object({ common: z.array(z.string()), seekHelp: z.array(z.string()) }),
  warnings: z.object({ pregnancy: z.string(), alcohol: z.string(), driving: z.string(), other: z.array(z.string()) }),
  interactions: z.string(),
  storage: z.string(),
  sources: z.array(SourceSchema),
  reviewed: z.string(),
});
export type MonographDto = z.infer<typeof MonographSchema>;

export const InteractionSeveritySchema = z.enum(['severe', 'moderate', 'minor']);

export const InteractionSchema = z.object({
  ruleId: z.string(),
  level: z.enum(['contraindicated', 'avoid', 'caution', 'monitor']),
  a: z.string(),
  b: z.string(),
  severity: InteractionSeveritySchema,
  effect: z.string(),
  advice: z.string(),
  source: SourceSchema,
});

/** The public view of a monograph: the structured milligram figures stay on the server side. */
export function toMonographDto(monograph: Monograph): MonographDto {
  const {
    id,
    name,
    synonyms,
    prescription,
    uses,
    howToTake,
    usualAdultDose,
    maxDailyDose,
    sideEffects,
    warnings,
    interactions,
    storage,
    sources,
    reviewed,
  } = monograph;
  return {
    id,
    name,
    synonyms,
    prescription,
    uses,
    howToTake,
    interactions,
    storage,
    sources,
    reviewed,
    sideEffects,
    warnings,
    usualAdultDose: { text: usualAdultDose.text },
    maxDailyDose: maxDailyDose ? { text: maxDailyDose.text } : null,
  };
}

export const SaltRefSchema = z.object({ id: z.string(), name: z.string() });
export type SaltRef = z.infer<typeof SaltRefSchema>;
export const ProductRefSchema = z.object({ productId: z.number().int(), name: z.string() });
export type ProductRef = z.infer<typeof ProductRefSchema>;
/** Where a product's daily units came from: its own label, the monograph's usual frequency, or a doctor's prescribed dose. */
export const DailyDoseBasisSchema = z.enum(['label', 'monograph', 'prescribed']);
export type DailyDoseBasis = z.infer<typeof DailyDoseBasisSchema>;

/** One cart warning: a code and its parameters; the words are the web's (and the assistant's). */
export const CartSafetyWarningSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('same_salt'), salts: z.array(SaltRefSchema), products: z.array(ProductRefSchema) }),
  z.object({
    code: z.literal('interaction'),
    ruleId: z.string(),
    severity: InteractionSeveritySchema,
    a: z.object({ salt: SaltRefSchema, products: z.array(ProductRefSchema) }),
    b: z.object({ salt: SaltRefSchema, products: z.array(ProductRefSchema) }),
    effect: z.string(),
    advice: z.string(),
    source: SourceSchema,
  }),
  z.object({
    code: z.literal('same_class'),
    /** The class key (duplicate-classes.json); the web names it from its catalogue. */
    drugClass: DuplicateTherapyClassSchema,
    /** Why the duplicate matters, in the knowledge base's English. */
    why: z.string(),
    salts: z.array(z.object({ salt: SaltRefSchema, products: z.array(ProductRefSchema) })),
  }),
  z.object({
    code: z.literal('over_max_daily_dose'),
    salt: SaltRefSchema,
    totalMg: z.number(),
    maxMg: z.number(),
    maxText: z.string(),
    products: z.array(z.object({ product: ProductRefSchema, mgPerDay: z.number(), unitsPerDay: z.number(), basis: DailyDoseBasisSchema })),
  }),
]);
export type CartSafetyWarning = z.infer<typeof CartSafetyWarningSchema>;

export const CartSafetyResponseSchema = z.object({ warnings: z.array(CartSafetyWarningSchema) });
export type CartSafetyResponse = z.infer<typeof CartSafetyResponseSchema>;

/** POST /api/ai/cart-safety: the products of a cart (a visitor's, or any list the browser holds). */
export const CartSafetyBodySchema = z
  .object({
    productIds: z
      .array(
        z.number({ message: 'productIds must be numbers' }).int('productIds must be whole numbers').positive('productIds must be positive'),
      )
      .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} different items`),
  })
  .strict();
export type CartSafetyBody = z.infer<typeof CartSafetyBodySchema>;

/** GET /api/ai/drug-info/:id: the monographs of a product's salts (empty when the base has none). */
export const DrugInfoResponseSchema = z.object({
  productId: z.number().int(),
  activeIngredient: z.string().nullable(),
  monographs: z.array(MonographSchema),
  /** Ingredients of the product without a monograph (herbal, cosmetic, mixtures), as written on the label. */
  notCovered: z.array(z.string()),
});
export type DrugInfoResponse = z.infer<typeof DrugInfoResponseSchema>;
