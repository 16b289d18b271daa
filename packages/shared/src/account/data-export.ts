import { z } from 'zod';
import { ProfileSchema } from '../auth/schemas.ts';
import { SettingsSchema } from './settings.ts';

/** The file name of GET /api/settings/download-data. */
export const DATA_EXPORT_FILE_NAME = 'my-data.json';

/**
 * Everything the store holds about one person (GET /api/settings/download-data). The lists are filled
 * by the issues that add orders, addresses, reviews, appointments, health reports and prescriptions;
 * until then they are empty, never left out, so the file's shape does not change under its readers.
 */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  profile: ProfileSchema,
  settings: SettingsSchema,
  orders: z.array(z.unknown()),
  addresses: z.array(z.unknown()),
  reviews: z.array(z.unknown()),
  appointments: z.array(z.unknown()),
  healthReports: z.array(z.unknown()),
  prescriptions: z.array(z.unknown()),
});
export type DataExport = z.infer<typeof DataExportSchema>;
