/**
 * readDocument: the one entry to reading a prescription file (decision record 024). Cheap checks run
 * here; everything else runs in the reading worker thread, under a time limit.
 */
import type { ReadingMethod } from '@dawa/shared/prescriptions/analysis';
import { DocumentReadingError, READING_MESSAGES } from './document-reading-error.ts';
import { READING_LIMITS } from './limits.ts';
import { ReaderPool } from './reader-pool.ts';
import type { ReadableContentType } from './reading-protocol.ts';

export interface DocumentFile {
  bytes: Uint8Array;
  contentType: ReadableContentType;
}

export interface DocumentReading {
  text: string;
  pages: number;
  method: ReadingMethod;
  /** Wall-clock time, queueing included. */
  millis: number;
  /** CPU time of the reading (the machine's load does not inflate it). */
  cpuMillis: number;
}

export interface ReadOptions {
  timeoutMs?: number;
}

let pool: ReaderPool | null = null;

/** Whether the bytes start as the content type says (the route checks too; this reader trusts no one). */
function looksLike(bytes: Uint8Array, contentType: ReadableContentType): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (contentType === 'image/jpeg') return starts(0xff, 0xd8, 0xff);
  if (contentType === 'image/png') return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  // '%PDF-' may follow a little junk; readers accept it within the first KiB.
  return Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
}

/**
 * The text of a prescription document. Throws DocumentReadingError (with a sentence a customer may
 * read) when the file is empty, too big, not what its type says, a bomb, or takes too long.
 */
export async function readDocument(file: DocumentFile, options: ReadOptions = {}): Promise<DocumentReading> {
  const started = performance.now();
  if (file.bytes.byteLength === 0) throw new DocumentReadingError('empty', READING_MESSAGES.empty);
  if (file.bytes.byteLength > READING_LIMITS.maxBytes) throw new DocumentReadingError('too-large', READING_MESSAGES.tooLarge);
  if (!['image/jpeg', 'image/png', 'application/pdf'].includes(file.contentType)) {
    throw new DocumentReadingError('unsupported', READING_MESSAGES.unsupported);
  }
  if (!looksLike(file.bytes, file.contentType)) throw new DocumentReadingError('unreadable', READING_MESSAGES.unreadable);
  pool ??= new ReaderPool();
  // A copy: the worker gets its own bytes, the caller keeps theirs.
  const reading = await pool.read(new Uint8Array(file.bytes), file.contentType, options.timeoutMs ?? READING_LIMITS.defaultTimeoutMs);
  // A blank page, a photo of a wall, an image-only PDF whose images were refused: nothing to analyse.
  if ((reading.text.match(/[A-Za-z]/g) ?? []).length < 3) throw new DocumentReadingError('no-text', READING_MESSAGES.noText);
  return {
    text: reading.text,
    pages: reading.pages,
    method: reading.method,
    millis: Math.round(performance.now() - started),
    cpuMillis: reading.cpuMillis,
  };
}

/** Ends the reading thread (tests' afterAll, graceful shutdown). The next read starts a new one. */
export async function closeDocumentReader(): Promise<void> {
  const current = pool;
  pool = null;
  if (current) await current.close();
}
