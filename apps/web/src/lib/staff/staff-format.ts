import { formatDate, type DateStyle } from '@dawa/shared/i18n/format';

/**
 * Staff screens are English (decision 038), so their dates use the shared formatter in English:
 * one format everywhere ('24 Nov 2026', '24 Nov 2026, 9:05 pm', '9:05 pm'), the same as an English
 * customer page, in India's time zone.
 */
export const staffDate = (value: Date | string, style: DateStyle = 'date') => formatDate(value, 'en', style);
export const staffDateTime = (value: Date | string) => formatDate(value, 'en', 'dateTime');

/** Codes that are names or abbreviations, written out the way people say them (humanising 'cod' gave 'Cod'). */
const WRITTEN_OUT: Record<string, string> = {
  cod: 'Cash on delivery',
  cod_pending: 'Cash on delivery pending',
  phonepe: 'PhonePe',
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  gst: 'GST',
  otp: 'OTP',
  csv: 'CSV',
  sms: 'SMS',
};

/**
 * A code shown to staff: payment methods and providers written out ('Cash on delivery', 'PhonePe',
 * 'UPI', 'Card'), everything else from snake case ('out_for_delivery' → 'Out for delivery').
 */
export function staffLabel(value: string): string {
  const known = WRITTEN_OUT[value.toLowerCase()];
  if (known) return known;
  const words = value.split('_').map((word) => WRITTEN_OUT[word.toLowerCase()] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
