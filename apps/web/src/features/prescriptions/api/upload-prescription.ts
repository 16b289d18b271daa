import type { PrescriptionUploadResponse } from '@dawa/shared/prescriptions/schemas';
import { PRESCRIPTION_MESSAGES } from '@dawa/shared/prescriptions/messages';
import { prescriptionsApiPaths } from '@/config/prescriptions-api-paths';
import { ApiError } from '@/lib/api-client';
import { refreshSession } from '@/lib/auth/session';
import { loadPrescriptionSchemas } from './schemas';

/** The spec's sentence for a session that cannot be used on this page. */
export const SESSION_EXPIRED = 'Authentication required. Please log in again.';

export interface UploadInput {
  file: File;
  note: string;
  /** Called with 0-100 as the browser sends the bytes (XMLHttpRequest upload progress events). */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

function send(url: string, form: FormData, token: string, input: UploadInput): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new ApiError(0, { code: 'internal', message: 'Could not reach Dawa. Check your connection and try again.' }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /api/prescriptions/upload (multipart 'file' and 'note') with real progress: fetch cannot report
 * how much of a request body has been sent, XMLHttpRequest can. The API client's fetch cannot carry
 * the upload, so the bearer token comes from a fresh session renewal (one request, queued across tabs).
 */
export async function uploadPrescription(input: UploadInput): Promise<PrescriptionUploadResponse> {
  const form = new FormData();
  form.append('note', input.note);
  form.append('file', input.file, input.file.name);
  const token = await refreshSession().catch(() => null);
  if (!token) throw new ApiError(401, { code: 'unauthorized', message: SESSION_EXPIRED });
  const { status, body } = await send(prescriptionsApiPaths.upload(), form, token, input);
  if (status < 200 || status >= 300) {
    const { ErrorBodySchema } = await import('@dawa/shared/errors/codes');
    const parsed = ErrorBodySchema.safeParse(body);
    throw new ApiError(
      status,
      parsed.success ? parsed.data : { code: status === 413 ? 'payload_too_large' : 'internal', message: status === 413 ? PRESCRIPTION_MESSAGES.tooLarge : PRESCRIPTION_MESSAGES.uploadFailed },
    );
  }
  const { PrescriptionUploadResponseSchema } = await loadPrescriptionSchemas();
  return PrescriptionUploadResponseSchema.parse(body);
}
