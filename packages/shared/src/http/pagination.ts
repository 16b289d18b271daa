import { z } from 'zod';

/** Query parameters come as strings: accept digits only, so "abc", "-1" and "1.5" are refused with a readable message. */
export const positiveIntParam = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`));

export const PageQuerySchema = z.object({
  page: positiveIntParam('page', 10_000).optional(),
  pageSize: positiveIntParam('pageSize', 60).optional(),
});

export { DEFAULT_PAGE_SIZE } from './page-size.ts';

/** Envelope of every paged list. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
  });

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
