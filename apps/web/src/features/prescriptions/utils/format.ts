import type { Prescription } from '@dawa/shared/prescriptions/schemas';
import { EXTRACTED_TEXT_PREVIEW_CHARS } from '@dawa/shared/prescriptions/messages';

const STATUS_LABELS: Record<Prescription['status'], string> = {
  uploaded: 'Uploaded',
  analyzing: 'Analyzing',
  analyzed: 'Analyzed',
  failed: 'Failed',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const statusLabel = (status: Prescription['status']) => STATUS_LABELS[status];

/** The spec's badge colours: Analyzed and Approved green, Uploaded blue, Pending yellow, anything else red (an analysis under way is an Uploaded one: blue). */
export function statusTone(status: Prescription['status']): 'green' | 'blue' | 'yellow' | 'red' {
  if (status === 'analyzed' || status === 'approved') return 'green';
  if (status === 'uploaded' || status === 'analyzing') return 'blue';
  if (status === 'pending') return 'yellow';
  return 'red';
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A YYYY-MM-DD date as '12 Nov 2026'. */
export const formatDay = (day: string) => dateFormat.format(new Date(`${day}T00:00:00+05:30`));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The card's preview of the text read from the document: its first 200 characters. */
export function previewText(text: string): string {
  return text.length > EXTRACTED_TEXT_PREVIEW_CHARS ? `${text.slice(0, EXTRACTED_TEXT_PREVIEW_CHARS)}...` : text;
}

/** Confidence 0-1 as the spec shows it: a rounded percentage. */
export const confidencePercent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** The only file types the page accepts (the server checks the bytes again). */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'] as const;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Is this a file the page accepts: by type, or by extension when the browser reports none. */
export function isAcceptedFile(file: File): boolean {
  if (file.type) return (ACCEPTED_TYPES as readonly string[]).includes(file.type);
  return /\.(jpe?g|png|pdf)$/i.test(file.name);
}

/** 'Dr.' and the doctor's name as the card shows it ('Dr. Unknown' when none was read); a name read with its own 'Dr.' is not doubled. */
export function doctorLabel(name: string | null, unknown: string): string {
  return `Dr. ${name?.replace(/^dr\.?\s+/i, '').trim() || unknown}`;
}
