import { apiPaths } from '@/config/paths';
import { apiDownload } from '@/lib/api-client';

/** The file name the spec gives the export (also the server's Content-Disposition name). */
export const DATA_FILE_NAME = 'my-data.json';

/** GET /api/settings/download-data, saved by the browser as my-data.json. */
export async function downloadMyData(): Promise<void> {
  const blob = await apiDownload(apiPaths.downloadData(), { auth: true });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = DATA_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
