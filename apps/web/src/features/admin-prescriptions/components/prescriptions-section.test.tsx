import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { PrescriptionsSection, QUEUE_EMPTY } from './prescriptions-section';

function renderSection(role: 'pharmacist' | 'admin' = 'pharmacist') {
  startSession(sessionResponse({ id: 7, role }));
  return renderRoute(<PrescriptionsSection />, { path: '/admin/prescriptions', url: '/admin/prescriptions' });
}

const queue = {
  registrationNumber: 'KSPC-1',
  orders: [
    {
      orderId: 41,
      userOrderNumber: 2,
      customerName: 'Asha Verma',
      placedAt: '2026-11-24T05:00:00.000Z',
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      rxLineCount: 1,
    },
  ],
};
const detail = {
  orderId: 41,
  userOrderNumber: 2,
  version: 3,
  status: 'awaiting_prescription',
  customerName: 'Asha Verma',
  placedAt: '2026-11-24T05:00:00.000Z',
  lines: [
    {
      orderItemId: 90,
      productId: 5,
      productName: 'Amoxil 500',
      quantity: 1,
      requiresPrescription: true,
      drugSchedule: 'H',
      suggestedMedicineId: 12,
    },
    {
      orderItemId: 91,
      productId: 6,
      productName: 'Crocin',
      quantity: 2,
      requiresPrescription: false,
      drugSchedule: 'OTC',
      suggestedMedicineId: null,
    },
  ],
  prescriptions: [
    {
      id: 8,
      originalName: 'rx.png',
      contentType: 'image/png',
      doctorName: 'Dr. Rao',
      doctorRegistrationNumber: null,
      patientName: 'Asha Verma',
      patientAge: '34 years',
      patientSex: 'F',
      prescribedOn: '2026-11-20',
      validUntil: '2027-05-20',
      expired: false,
      fileUrl: '/api/admin/prescription-reviews/41/prescriptions/8/file',
      medicines: [
        {
          id: 12,
          nameAsWritten: 'Amoxil',
          strength: '500 mg',
          quantity: 10,
          productId: 5,
          remaining: 10,
          dose: '1 cap',
          frequency: 'TDS',
          durationDays: null,
          confidence: 0.74,
          readAs: 'Arnoxil',
          flags: ['name_corrected'],
          corrected: [],
        },
      ],
    },
  ],
  medicineCheck: null,
};

const interaction = {
  code: 'interaction',
  ruleId: 'atorvastatin-strong-3a4',
  severity: 'severe',
  ordered: { salt: { id: 'clarithromycin', name: 'Clarithromycin' }, products: [{ productId: 5, name: 'Claribid 500' }] },
  existing: { salt: { id: 'atorvastatin', name: 'Atorvastatin' }, origins: [{ kind: 'prescription', id: 3, name: 'Atorva 10' }] },
  effect: 'The second medicine blocks the enzyme that clears atorvastatin.',
  advice: 'Avoid together. Ask your doctor or pharmacist before taking them together.',
  source: { title: 'DailyMed', url: 'https://dailymed.nlm.nih.gov/' },
};

/**
 * Order #41 in review with its prescription image, plus the correction route the test is about: what
 * the screen sends there is collected, and `answer` is the server's reply.
 */
function reviewOfOrder41(correctionPath: string, answer: (request: MockRequest) => { status?: number; body: unknown }): unknown[] {
  URL.createObjectURL = vi.fn(() => 'blob:rx');
  URL.revokeObjectURL = vi.fn();
  const sent: unknown[] = [];
  mockApi({
    '/api/admin/prescription-reviews': { body: queue },
    '/api/admin/prescription-reviews/41': { body: detail },
    '/api/admin/prescription-reviews/41/prescriptions/8/file': { body: 'png' },
    [correctionPath]: (_url, request: MockRequest) => {
      sent.push(request.body);
      return answer(request);
    },
  });
  return sent;
}

