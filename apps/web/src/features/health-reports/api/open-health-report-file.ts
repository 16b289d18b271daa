import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiDownload } from '@/lib/api-client';

/** GET /api/health-reports/{id}/file: the file through the authorised route (the bearer token goes with it). */
export function openHealthReportFile(id: number): Promise<Blob> {
  return apiDownload(careRoomApiPaths.healthReportFile(id), { auth: true });
}
