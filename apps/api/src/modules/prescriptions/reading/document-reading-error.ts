/**
 * Why a document could not be read. The message is a sentence a customer may see; the reason lets
 * callers (the analysis job, tests) tell a timeout from a refused file without parsing text.
 */
export type DocumentReadingFailure =
  'empty' | 'too-large' | 'unsupported' | 'unreadable' | 'too-many-pixels' | 'too-many-pages' | 'timeout' | 'no-text' | 'crashed';

export class DocumentReadingError extends Error {
  readonly reason: DocumentReadingFailure;

  constructor(reason: DocumentReadingFailure, message: string) {
    super(message);
    this.name = 'DocumentReadingError';
    this.reason = reason;
  }
}

/** The customer-facing sentences, one per failure, kept together so tests and UI agree. */
export const READING_MESSAGES = {
  empty: 'The file is empty.',
  tooLarge: 'The file is too large to read (at most 10 MB).',
  unsupported: 'Only JPEG, PNG and PDF files can be read as a prescription.',
  unreadable: 'The file could not be read as a prescription.',
  tooManyPixels: 'The image is too large to read (at most 40 megapixels).',
  tooManyPages: (pages: number, max: number) => `The PDF has ${pages} pages; a prescription can have at most ${max}.`,
  timeout: 'Reading the prescription took too long. Please upload a clearer or smaller file.',
  crashed: 'The file could not be read as a prescription.',
  noText: 'No text could be read from the file. Please upload a clearer photo or scan.',
} as const;
