import type { ReadingMethod } from '@dawa/shared/prescriptions/analysis';
import type { DocumentReadingFailure } from './document-reading-error.ts';

/** Content types the reader accepts (the upload route has already checked the bytes). */
export type ReadableContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** Main thread → reading worker. */
export interface ReadRequest {
  id: number;
  bytes: Uint8Array;
  contentType: ReadableContentType;
}

/** Reading worker → main thread. */
export type ReadResponse =
  | { id: number; ok: true; text: string; pages: number; method: ReadingMethod; cpuMillis: number }
  | { id: number; ok: false; reason: DocumentReadingFailure; message: string };
