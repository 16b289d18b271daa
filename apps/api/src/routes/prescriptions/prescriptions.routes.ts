import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '@dawa/shared/auth/schemas';
import { idParam } from '@dawa/shared/http/primitives';
import { PRESCRIPTION_MESSAGES } from '@dawa/shared/prescriptions/messages';
import {
  AnalysisStartedResponseSchema,
  PrescriptionListQuerySchema,
  PrescriptionListResponseSchema,
  PrescriptionNoteSchema,
  PrescriptionSchema,
  PrescriptionUploadResponseSchema,
} from '@dawa/shared/prescriptions/schemas';
import { PRESCRIPTION_MAX_BYTES } from '@dawa/shared/prescriptions/status';
import { AppError, authenticationRequired } from '../../lib/app-error.ts';
import { readableFormError } from '../../lib/multipart-errors.ts';
import { PRESCRIPTION_TOO_LARGE } from '../../modules/prescriptions/prescription-file.ts';
import type { FileViewer } from '../../modules/prescriptions/prescriptions.service.ts';
import { userOf } from '../../plugins/auth.ts';
import { errorResponses, requireSignedIn } from '../auth/route-options.ts';
import { sendPrivateFile } from '../../modules/documents/private-file.ts';

/** Multipart fields of POST /api/prescriptions/upload. `doctor` (the spec sends it) is read and ignored: the doctor comes from the document. */
export const PRESCRIPTION_FILE_FIELD = 'file';
const TEXT_FIELDS = new Set(['note', 'doctor']);

const FORM_MESSAGES = { tooLarge: PRESCRIPTION_TOO_LARGE, tooMany: PRESCRIPTION_MESSAGES.formInvalid, wrongShape: PRESCRIPTION_MESSAGES.formInvalid };

const ParamsSchema = z.object({ id: idParam('id', PRESCRIPTION_MESSAGES.notFound) });

/** Staff who may open any customer's prescription (their views are audit-logged). */
const STAFF_READERS = new Set(['pharmacist', 'admin']);

/** Reads the upload form: one file (cut off by the parser past 10 MB) and an optional note. */
async function readUploadForm(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string | undefined; note: string }> {
  if (!request.isMultipart()) throw new AppError('invalid_input', PRESCRIPTION_MESSAGES.formInvalid);
  let bytes: Buffer | undefined;
  let fileName: string | undefined;
  let note = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PRESCRIPTION_FILE_FIELD || bytes) {
          part.file.resume();
          throw new AppError('invalid_input', PRESCRIPTION_MESSAGES.formInvalid);
        }
        bytes = await part.toBuffer();
        fileName = part.filename;
      } else if (!TEXT_FIELDS.has(part.fieldname) || part.valueTruncated) {
        throw new AppError('invalid_input', PRESCRIPTION_MESSAGES.formInvalid);
      } else if (part.fieldname === 'note') {
        const parsed = PrescriptionNoteSchema.safeParse(part.value);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? PRESCRIPTION_MESSAGES.formInvalid;
          throw new AppError('invalid_input', message, { note: [message] });
        }
        note = parsed.data;
      }
    }
  } catch (error) {
    throw readableFormError(error, FORM_MESSAGES);
  }
  if (!bytes) throw new AppError('invalid_input', PRESCRIPTION_MESSAGES.selectFileFirst, { file: [PRESCRIPTION_MESSAGES.selectFileFirst] });
  return { bytes, fileName, note };
}

/** The customer's prescriptions (decision 025): the spec's five calls, the file and its thumbnail. */
export const prescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prescriptions, userManagement } = app.services;
  // Scoped to these routes: one file of at most 10 MB and two small fields; the parser stops a bigger file.
  await app.register(multipart, { limits: { fileSize: PRESCRIPTION_MAX_BYTES, files: 1, fields: 2, fieldSize: 4096, parts: 3 } });
  requireSignedIn(app, ['prescriptions']);

  /** Owner, or a pharmacist/admin signed in with a second factor (logged); anyone else reads a 404. */
  async function viewerOf(request: FastifyRequest, reply: FastifyReply, id: number): Promise<FileViewer> {
    const user = userOf(request);
    if ((await prescriptions.isOwnedBy(user.id, id)) || !STAFF_READERS.has(user.role)) return { kind: 'owner', userId: user.id };
    await app.requireSecondFactor(request, reply);
    // The role as the database has it now: a demoted staff member reads as a customer.
    const actor = await userManagement.staffActor(user.id);
    if (!actor) throw authenticationRequired();
    if (!STAFF_READERS.has(actor.role)) return { kind: 'owner', userId: user.id };
    return { kind: 'staff', context: { actor, requestId: request.id, ip: request.ip } };
  }

  app.get(
    '/prescriptions',
    {
      schema: {
        summary: 'My prescriptions, newest first (search: part of a detected medicine name)',
        querystring: PrescriptionListQuerySchema,
        response: { 200: PrescriptionListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => prescriptions.list(userOf(request).id, request.query),
  );
  app.get(
    '/prescriptions/:id',
    { schema: { summary: 'One of my prescriptions with its detected medicines', params: ParamsSchema, response: { 200: PrescriptionSchema, ...errorResponses(400, 404) } } },
    (request) => prescriptions.get(userOf(request).id, request.params.id),
  );
  app.post(
    '/prescriptions/upload',
    {
      schema: {
        summary: "Upload a prescription (multipart: 'file' jpg/jpeg/png/pdf up to 10MB, judged by its bytes; optional 'note'); its analysis is queued",
        consumes: ['multipart/form-data'],
        response: { 201: PrescriptionUploadResponseSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      return reply.status(201).send(await prescriptions.upload(userOf(request).id, form));
    },
  );
  app.post(
    '/prescriptions/analyze/:id',
    {
      schema: {
        summary: 'Analyse (or re-analyse) a prescription in the background; poll GET /prescriptions/{id} until analyzed or failed',
        params: ParamsSchema,
        response: { 202: AnalysisStartedResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => reply.status(202).send(await prescriptions.analyze(userOf(request).id, request.params.id)),
  );
  app.delete(
    '/prescriptions/:id',
    { schema: { summary: 'Delete one of my prescriptions', params: ParamsSchema, response: { 200: MessageResponseSchema, ...errorResponses(400, 404) } } },
    (request) => prescriptions.remove(userOf(request).id, request.params.id),
  );
  app.get(
    '/prescriptions/:id/file',
    {
      schema: {
        summary: 'The prescription document: its owner, pharmacists and admins (staff views are audit-logged)',
        params: ParamsSchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      return sendPrivateFile(request, reply, await prescriptions.openFile(await viewerOf(request, reply, request.params.id), request.params.id));
    },
  );
  app.get(
    '/prescriptions/:id/thumbnail',
    {
      schema: {
        summary: 'A small JPEG of an image prescription (same access as the file)',
        params: ParamsSchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const bytes = await prescriptions.openThumbnail(await viewerOf(request, reply, request.params.id), request.params.id);
      return sendPrivateFile(request, reply, { bytes, contentType: 'image/jpeg', name: 'thumbnail.jpg' });
    },
  );
};
