import { z } from 'zod';
import { DuplicateTherapyClassSchema } from './interaction-kb/duplicate-therapy-classes.ts';
import { InteractionSeveritySchema, ProductRefSchema, SaltRefSchema, SourceSchema } from './schemas.ts';

/** Where a medicine the customer already has comes from: an active prescription or an order of the last 90 days. */
export const MedicineOriginSchema = z.object({ kind: z.enum(['prescription', 'order']), id: z.number().int(), name: z.string() });
export type MedicineOrigin = z.infer<typeof MedicineOriginSchema>;

const NewSideSchema = z.object({ salt: SaltRefSchema, products: z.array(ProductRefSchema) });
const ExistingSideSchema = z.object({ salt: SaltRefSchema, origins: z.array(MedicineOriginSchema) });

/**
 * A warning about a new order's medicine against what the customer already takes (issue 23, item 4):
 * codes with parameters, the words are the web's; effect, advice and why are the knowledge base's English.
 */
export const CustomerMedicineWarningSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('interaction'),
    ruleId: z.string(),
    severity: InteractionSeveritySchema,
    ordered: NewSideSchema,
    existing: ExistingSideSchema,
    effect: z.string(),
    advice: z.string(),
    source: SourceSchema,
  }),
  z.object({
    code: z.literal('same_class'),
    drugClass: DuplicateTherapyClassSchema,
    why: z.string(),
    ordered: NewSideSchema,
    existing: ExistingSideSchema,
  }),
]);
export type CustomerMedicineWarning = z.infer<typeof CustomerMedicineWarningSchema>;

/** POST /api/ai/my-medicines-check (signed in): the checkout's products against the customer's other medicines. */
export const CustomerMedicinesResponseSchema = z.object({ warnings: z.array(CustomerMedicineWarningSchema) });
export type CustomerMedicinesResponse = z.infer<typeof CustomerMedicinesResponseSchema>;
