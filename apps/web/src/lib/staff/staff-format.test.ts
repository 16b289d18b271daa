import { formatDate } from '@dawa/shared/i18n/format';
import { describe, expect, it } from 'vitest';
import { staffDate, staffDateTime, staffLabel } from './staff-format';

describe('staff-format', () => {
  it('writes payment methods and providers out, and other codes from snake case', () => {
    expect(staffLabel('cod')).toBe('Cash on delivery');
    expect(staffLabel('phonepe')).toBe('PhonePe');
    expect(staffLabel('upi')).toBe('UPI');
    expect(staffLabel('card')).toBe('Card');
    expect(staffLabel('netbanking')).toBe('Net banking');
    expect(staffLabel('cod_pending')).toBe('Cash on delivery pending');
    expect(staffLabel('out_for_delivery')).toBe('Out for delivery');
    expect(staffLabel('refund_pending')).toBe('Refund pending');
  });

  it("gives dates the shared English format in India's zone, as an English customer page shows them", () => {
    const iso = '2026-11-24T15:35:00.000Z';
    expect(staffDateTime(iso)).toBe(formatDate(iso, 'en', 'dateTime'));
    expect(staffDateTime(iso)).toMatch(/^24 Nov 2026, 9:05\s?pm$/);
    expect(staffDate(iso)).toBe('24 Nov 2026');
    expect(staffDate('2026-11-24')).toBe('24 Nov 2026');
  });
});
