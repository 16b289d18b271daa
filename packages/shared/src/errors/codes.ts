import { z } from 'zod';

/** The one error vocabulary of Dawa: services throw these codes, the HTTP layer maps them to statuses. */
export const ErrorCodeSchema = z.enum([
  'invalid_input',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'out_of_stock',
  'prescription_required',
  'slot_unavailable',
  'payment_failed',
  'rate_limited',
  /** The development site lock is on and this browser has not unlocked it. */
  'locked',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
  /** This instance is shutting down (or not ready yet): try again, another instance answers. */
  'unavailable',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  prescription_required: 422,
  slot_unavailable: 409,
  payment_failed: 402,
  rate_limited: 429,
  locked: 423,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500,
  unavailable: 503,
};

/** Body of every non-2xx answer of the API. */
export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Tells apart refusals that share a code, for screens that answer them differently (e.g. 'two_factor_setup_required'). */
  reason: z.string().optional(),
  /**
   * The values the sentence of `reason` names ({ name: 'Dolo 650', available: 3 }): the browser writes
   * the sentence in the reader's language from the `errors` catalogue (decision 038); `message` stays
   * the English text for API callers and logs.
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
