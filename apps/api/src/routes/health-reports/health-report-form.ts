import type { FastifyRequest } from 'fastify';
import { HEALTH_REPORT_FILE_MAX_BYTES, HEALTH_REPORT_MESSAGES } from '@dawa/shared/care/health-reports';
import { AppError } from '../../lib/app-error.ts';
import { readableFormError } from '../../lib/multipart-errors.ts';
import { HEALTH_REPORT_TOO_LARGE, type ReportUpload } from '../../modules/health-reports/health-reports.service.ts';

/** The multipart form of a health report: a `report` field (the JSON body) and at most one `file`. */
export const HEALTH_REPORT_FORM_FIELD = 'report';
export const HEALTH_REPORT_FILE_FIELD = 'file';

/** Limits of the parser: a bigger file is cut off (and refused) while streaming, never buffered whole. */
export const HEALTH_REPORT_FORM_LIMITS = { fileSize: HEALTH_REPORT_FILE_MAX_BYTES, files: 1, fields: 1, fieldSize: 64 * 1024, parts: 3 };

const FORM_INVALID = `Send the report as JSON, or as a form with a '${HEALTH_REPORT_FORM_FIELD}' field and at most one '${HEALTH_REPORT_FILE_FIELD}' file.`;
const FORM_MESSAGES = { tooLarge: HEALTH_REPORT_TOO_LARGE, tooMany: HEALTH_REPORT_MESSAGES.tooManyFiles, wrongShape: FORM_INVALID };

const uploadsOf = new WeakMap<FastifyRequest, ReportUpload>();

/** preValidation of POST /health-reports: a multipart request becomes the JSON body the schema checks; its file is kept aside. */
export async function readHealthReportForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  let report: unknown;
  let upload: ReportUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== HEALTH_REPORT_FILE_FIELD) {
          part.file.resume();
          throw new AppError('invalid_input', FORM_INVALID);
        }
        upload = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (part.fieldname === HEALTH_REPORT_FORM_FIELD && !part.valueTruncated && typeof part.value === 'string') {
        report = parseJson(part.value);
      } else {
        throw new AppError('invalid_input', FORM_INVALID);
      }
    }
  } catch (error) {
    throw readableFormError(error, FORM_MESSAGES);
  }
  if (report === undefined) throw new AppError('invalid_input', FORM_INVALID);
  request.body = report;
  if (upload) uploadsOf.set(request, upload);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_input', FORM_INVALID);
  }
}

/** The file a multipart request carried (null for JSON or a form without one). */
export const healthReportUpload = (request: FastifyRequest): ReportUpload | null => uploadsOf.get(request) ?? null;
