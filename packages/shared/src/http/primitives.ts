import { z } from 'zod';

/**
 * Largest id the database can hold: ids are 32-bit `integer`/`serial` columns, and PostgreSQL refuses
 * a bigger number outright (22003) instead of finding no row. Every id a client sends is checked
 * against it, so 2^31 is a 400 with a sentence, never a 500.
 */
export const MAX_ID = 2_147_483_647;

/** PostgreSQL cannot store U+0000 in text (22021) nor compare with it: no client string may carry it. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

export const nulMessage = (label: string) => `${label} must not contain the NUL character (U+0000)`;

/**
 * Every piece of free text a client sends: a string without U+0000. Chain `.trim()`, `.min()`,
 * `.max()` on it as on `z.string()`; `typeMessage` is the sentence for a value that is not a string.
 */
export const text = (label = 'Text', typeMessage?: string) =>
  z.string(typeMessage === undefined ? undefined : { message: typeMessage }).refine(hasNoNul, nulMessage(label));

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export const idSchema = (label = 'id') =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ID, `${label} must be at most ${MAX_ID}`);
export const IdSchema = idSchema();

/**
 * A whole number from 1 to `max` in a query or path parameter (they come as strings): digits only,
 * so "abc", "-1", "1.5" and "1e3" are refused with a readable message.
 */
export const positiveIntParam = (label: string, max: number, message?: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message ?? `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, message ?? `${label} must be at least 1`)
        .max(max, message ?? `${label} must be at most ${max}`),
    );

/** An id in a path (`/addresses/{id}`): 1 to MAX_ID; `message` replaces every sentence (e.g. 'Order not found'). */
export const idParam = (label = 'id', message?: string) => positiveIntParam(label, MAX_ID, message);

/** Params of a route named by a numeric `{id}`. */
export const IdParamsSchema = z.object({ id: idParam() });

/** A calendar day in a query (yyyy-mm-dd) that exists. */
export const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (yyyy-mm-dd)`)
    // Date.parse accepts 2026-02-30 (it rolls over): a real date reads back as itself.
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${label} must be a real date`);
