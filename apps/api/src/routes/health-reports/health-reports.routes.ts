import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@dawa/shared/auth/schemas';
import {
  CreateHealthReportBodySchema,
  HealthReportListQuerySchema,
  HealthReportListResponseSchema,
  HealthReportParamsSchema,
  HealthReportSchema,
} from '@dawa/shared/care/health-reports';
import { authenticationRequired } from '../../lib/app-error.ts';
import type { ReportReader } from '../../modules/health-reports/health-reports.service.ts';
import { missingSecondFactor, userOf } from '../../plugins/auth.ts';
import { errorResponses, requireSignedIn } from '../auth/route-options.ts';
import { HEALTH_REPORT_FORM_LIMITS, healthReportUpload, readHealthReportForm } from './health-report-form.ts';
import { sendPrivateFile } from '../../modules/documents/private-file.ts';

/**
 * Health reports under /api/health-reports (decision 029): a patient reads, adds and deletes their
 * own; a doctor also reads their patients' (those with a booked appointment with them); an admin
 * signed in with a second factor reads everyone's. Another person's report is 404.
 */
export const healthReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { healthReports, userManagement } = app.services;
  await app.register(multipart, { limits: HEALTH_REPORT_FORM_LIMITS });
  requireSignedIn(app, ['health-reports']);

  /** The reader's role as the database has it now (a demoted doctor reads only their own), with the audit context for staff. */
  async function readerOf(request: FastifyRequest): Promise<ReportReader> {
    const user = userOf(request);
    if (user.role !== 'doctor' && user.role !== 'admin') return { kind: 'patient', userId: user.id };
    const actor = await userManagement.staffActor(user.id);
    if (!actor) throw authenticationRequired();
    const audit = { actor, requestId: request.id, ip: request.ip };
    if (actor.role === 'doctor') return { kind: 'doctor', userId: user.id, audit };
    // Everyone's health data only from a session signed in with the second factor (decision 018).
    if (actor.role === 'admin' && missingSecondFactor(user) === null) return { kind: 'admin', userId: user.id, audit };
    return { kind: 'patient', userId: user.id };
  }

  app.get(
    '/health-reports',
    {
      schema: {
        summary:
          "Health reports I may read, newest first: my own; a doctor's patients'; an admin's everyone's (staff reads are audit-logged)",
        querystring: HealthReportListQuerySchema,
        response: { 200: HealthReportListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => healthReports.list(await readerOf(request), request.query),
  );
  app.post(
    '/health-reports',
    {
      preValidation: readHealthReportForm,
      schema: {
        summary: 'Add a health report of my own',
        description:
          'JSON, or multipart/form-data with a `report` field holding the same JSON and at most one `file` ' +
          '(PDF, JPEG, PNG or WebP by its bytes, 10 MB at most; kept privately). `fileUrl` (http or https) instead of a file.',
        consumes: ['application/json', 'multipart/form-data'],
        body: CreateHealthReportBodySchema,
        response: { 201: HealthReportSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await healthReports.create(userOf(request).id, request.body, healthReportUpload(request))),
  );
  app.get(
    '/health-reports/:id/file',
    {
      schema: {
        summary: 'The uploaded file of a health report I may read (a staff read is audit-logged)',
        params: HealthReportParamsSchema,
      },
    },
    async (request, reply) => sendPrivateFile(request, reply, await healthReports.openFile(await readerOf(request), request.params.id)),
  );
  app.delete(
    '/health-reports/:id',
    {
      schema: {
        summary: 'Delete one of my health reports (with its file)',
        params: HealthReportParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => healthReports.remove(userOf(request).id, request.params.id),
  );
};
