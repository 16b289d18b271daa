import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ADMIN_PRODUCT_IMAGE_MAX_BYTES,
  ADMIN_PRODUCT_IMPORT_MAX_BYTES,
  AdminCreateProductBodySchema,
  AdminProductIdParamsSchema,
  AdminProductImportErrorBodySchema,
  AdminProductImportResponseSchema,
  AdminProductListQuerySchema,
  AdminProductListResponseSchema,
  AdminProductSchema,
  AdminUpdateProductBodySchema,
} from '@dawa/shared/admin/products';
import { AppError } from '../../lib/app-error.ts';
import { readSingleFile } from '../../lib/multipart-errors.ts';
import { PRODUCT_IMAGE_MESSAGES } from '../../modules/catalog/admin-products.service.ts';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

const IMAGE_FIELD = 'image';
const NO_IMAGE = `Send the image as multipart/form-data in an '${IMAGE_FIELD}' file field.`;
const CSV_FIELD = 'file';
const NO_CSV = `Send the CSV as text/csv, or as multipart/form-data in a '${CSV_FIELD}' file field.`;

/** Reads a multipart upload's one file (its field must be `field`); the parser's limits become readable 4xx. */
/** What a single-file form answers for each way it can be wrong (readSingleFile). */
const formMessages = (missing: string, tooLarge: string) => ({ missing, tooLarge, tooMany: missing, wrongShape: missing });

/** Product Management of the admin dashboard: /api/admin/products (admins only, checked before anything is read). */
export const adminProductRoutes = staffRoutes(['admin'], async (app) => {
  const { adminProducts } = app.services;
  await app.register(multipart, { limits: { fileSize: ADMIN_PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: ADMIN_PRODUCT_IMPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // Who acts (for the audit log), as staffRoutes read it from the database before the body was parsed.
  const actorOf = staffOf;

  app.get(
    '/products',
    {
      schema: {
        summary: 'Products for the admin table: search (name, brand, id), filters and paging, newest first',
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => adminProducts.list(request.query),
  );

  app.get(
    '/products/export.csv',
    {
      schema: {
        summary: 'Every product matching the filters as CSV (streamed)',
        querystring: AdminProductListQuerySchema.omit({ page: true, pageSize: true }),
        produces: ['text/csv'],
      },
    },
    (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dawa-products-${stamp}.csv"`)
        .send(Readable.from(adminProducts.exportCsv(request.query)));
    },
  );

  app.post(
    '/products/import',
    {
      // A multipart upload (what a browser's file input sends) becomes the same text body.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const bytes = await readSingleFile(request, CSV_FIELD, formMessages(NO_CSV, 'The file must be 5 MB or smaller.'));
        request.body = bytes.toString('utf8');
      },
      schema: {
        summary: 'Create or update products from CSV (by id, else slug); any bad row means nothing is written',
        consumes: ['text/csv', 'multipart/form-data'],
        body: z.string(),
        response: { 200: AdminProductImportResponseSchema, 400: AdminProductImportErrorBodySchema, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const outcome = await adminProducts.importCsv(request.body, actorOf(request));
      if (!outcome.ok) return reply.status(400).send(outcome.body);
      return outcome.result;
    },
  );

  app.post(
    '/products',
    {
      schema: {
        summary: 'Add a product',
        body: AdminCreateProductBodySchema,
        response: { 201: AdminProductSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await adminProducts.create(request.body, actorOf(request))),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        summary: 'Edit a product (any of its fields, and the stock of its variants)',
        params: AdminProductIdParamsSchema,
        body: AdminUpdateProductBodySchema,
        response: { 200: AdminProductSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => adminProducts.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        summary: 'Delete a product (soft: orders that name it stay intact; it leaves the shop and search)',
        params: AdminProductIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await adminProducts.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/products/:id/images',
    {
      schema: {
        summary: `Add a photograph (multipart field ${IMAGE_FIELD}; JPEG, PNG or WebP up to 5 MB; stored re-encoded as JPEG)`,
        consumes: ['multipart/form-data'],
        params: AdminProductIdParamsSchema,
        response: { 200: AdminProductSchema, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('invalid_input', NO_IMAGE);
      const bytes = await readSingleFile(request, IMAGE_FIELD, formMessages(NO_IMAGE, PRODUCT_IMAGE_MESSAGES.tooLarge));
      return adminProducts.addImage(request.params.id, bytes, actorOf(request));
    },
  );
});
