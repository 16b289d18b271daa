import { z } from 'zod';
import { pagedSchema } from '../http/pagination.ts';
import { idParam, positiveIntParam, text } from '../http/primitives.ts';

/** The spec's texts (account-and-care §5 and §8). */
export const HEALTH_REPORT_MESSAGES = {
  required: 'Title and description are required.',
  empty: 'No health reports found.',
  fetchFailed: 'Failed to fetch health reports',
  addFailed: 'Failed to add health report',
  deleteFailed: 'Failed to delete health report',
  confirmDelete: 'Delete this health report?',
  added: 'Health report added',
  deleted: 'Health report deleted',
  notFound: 'Health report not found',
  noFile: 'This health report has no uploaded file',
  fileUrl: 'File URL must be a web address starting with http:// or https://',
  fileOrUrl: 'Attach a file or give a URL, not both',
  fileTooLarge: 'The file is too large: health report files can be at most 10MB.',
  fileType: 'Only PDF, JPEG, PNG and WebP files are allowed',
  tooManyFiles: 'Attach one file per health report.',
  loginRequired: 'Please log in to view your health reports',
} as const;

/** A report's file: 10 MB, judged by its magic bytes on the server. */
export const HEALTH_REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const HEALTH_REPORT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** What the file picker offers (the server still checks the bytes). */
export const HEALTH_REPORT_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';
export const HEALTH_REPORTS_PAGE_SIZE = 20;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const DETAIL_MAX = 2000;

const requiredText = (label: string, max: number) =>
  text(label, HEALTH_REPORT_MESSAGES.required)
    .trim()
    .min(1, HEALTH_REPORT_MESSAGES.required)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string) =>
  text(label, `${label} must be text`)
    .trim()
    .max(DETAIL_MAX, `${label} must be at most ${DETAIL_MAX} characters`)
    .optional()
    .default('');

/** http(s) only: a javascript: or data: link must never become a clickable fileUrl. */
export const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

export const CreateHealthReportBodySchema = z
  .object({
    title: requiredText('Title', TITLE_MAX),
    description: requiredText('Description', DESCRIPTION_MAX),
    food: optionalText('Food'),
    medicines: optionalText('Medicines'),
    allergies: optionalText('Allergies'),
    foodHabits: optionalText('Food habits'),
    pastTreatments: optionalText('Past treatments'),
    fileUrl: text('File URL', HEALTH_REPORT_MESSAGES.fileUrl)
      .trim()
      .max(2000, 'File URL must be at most 2000 characters')
      .refine((v) => v === '' || isWebUrl(v), HEALTH_REPORT_MESSAGES.fileUrl)
      .optional()
      .default(''),
  })
  .strict();
export type CreateHealthReportBody = z.input<typeof CreateHealthReportBodySchema>;
export type CreateHealthReport = z.output<typeof CreateHealthReportBodySchema>;

export const HealthReportSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The patient's name: staff see several patients' reports. */
  patientName: z.string(),
  title: z.string(),
  description: z.string(),
  /** An uploaded file (served by the authorised route `/api/health-reports/{id}/file`), or the URL given, or null. */
  fileUrl: z.string().nullable(),
  /** The uploaded file's original name (null for a URL or no file). */
  fileName: z.string().nullable(),
  food: z.string(),
  medicines: z.string(),
  allergies: z.string(),
  foodHabits: z.string(),
  pastTreatments: z.string(),
  createdAt: z.string(),
});
export type HealthReport = z.infer<typeof HealthReportSchema>;

export const HealthReportListQuerySchema = z
  .object({
    /** Staff: one patient's reports. A customer may name only themself (another id is 404). */
    userId: idParam('userId', HEALTH_REPORT_MESSAGES.notFound).optional(),
    page: positiveIntParam('page', 10_000).optional(),
  })
  .strict();
export type HealthReportListQuery = z.infer<typeof HealthReportListQuerySchema>;

export const HealthReportListResponseSchema = pagedSchema(HealthReportSchema);
export type HealthReportListResponse = z.infer<typeof HealthReportListResponseSchema>;

export const HealthReportParamsSchema = z.object({ id: idParam('id', HEALTH_REPORT_MESSAGES.notFound) });
