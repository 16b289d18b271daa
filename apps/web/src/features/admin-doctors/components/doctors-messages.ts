import { ApiError } from '@/lib/api-client';

/** Doctor Management's texts (the spec has none for this section; plain sentences in the style of the others). */
export const DOCTORS_TEXT = {
  title: 'Doctor Management',
  fetchFailed: 'Failed to fetch doctors',
  empty: 'No doctors found.',
  added: 'Doctor added successfully',
  updated: 'Doctor updated successfully',
  addFailed: 'Failed to add doctor',
  updateFailed: 'Failed to update doctor',
  deactivateQuestion: 'Deactivate this doctor? Patients will no longer see or book them.',
  deactivated: 'Doctor deactivated',
  deactivateFailed: 'Failed to deactivate doctor',
  photoUploaded: 'Photo uploaded',
  photoFailed: 'Failed to upload photo',
  fixErrors: 'Please correct the highlighted fields.',
} as const;

/** The failure text, followed by the server's reason when it refused the change (a 4xx says why). */
export function failureText(base: string, error: unknown): string {
  return error instanceof ApiError && error.isClientError && error.status !== 401 && error.message ? `${base}: ${error.message}` : base;
}
