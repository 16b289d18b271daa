import { z } from 'zod';
import { DELIVERY_ZONES, PIN_CODE_MESSAGE, PIN_CODE_PATTERN, type DeliveryEstimate } from './delivery-zones.ts';

/** The query of GET /api/delivery/estimate: a 6-digit Indian PIN code (first digit 1-9). */
export const PinCodeSchema = z.string().trim().regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGE);
export const DeliveryEstimateQuerySchema = z.object({ pin: PinCodeSchema });

export const DeliveryEstimateSchema: z.ZodType<DeliveryEstimate> = z.object({
  pin: z.string(),
  zone: z.enum(DELIVERY_ZONES),
  serviceable: z.boolean(),
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
  message: z.string(),
});
