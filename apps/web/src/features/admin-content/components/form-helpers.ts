import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed zod check (the same schema the server applies). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors of a refused save, first message each. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']));
}

/** The failure text, then the server's reason when it refused the change (a 4xx says why). */
export function failureText(text: string, error: unknown): string {
  return error instanceof ApiError && error.isClientError && error.status !== 401 && error.message ? `${text}: ${error.message}` : text;
}

/**
 * What a content form passes to its save mutation: on success the toast and `onDone`; on a refusal the
 * server's field errors under the fields and the failure toast (with the server's reason).
 */
export function saveCallbacks({
  saved,
  failed,
  setErrors,
  onDone,
}: {
  saved: string;
  failed: string;
  setErrors: (errors: FieldErrors) => void;
  onDone: () => void;
}) {
  return {
    onSuccess: () => {
      toast(saved);
      onDone();
    },
    onError: (error: unknown) => {
      setErrors(serverFieldErrors(error));
      toast(failureText(failed, error), 'error');
    },
  };
}

/** An ISO instant as the value of <input type="datetime-local"> in the browser's zone, and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
}

/** Rupees typed by a person as whole paise; null for an empty box, NaN for something that is not money. */
export function rupeesToPaise(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

export const paiseToRupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));

/** A whole number typed in a box; null when empty, NaN when not a whole number. */
export function wholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
