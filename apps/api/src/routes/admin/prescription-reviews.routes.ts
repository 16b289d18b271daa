import { Readable } from 'node:stream';
import {
  MedicineCheckReviewBodySchema,
  PharmacistRegistrationBodySchema,
  PharmacistRegistrationResponseSchema,
  RegisterExportQuerySchema,
  ReviewDecisionBodySchema,
  ReviewDecisionResponseSchema,
  ReviewDetailSchema,
  ReviewFileParamsSchema,
  ReviewMedicineCheckSchema,
  ReviewParamsSchema,
  ReviewQueueResponseSchema,
} from '@dawa/shared/prescriptions/review';
import {
  CorrectionResponseSchema,
  MedicineCorrectionBodySchema,
  PrescriptionCorrectionBodySchema,
  ReadingAccuracyResponseSchema,
} from '@dawa/shared/prescriptions/corrections';
import { idParam } from '@dawa/shared/http/primitives';
import { z } from 'zod';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';
import { sendPrivateFile } from '../../modules/documents/private-file.ts';

/** The pharmacist's prescription queue under /api/admin/prescription-reviews (pharmacists and admins), decision 026. */
export const adminPrescriptionReviewRoutes = staffRoutes(['pharmacist', 'admin'], async (app) => {
  const { prescriptionReview } = app.services;

  app.get(
    '/prescription-reviews',
    {
      schema: {
        summary: 'Orders awaiting prescription verification, oldest first, and the pharmacist’s registration number',
        response: { 200: ReviewQueueResponseSchema },
      },
    },
    (request) => prescriptionReview.queue(staffOf(request)),
  );
  app.put(
    '/prescription-reviews/registration',
    {
      schema: {
        summary: 'The pharmacist’s registration number, recorded with each decision (entered once)',
        body: PharmacistRegistrationBodySchema,
        response: { 200: PharmacistRegistrationResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => prescriptionReview.setRegistration(staffOf(request), request.body.registrationNumber),
  );
  app.get(
    '/prescription-reviews/:orderId',
    {
      schema: {
        summary: 'One order with its lines and the attached prescriptions (audit-logged)',
        params: ReviewParamsSchema,
        response: { 200: ReviewDetailSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => prescriptionReview.detail(staffOf(request), request.params.orderId),
  );
  app.get(
    '/prescription-reviews/:orderId/prescriptions/:prescriptionId/file',
    {
      schema: {
        summary: 'The file of a prescription attached to the order (private; each view audit-logged)',
        params: ReviewFileParamsSchema,
        produces: ['image/jpeg', 'image/png', 'application/pdf'],
      },
    },
    async (request, reply) =>
      sendPrivateFile(
        request,
        reply,
        await prescriptionReview.file(staffOf(request), request.params.orderId, request.params.prescriptionId),
      ),
  );
  app.post(
    '/prescription-reviews/:orderId/decision',
    {
      schema: {
        summary:
          'Approve or reject each prescription line (with a reason) against the order’s version: all approved confirms the order, any rejection cancels and refunds it',
        params: ReviewParamsSchema,
        body: ReviewDecisionBodySchema,
        response: { 200: ReviewDecisionResponseSchema, ...errorResponses(400, 404, 409), 422: ErrorBodySchema },
      },
    },
    (request) => prescriptionReview.decide(staffOf(request), request.params.orderId, request.body),
  );
  app.post(
    '/prescription-reviews/:orderId/medicine-check',
    {
      schema: {
        summary:
          'Record that the pharmacist reviewed the interactions of the order’s medicines with the customer’s other medicines (needed before approving; audit-logged)',
        params: ReviewParamsSchema,
        body: MedicineCheckReviewBodySchema,
        response: { 200: ReviewMedicineCheckSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => prescriptionReview.reviewMedicineCheck(staffOf(request), request.params.orderId, request.body),
  );
});

const CorrectionParamsSchema = ReviewFileParamsSchema;
const MedicineCorrectionParamsSchema = z.object({
  orderId: idParam('orderId', 'Order not found'),
  prescriptionId: idParam('prescriptionId', 'Prescription not found'),
  medicineId: idParam('medicineId', 'Medicine not found'),
});

/** The pharmacist's corrections of what the reader read (issue 24), from the Prescription Queue. */
export const adminPrescriptionCorrectionRoutes = staffRoutes(['pharmacist', 'admin'], async (app) => {
  const { prescriptionReview } = app.services;
  app.patch(
    '/prescription-reviews/:orderId/prescriptions/:prescriptionId',
    {
      schema: {
        summary: 'Correct the doctor, registration number, date or patient (name, age, sex) read from a prescription attached to the order (audit-logged)',
        params: CorrectionParamsSchema,
        body: PrescriptionCorrectionBodySchema,
        response: { 200: CorrectionResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => prescriptionReview.correctPrescription(staffOf(request), request.params, request.body),
  );
  app.patch(
    '/prescription-reviews/:orderId/prescriptions/:prescriptionId/medicines/:medicineId',
    {
      schema: {
        summary:
          'Correct a field the reader read on a prescribed medicine (name, strength, dose, frequency, duration, quantity, product); audit-logged',
        params: MedicineCorrectionParamsSchema,
        body: MedicineCorrectionBodySchema,
        response: { 200: CorrectionResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => prescriptionReview.correctMedicine(staffOf(request), request.params, request.body),
  );
});

/** The reader's accuracy against what pharmacists approved (admin analytics). */
export const adminReadingAccuracyRoutes = staffRoutes(['admin'], async (app) => {
  app.get(
    '/prescription-reading-accuracy',
    {
      schema: {
        summary: 'The prescription reader’s accuracy per field and month, against what pharmacists approved',
        response: { 200: ReadingAccuracyResponseSchema },
      },
    },
    () => app.services.prescriptionReview.readingAccuracy(),
  );
});

/** The Schedule H1 register export: the pharmacist keeps it by law (Drugs Rules, Schedule H1), admins oversee it. */
export const adminPrescriptionRegisterRoutes = staffRoutes(['pharmacist', 'admin'], async (app) => {
  const { prescriptionReview } = app.services;
  app.get(
    '/prescription-register.csv',
    {
      schema: {
        summary: 'The Schedule H1 register between two India days as CSV, streamed page by page (audit-logged)',
        querystring: RegisterExportQuerySchema,
        // No response schema: the body is a stream of CSV pages.
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await prescriptionReview.exportRegister(staffOf(request), from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="schedule-h1-register-${from}-to-${to}.csv"`)
        .send(Readable.from(rows));
    },
  );
});
