import { PRESCRIPTION_MAX_BYTES } from '@dawa/shared/prescriptions/status';

/** Guards against hostile or accidental huge documents (decision record 024). */
export const READING_LIMITS = {
  /** Bytes we accept at all; the upload route enforces its own 10 MB first. */
  maxBytes: PRESCRIPTION_MAX_BYTES,
  /** Decoded pixels of an uploaded image: sharp refuses more before decoding (decompression bombs). */
  maxInputPixels: 40_000_000,
  /** Long side of the image given to OCR: enough for 10-pt text on A4, small enough to stay fast. */
  ocrLongSide: 2200,
  /** Images smaller than this are enlarged: tesseract reads x-heights below ~20 px poorly. */
  ocrMinLongSide: 1400,
  /** Pages a PDF may have; more is refused (a prescription is one or two pages). */
  maxPdfPages: 5,
  /** Largest page we render for OCR, in PDF points per side (A3 is 842 x 1191). */
  maxPdfPagePoints: 5000,
  /** Largest decoded image pdf.js will decode inside a PDF, in pixels. */
  maxPdfImagePixels: 40_000_000,
  /** A text layer with fewer letters/digits than this is a scan with stray text: OCR it instead. */
  minPdfTextChars: 40,
  /** Jobs before the reading worker is replaced (tesseract's memory grows slowly with use). */
  jobsPerWorker: 200,
  /** Default time limit of one reading. */
  defaultTimeoutMs: 30_000,
} as const;
