import { AppError } from './app-error.ts';

/**
 * How a customer's file over its size limit is refused: the English sentence (the spec's) and the
 * `reason` whose sentence the web words in the reader's language with `maxMb` (decision 038). Staff
 * uploads (English only) pass just the sentence.
 */
export interface SizeRefusal {
  message: string;
  reason: string;
  maxBytes: number;
}

const BYTES_PER_MB = 1024 * 1024;

/**
 * The 413 of a file over its limit. The same answer whether our own check or the multipart parser's
 * limit catches it (the parser's trips first on every upload route), so the web can always word it.
 */
export function fileTooLarge(refusal: string | SizeRefusal): AppError {
  if (typeof refusal === 'string') return new AppError('payload_too_large', refusal);
  return new AppError('payload_too_large', refusal.message, undefined, refusal.reason, { maxMb: refusal.maxBytes / BYTES_PER_MB });
}
