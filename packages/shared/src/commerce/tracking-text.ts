import { z } from 'zod';
import { TRACKING_EVENTS, type TrackingEventName } from './rules.ts';

/**
 * A tracking event is stored as codes (decision 040): its status (one of TRACKING_EVENTS), the key of
 * its sentence in the orders catalogue ('eventText.<key>') and that sentence's values (a transaction
 * id, the pharmacist's own words). The screen words the key in the customer's language. The English
 * sentence is stored beside them for staff and API callers; an event without a key (a provider's
 * failure reason) shows that stored text as it is.
 */
export const TRACKING_TEXT_KEYS = [
  'placed',
  'confirmed',
  'codConfirmed',
  'awaitingPrescription',
  'prescriptionApproved',
  'prescriptionRejected',
  'paymentRetried',
  'paymentExpired',
  'paymentReceived',
  'paymentRefunded',
  'refunded',
  'cancelled',
  'packed',
  'shipped',
  'outForDelivery',
  'delivered',
  'arrivedAtFacility',
] as const;
export type TrackingTextKey = (typeof TRACKING_TEXT_KEYS)[number];
export const TrackingTextKeySchema = z.enum(TRACKING_TEXT_KEYS);

/** The values of a tracking sentence's placeholders, by name ({ transaction: 'T123' }). */
export type TrackingTextParams = Record<string, string>;
// An object of strings (not z.record: its JSON schema's propertyNames upsets the response serializer's strict mode).
export const TrackingTextParamsSchema = z.object({}).catchall(z.string());

/** Whether a stored message key is one this version knows (an unknown one shows the stored English). */
export function isTrackingTextKey(key: string | null | undefined): key is TrackingTextKey {
  return key != null && (TRACKING_TEXT_KEYS as readonly string[]).includes(key);
}

/** Whether a stored event status is one of the tracking vocabulary (the catalogue has a name for it). */
export function isTrackingEventName(status: string): status is TrackingEventName {
  return (TRACKING_EVENTS as readonly string[]).includes(status);
}
