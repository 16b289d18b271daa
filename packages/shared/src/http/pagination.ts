import { z } from 'zod';
import { positiveIntParam } from './primitives.ts';

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
