import { z } from 'zod';
import { pagedSchema } from '../http/pagination.ts';
import { DOCUMENT_CATEGORIES } from './documents-rules.ts';

/** One uploaded file as Uploaded Documents lists it (never its bytes: those come through the file route). */
export const AdminDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  ownerUserId: z.number().int().nullable(),
  ownerEmail: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  contentType: z.string(),
  createdAt: z.string(),
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;

export const AdminDocumentListQuerySchema = z
  .object({
    category: z.enum(DOCUMENT_CATEGORIES, { message: 'Unknown category' }).optional(),
    page: z.string().regex(/^\d{1,5}$/, 'page must be a whole number').transform(Number).pipe(z.number().min(1, 'page must be at least 1')).optional(),
  })
  .strict();
export type AdminDocumentListQuery = z.infer<typeof AdminDocumentListQuerySchema>;

export const AdminDocumentListResponseSchema = pagedSchema(AdminDocumentSchema);
export type AdminDocumentListResponse = z.infer<typeof AdminDocumentListResponseSchema>;

export const AdminDocumentParamsSchema = z.object({ id: z.string().regex(/^\d{1,15}$/, 'Unknown document').transform(Number) }).strict();