describe('Prescription Queue', () => {
  it('shows what the reader read with its confidence beside the image, and sends only the fields the pharmacist corrects', async () => {
    const methods: string[] = [];
    const corrections = reviewOfOrder41('/api/admin/prescription-reviews/41/prescriptions/8/medicines/12', (request) => {
      methods.push(request.method);
      return { body: { success: true, message: '2 fields corrected.', corrected: ['strength', 'durationDays'] } };
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Review order #41' }));
    expect(await screen.findByText(/match 74%/)).toBeTruthy();
    expect(screen.getByText('OCR read: “Arnoxil”')).toBeTruthy();
    expect(screen.getByText('Name corrected from what OCR read')).toBeTruthy();
    // The patient's age and sex as read, in English and with the Hindi labels the pads use.
    expect(await screen.findByText('Age: 34 years · Sex: Female')).toBeTruthy();
    expect(await screen.findByText('आयु: 34 वर्ष · लिंग: महिला')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Correct Amoxil' }));
    fireEvent.change(screen.getByLabelText('Strength'), { target: { value: '250 mg' } });
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(corrections).toEqual([{ strength: '250 mg', durationDays: 5 }]));
    expect(methods).toEqual(['PATCH']);
  });

  it("corrects the prescription's patient, and keeps the form open with the server's refusal beside it", async () => {
    const corrections = reviewOfOrder41('/api/admin/prescription-reviews/41/prescriptions/8', () => ({
      status: 400,
      body: { code: 'invalid_input', message: 'The date cannot be in the future.' },
    }));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Review order #41' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Correct the patient' }));
    expect(screen.getByLabelText<HTMLInputElement>('Patient name').value).toBe('Asha Verma');
    expect(screen.getByLabelText<HTMLInputElement>('Age').value).toBe('34');
    fireEvent.change(screen.getByLabelText('Patient name'), { target: { value: 'Asha R. Verma' } });
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '43' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save patient' }));
    expect(await screen.findByText('The date cannot be in the future.')).toBeTruthy();
    expect(corrections).toEqual([{ patientName: 'Asha R. Verma', patientAge: { count: 43, unit: 'years' } }]);
    expect(screen.getByLabelText('Patient name')).toBeTruthy();
  });

  it('corrects the doctor and the date in a form of their own', async () => {
    const corrections = reviewOfOrder41('/api/admin/prescription-reviews/41/prescriptions/8', () => ({
      body: { success: true, message: '1 field corrected.', corrected: ['doctorRegistrationNumber'] },
    }));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Review order #41' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Correct the doctor or date' }));
    fireEvent.change(screen.getByLabelText('Registration number'), { target: { value: 'KMC-45821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(corrections).toEqual([{ doctorRegistrationNumber: 'KMC-45821' }]));
  });

  it('asks a pharmacist without a registration number for it, shows an empty queue, and gives them the H1 register they keep by law', async () => {
    const saved: unknown[] = [];
    mockApi({
      '/api/admin/prescription-reviews': { body: { registrationNumber: null, orders: [] } },
      '/api/admin/prescription-reviews/registration': (_url, request: MockRequest) => {
        saved.push(request.body);
        return { body: { success: true, registrationNumber: 'KSPC-9' } };
      },
    });
    renderSection();
    expect(await screen.findByText(QUEUE_EMPTY)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pharmacist registration number'), { target: { value: 'KSPC-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save registration number' }));
    await waitFor(() => expect(saved).toEqual([{ registrationNumber: 'KSPC-9' }]));
    expect(screen.getByText('Schedule H1 register')).toBeTruthy();
    expect(screen.queryByText(/accuracy/i)).toBeNull();
  });

  it("rejects a line with a reason beside the prescription, sending the version seen; admins also get the register export and the reader's accuracy", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:rx');
    URL.revokeObjectURL = vi.fn();
    const decisions: unknown[] = [];
    mockApi({
      '/api/admin/prescription-reviews': { body: queue },
      '/api/admin/prescription-reviews/41': { body: detail },
      '/api/admin/prescription-reviews/41/prescriptions/8/file': { body: 'png' },
      '/api/admin/prescription-reading-accuracy': {
        body: {
          months: [
            {
              month: '2026-11',
              approvedMedicines: 4,
              approvedPrescriptions: 2,
              fields: [
                { field: 'strength', corrected: 1, accuracy: 0.75 },
                { field: 'frequency', corrected: 0, accuracy: 1 },
              ],
            },
          ],
        },
      },
      '/api/admin/prescription-reviews/41/decision': (_url, request: MockRequest) => {
        decisions.push(request.body);
        return { body: { success: true, message: 'Order #2 is rejected; the customer is told why and refunded.', status: 'cancelled' } };
      },
    });
    renderSection('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Review order #41' }));
    expect(await screen.findByRole('img', { name: 'Prescription rx.png' })).toBeTruthy();
    expect(screen.getByText(/Crocin x 2 \(no prescription needed\)/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Covered by').value).toBe('12');
    fireEvent.click(screen.getByRole('radio', { name: 'Reject Amoxil 500' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'quantity_exceeds_prescription' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit decision' }));
    expect(await screen.findByText('Order #2 is rejected; the customer is told why and refunded.')).toBeTruthy();
    expect(decisions).toEqual([{ version: 3, lines: [{ orderItemId: 90, decision: 'reject', reason: 'quantity_exceeds_prescription' }] }]);
    expect(screen.getByText('Schedule H1 register')).toBeTruthy();
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Strength' })).toBeTruthy();
  });

  it('shows the interaction with the customer’s other medicines and holds the approval until the pharmacist records reviewing it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:rx');
    URL.revokeObjectURL = vi.fn();
    const reviews: unknown[] = [];
    let check: { warnings: unknown[]; reviewedAt: string | null; reviewedBy: string | null; note: string | null } = {
      warnings: [interaction],
      reviewedAt: null,
      reviewedBy: null,
      note: null,
    };
    mockApi({
      '/api/admin/prescription-reviews': { body: queue },
      '/api/admin/prescription-reviews/41': () => ({ body: { ...detail, medicineCheck: check } }),
      '/api/admin/prescription-reviews/41/prescriptions/8/file': { body: 'png' },
      '/api/admin/prescription-reviews/41/medicine-check': (_url, request: MockRequest) => {
        reviews.push(request.body);
        check = { ...check, reviewedAt: '2026-11-24T06:00:00.000Z', reviewedBy: 'pharmacist@example.com', note: 'Statin paused' };
        return { body: check };
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Review order #41' }));
    const panel = await screen.findByRole('region', { name: "Interactions with the customer's other medicines" });
    expect(
      panel.textContent?.includes(
        'Serious interaction: Clarithromycin (Claribid 500, in this order) with Atorvastatin (prescription #3: Atorva 10).',
      ),
    ).toBe(true);
    expect(screen.getByText('Record that you have reviewed the interactions before approving.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit decision' }).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Statin paused' } });
    fireEvent.click(screen.getByRole('button', { name: 'I have reviewed these interactions' }));
    await waitFor(() => expect(reviews).toEqual([{ note: 'Statin paused' }]));
    expect(await screen.findByText(/Reviewed by pharmacist@example.com/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit decision' }).disabled).toBe(false);
  });
});
