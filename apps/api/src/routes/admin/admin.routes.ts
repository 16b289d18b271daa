import type { FastifyPluginAsync } from 'fastify';
import { adminAnalyticsRoutes, adminOverviewRoutes } from './analytics.routes.ts';
import { adminAppointmentRoutes } from './appointments.routes.ts';
import { adminAuditLogRoutes } from './audit-log.routes.ts';
import { adminOrderRoutes } from './orders.routes.ts';
import { adminPaymentRoutes } from './payments.routes.ts';
import {
  adminPrescriptionCorrectionRoutes,
  adminPrescriptionRegisterRoutes,
  adminPrescriptionReviewRoutes,
  adminReadingAccuracyRoutes,
} from './prescription-reviews.routes.ts';
import { adminProductRoutes } from './products.routes.ts';
import { adminCompositionReviewRoutes } from './composition-reviews.routes.ts';
import { adminDoctorRoutes } from './doctors.routes.ts';
import { adminSettingsRoutes } from './settings.routes.ts';
import { adminDocumentRoutes } from './documents.routes.ts';
import { adminSiteContentRoutes } from './site-content.routes.ts';
import { adminScheduleRoutes } from './schedule.routes.ts';
import { adminSupportRoutes } from './support.routes.ts';
import { adminStockBatchRoutes } from './stock-batches.routes.ts';
import { adminUserRoutes } from './users.routes.ts';

/**
 * The staff dashboard's API under /api/admin: one plugin per section, each wrapped in `staffRoutes`
 * with the roles it is open to. A new section adds one line here.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminProductRoutes);
  await app.register(adminCompositionReviewRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminAuditLogRoutes);
  await app.register(adminDoctorRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminSiteContentRoutes);
  await app.register(adminDocumentRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminOverviewRoutes);
  await app.register(adminScheduleRoutes);
  await app.register(adminPrescriptionReviewRoutes);
  await app.register(adminPrescriptionRegisterRoutes);
  await app.register(adminPrescriptionCorrectionRoutes);
  await app.register(adminReadingAccuracyRoutes);
  await app.register(adminAppointmentRoutes);
  await app.register(adminSupportRoutes);
  await app.register(adminStockBatchRoutes);
};
