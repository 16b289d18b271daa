// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/**
 * What the browser says for an API refusal (decision 038). `reason.<reason>` is the sentence of one
 * refusal (the API sends `reason` and `params`); `code.<code>` is the fallback for a code whose
 * refusal has no sentence here yet (in English the server's own message is shown instead, as it is
 * the spec's text). The English texts of reasons are the spec's, word for word.
 */
const errors = {
  'code.invalid_input': 'Please check what you entered.',
  'code.unauthorized': 'Please log in again.',
  'code.forbidden': 'You do not have access to this.',
  'code.not_found': 'We could not find that.',
  'code.conflict': 'That changed in the meantime. Please try again.',
  'code.out_of_stock': 'This product is out of stock.',
  'code.prescription_required': 'A valid prescription is required for this medicine.',
  'code.slot_unavailable': 'That slot is no longer available.',
  'code.payment_failed': 'The payment did not go through.',
  'code.rate_limited': 'Too many attempts. Please wait a moment and try again.',
  'code.locked': 'This site is locked.',
  'code.payload_too_large': 'The file is too large.',
  'code.unsupported_media_type': 'This file type is not supported.',
  'code.internal': 'Something went wrong. Please try again.',
  'network.offline': 'Could not reach Dawa. Check your connection and try again.',
  'reason.two_factor_setup_required': 'Set up two-factor authentication in Settings to use the dashboard.',
  'reason.two_factor_login_required': 'Log out and log in again with your authenticator code to use the dashboard.',
  'reason.invalid_credentials': 'Invalid email or password.',
  'reason.email_not_verified': 'Please verify your email before logging in. Enter the code we sent you, or request a new one.',
  'reason.slot_taken': 'Sorry, this slot has just been booked by someone else. Please choose another slot.',
  'reason.doctor_unavailable': 'This doctor is not available for booking.',
  'reason.no_online_consultation': 'This doctor does not offer online consultations.',
  'reason.appointment_locked': 'This appointment can no longer be changed.',
  'reason.reschedule_range': 'Please choose one of the next {days} days, starting tomorrow.',
  'reason.appointment_not_awaiting_payment': 'This appointment is not waiting for a payment.',
  'reason.prescription_file_type': 'Only .jpg, .jpeg, .png, and .pdf files are allowed',
  'reason.prescription_file_too_large': 'The file is larger than {maxMb}MB. Please upload a smaller file.',
  'reason.health_report_file_too_large': 'The file is too large: health report files can be at most {maxMb}MB.',
  'reason.profile_picture_too_large': 'Image size should be less than {maxMb}MB',
  'reason.review_photo_too_large': 'Each photo must be {maxMb} MB or smaller.',
  'reason.prescription_file_empty': 'The file is empty. Please choose the prescription file again.',
  'reason.prescription_not_analysable': 'This prescription has been reviewed or was written by a Dawa doctor; it cannot be analysed again.',
} as const satisfies Catalogue;

export default errors;

declare module '../../namespaces.ts' {
  interface Namespaces {
    errors: typeof errors;
  }
}
