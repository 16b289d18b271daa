import { apiPaths } from '@/config/paths';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The file name the spec gives the export (also the server's Content-Disposition name). */
export const DATA_FILE_NAME = 'my-data.json';

/** GET /api/settings/download-data, saved by the browser as my-data.json. */
export async function downloadMyData(): Promise<void> {
  saveFile(await apiDownload(apiPaths.downloadData(), { auth: true }), DATA_FILE_NAME);
}
