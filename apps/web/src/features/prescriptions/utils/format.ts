import type { Prescription } from '@dawa/shared/prescriptions/schemas';
import { EXTRACTED_TEXT_PREVIEW_CHARS, PRESCRIPTION_MESSAGES } from '@dawa/shared/prescriptions/messages';

// The analysis runner stores `${ANALYSIS_FAILED_MESSAGE}: ${why}`; its sentence is this one (shared/prescriptions/analysis.ts).
const ANALYSIS_FAILED_MESSAGE = PRESCRIPTION_MESSAGES.analysisFailed;

/** The spec's badge colours: Analyzed and Approved green, Uploaded blue, Pending yellow, anything else red (an analysis under way is an Uploaded one: blue). */
export function statusTone(status: Prescription['status']): 'green' | 'blue' | 'yellow' | 'red' {
  if (status === 'analyzed' || status === 'approved') return 'green';
  if (status === 'uploaded' || status === 'analyzing') return 'blue';
  if (status === 'pending') return 'yellow';
  return 'red';
}

/** A prescription's YYYY-MM-DD date as the instant useFormat's date() shows as that day in India ('12 Nov 2026'). */
export const dayInIndia = (day: string) => `${day}T00:00:00+05:30`;

/** The card's preview of the text read from the document: its first 200 characters. */
export function previewText(text: string): string {
  return text.length > EXTRACTED_TEXT_PREVIEW_CHARS ? `${text.slice(0, EXTRACTED_TEXT_PREVIEW_CHARS)}...` : text;
}

/** Confidence 0-1 as the spec shows it: a rounded percentage (the number; the catalogue adds '%'). */
export const confidencePercent = (confidence: number) => Math.round(confidence * 100);

/** The only file types the page accepts (the server checks the bytes again). */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'] as const;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Is this a file the page accepts: by type, or by extension when the browser reports none. */
export function isAcceptedFile(file: File): boolean {
  if (file.type) return (ACCEPTED_TYPES as readonly string[]).includes(file.type);
  return /\.(jpe?g|png|pdf)$/i.test(file.name);
}

/** The doctor's name as read, without its own 'Dr.' (the card adds it: 'Dr. Unknown' when none was read), or `unknown`. */
export function doctorName(name: string | null, unknown: string): string {
  return name?.replace(/^dr\.?\s+/i, '').trim() || unknown;
}

/** A failed analysis's stored reason ('Failed to analyze prescription: <why>') with its sentence in the page's language. */
export function analysisErrorText(stored: string, failed: string): string {
  return stored.startsWith(ANALYSIS_FAILED_MESSAGE) ? `${failed}${stored.slice(ANALYSIS_FAILED_MESSAGE.length)}` : stored;
}
