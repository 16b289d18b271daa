import { z } from 'zod';
import { ProfileSchema } from '../auth/schemas.ts';
import { HealthReportSchema } from '../care/health-reports.ts';
import { AddressSchema } from '../commerce/address.ts';
import { CartLineSchema } from '../commerce/cart.ts';
import { OrderDetailSchema, TrackingEventSchema } from '../commerce/orders.ts';
import { PrescriptionSchema } from '../prescriptions/schemas.ts';
import { ReviewPhotoSchema, ReviewSchema } from '../reviews/schemas.ts';
import { SettingsSchema } from './settings.ts';

/** The file name of GET /api/settings/download-data. */
export const DATA_EXPORT_FILE_NAME = 'my-data.json';

/** An order as the customer sees it on its page, with its tracking events (newest first). */
export const ExportedOrderSchema = OrderDetailSchema.extend({ events: z.array(TrackingEventSchema) });
export type ExportedOrder = z.infer<typeof ExportedOrderSchema>;

/** A review the customer wrote, with the name of the product it is about. */
export const ExportedReviewSchema = ReviewSchema.pick({
  id: true,
  productId: true,
  rating: true,
  comment: true,
  pros: true,
  cons: true,
  wouldRecommend: true,
  verifiedPurchase: true,
  helpfulCount: true,
  createdAt: true,
  updatedAt: true,
}).extend({ productName: z.string(), photos: z.array(ReviewPhotoSchema.pick({ url: true })) });
export type ExportedReview = z.infer<typeof ExportedReviewSchema>;

/** The newsletter subscription of the account's e-mail address (null when there is none). */
export const ExportedNewsletterSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  subscribedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type ExportedNewsletter = z.infer<typeof ExportedNewsletterSchema>;

/**
 * Everything the store holds about one person (GET /api/settings/download-data).
 */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  profile: ProfileSchema,
  settings: SettingsSchema,
  /** Every order, newest first. */
  orders: z.array(ExportedOrderSchema),
  addresses: z.array(AddressSchema),
  reviews: z.array(ExportedReviewSchema),
  newsletter: ExportedNewsletterSchema.nullable(),
  /** The cart kept on the server for the signed-in customer. */
  savedCart: z.array(CartLineSchema),
  appointments: z.array(z.unknown()),
  /** The customer's own health reports, newest first (an uploaded file is named; it is read through its authorised route). */
  healthReports: z.array(HealthReportSchema),
  /** The customer's prescriptions with the medicines read from them, newest first (files through their authorised route). */
  prescriptions: z.array(PrescriptionSchema),
});
export type DataExport = z.infer<typeof DataExportSchema>;
