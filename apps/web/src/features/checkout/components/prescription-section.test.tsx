import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { PrescriptionSection } from './prescription-section';

const prescriptions = [
  {
    id: 7,
    source: 'upload',
    originalName: 'rx.jpg',
    doctorName: 'Dr. Rao',
    prescribedOn: '2026-11-01',
    createdAt: '2026-11-01T10:00:00.000Z',
    status: 'analyzed',
    medicineNames: ['Amoxicillin 500 mg'],
    coversProductIds: [11],
    validUntil: '2027-05-01',
    expired: false,
  },
  {
    id: 3,
    source: 'upload',
    originalName: '',
    doctorName: null,
    prescribedOn: '2025-01-01',
    createdAt: '2025-01-01T10:00:00.000Z',
    status: 'analyzed',
    medicineNames: [],
    coversProductIds: [],
    validUntil: '2025-07-01',
    expired: true,
  },
];

const renderSection = () => {
  startSession(sessionResponse());
  return renderRoute(<PrescriptionSection rxNames={['Amoxicillin 500 mg']} productIds={[11]} chosen={[]} onChange={() => {}} />, {
    path: '/checkout',
    url: '/checkout',
  });
};

describe('checkout prescription step in Hindi', () => {
  inLanguage('hi');

  it('asks for the prescription, lists the customer’s own with their dates and states in Hindi, and keeps the medicine names as written', async () => {
    mockApi({ '/api/checkout/prescriptions': { body: { prescriptions } } });
    renderSection();
    expect(await screen.findByText('डॉक्टर का पर्चा', { selector: 'legend' })).toBeTruthy();
    expect(screen.getByText(/^Amoxicillin 500 mg के लिए डॉक्टर का पर्चा ज़रूरी है।/)).toBeTruthy();
    expect(await screen.findByText('आपके कार्ट से मेल खाता है')).toBeTruthy();
    // The untitled one gets our own word for it; neither date is left as an ISO string.
    expect(screen.getByRole('checkbox', { name: /^पर्चा 3/ })).toBeTruthy();
    expect(screen.getByText(/तक मान्य$/).textContent).not.toContain('2027-05-01');
    expect(screen.getByText(/को समाप्त हो गया$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'नया पर्चा अपलोड करें' })).toBeTruthy();
    expect(screen.queryByText(/Valid until|Expired on|Matches your cart|Upload a new prescription|needs a doctor/)).toBeNull();
  });

  it('says in Hindi when the customer has none yet', async () => {
    mockApi({ '/api/checkout/prescriptions': { body: { prescriptions: [] } } });
    renderSection();
    expect(await screen.findByText('अभी आपका कोई जाँचा हुआ पर्चा नहीं है।')).toBeTruthy();
  });
});

describe("checkout prescription step: a doctor's e-prescription in Hindi", () => {
  inLanguage('hi');

  // Issue 21 item 3 re-walk: the e-prescription was offered as 'E-prescription 2026-12-07, Dr. Rohan Mehta'.
  it('names it by its date in Hindi, not by its stored English name', async () => {
    mockApi({
      '/api/checkout/prescriptions': {
        body: {
          prescriptions: [
            {
              ...prescriptions[0],
              id: 9,
              source: 'e_prescription',
              originalName: 'E-prescription 2026-12-07',
              doctorName: 'Rohan Mehta',
              prescribedOn: '2026-12-07',
            },
          ],
        },
      },
    });
    renderSection();
    const box = await screen.findByRole('checkbox', { name: /^ई-प्रिस्क्रिप्शन 7 दिस॰ 2026, Dr\. Rohan Mehta/ });
    expect(box).toBeTruthy();
    expect(screen.queryByText(/E-prescription|2026-12-07/)).toBeNull();
  });
});
