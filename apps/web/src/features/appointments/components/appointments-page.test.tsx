import { AppointmentListResponseSchema, AppointmentSchema, type Appointment } from '@dawa/shared/care/appointments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { launchCheckout } from '@/lib/razorpay-checkout';

vi.mock('@/lib/razorpay-checkout', () => ({ launchCheckout: vi.fn(() => Promise.resolve(true)) }));
const CHECKOUT = {
  merchantTransactionId: 'AP5_x',
  keyId: 'rzp_test_x',
  razorpayOrderId: 'order_x',
  amountPaise: 60000,
  currency: 'INR',
  name: 'Dawa',
  description: 'Consultation fee',
  prefill: { method: 'upi', vpa: 'asha@okhdfc' },
  upiFlow: 'collect',
  returnPath: '/appointments?payment=5',
  sandboxCheckoutUrl: '/x',
};
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { AppointmentsPage } from './appointments-page';
import type { RenderPaymentFields } from './fee-payment';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const appointment = (overrides: Partial<Appointment> = {}) =>
  AppointmentSchema.parse({
    id: 5,
    doctor: {
      id: 2,
      name: 'Dr. Meera Iyer',
      specialization: 'Dermatology',
      registrationNumber: 'TNMC/2010/01234',
      medicalCouncil: 'TNMC',
      medicalCouncilName: 'Tamil Nadu Medical Council',
      photoUrl: null,
      clinicAddress: '4 Cathedral Road',
      city: 'Chennai',
    },
    patient: { id: 7, name: 'Asha Rao' },
    mode: 'online',
    appointmentType: 'consultation',
    reason: 'Rash on the arm',
    startsAt: inHours(48),
    endsAt: inHours(48.5),
    appointmentDate: '2026-11-26',
    appointmentTime: '10:00',
    timeLabel: '10:00 AM - 10:30 AM',
    status: 'confirmed',
    feePaise: 60_000,
    paymentStatus: 'paid',
    paymentDueAt: null,
    cancelledAt: null,
    cancellationReason: null,
    rescheduledFrom: null,
    consultationNotes: null,
    createdAt: inHours(-1),
    ...overrides,
  });
const page = (items: Appointment[]) =>
  AppointmentListResponseSchema.parse({ items, total: items.length, page: 1, pageSize: 20, pageCount: 1 });

/** A stand-in for the checkout's payment fields (composed in by the route): UPI only. */
const upiField: RenderPaymentFields = (value, onChange) => (
  <label>
    UPI ID
    <input value={value.upiId} onChange={(e) => onChange({ paymentMethod: 'upi', upiId: e.target.value })} />
  </label>
);

function renderPage(url = '/appointments') {
  return renderRoute(
    <>
      <Toaster />
      <AppointmentsPage renderPaymentFields={upiField} paymentMessage={(m) => m} />
    </>,
    { path: '/appointments', url },
  );
}

describe('My Appointments', () => {
  it("names a doctor staff added without a title 'Dr.', once", async () => {
    startSession(sessionResponse());
    const untitled = appointment();
    const titled = appointment({ id: 6 });
    mockApi({
      '/api/appointments': {
        body: page([
          { ...untitled, doctor: { ...untitled.doctor, name: 'Priya Shah' } },
          { ...titled, doctor: { ...titled.doctor, name: 'Dr. Meera Iyer' } },
        ]),
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dr. Priya Shah' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dr. Meera Iyer' })).toBeTruthy();
    expect(screen.queryByText(/Dr\. Dr\./)).toBeNull();
  });

  it('asks visitors to log in', () => {
    renderPage();
    expect(screen.getByText('Please log in to view appointments')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('shows the booking banner, the doctor with registration, and asks before cancelling (refund said)', async () => {
    startSession(sessionResponse());
    const tabsAsked: string[] = [];
    let deleted = false;
    mockApi({
      '/api/appointments': (url: URL) => {
        tabsAsked.push(url.searchParams.get('tab') ?? '');
        return { body: page(url.searchParams.get('tab') === 'upcoming' ? [appointment()] : []) };
      },
      '/api/appointments/5': (_url: URL, request: MockRequest) => {
        deleted = request.method === 'DELETE';
        return {
          body: {
            appointment: appointment({ status: 'cancelled', cancelledAt: inHours(0), paymentStatus: 'refunded' }),
            refunded: true,
            message: 'Appointment cancelled. Your consultation fee will be refunded.',
          },
        };
      },
    });
    renderPage('/appointments?success=true');
    expect(screen.getByText('Your appointment has been booked successfully!')).toBeTruthy();
    const card = (await screen.findByText('Dr. Meera Iyer')).closest('li')!;
    expect(within(card).getByText('Reg. No. TNMC/2010/01234, Tamil Nadu Medical Council')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe('/appointments/5/reschedule');
    // Two days ahead: the room is not open yet.
    const join = within(card).getByRole<HTMLButtonElement>('button', { name: 'Join Meeting' });
    expect(join.disabled).toBe(true);
    // Said in words beside the button (a tooltip is never seen on a phone), with the time it opens.
    expect(within(card).getByText(/^Join Meeting opens at \d{1,2}:\d{2} [ap]m IST, 10 minutes before the start\.$/i)).toBeTruthy();
    expect(join.getAttribute('aria-describedby')).toBe('room-hint-5');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Are you sure you want to cancel this appointment?')).toBeTruthy();
    expect(screen.getByText('Your consultation fee will be refunded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Appointment cancelled. Your consultation fee will be refunded.')).toBeTruthy();
    expect(deleted).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past appointments')).toBeTruthy();
    expect(tabsAsked).toContain('past');
  });

  it('links Join Meeting to the room from 10 minutes before the start, and shows the reschedule banner', async () => {
    startSession(sessionResponse());
    mockApi({ '/api/appointments': { body: page([appointment({ startsAt: inHours(0.1), endsAt: inHours(0.6) })]) } });
    renderPage('/appointments?rescheduled=true');
    expect(screen.getByText('Your appointment has been rescheduled successfully!')).toBeTruthy();
    const join = await screen.findByRole('link', { name: 'Join Meeting' });
    expect(join.getAttribute('href')).toBe('/appointments/5/room');
  });

  it('shows a waiting online booking with the time left to pay, Pay and Cancel; paying it confirms it', async () => {
    startSession(sessionResponse());
    const waiting = appointment({ status: 'pending_payment', paymentStatus: 'awaiting', paymentDueAt: inHours(5 / 60) });
    let paidWith: unknown = null;
    mockApi({
      '/api/appointments': (url: URL) => ({
        body: page(url.searchParams.get('tab') === 'upcoming' ? [paidWith ? appointment() : waiting] : []),
      }),
      '/api/appointments/5/pay': (_url: URL, request: MockRequest) => {
        paidWith = request.body;
        return { body: CHECKOUT };
      },
    });
    renderPage();
    const card = within((await screen.findByText('Dr. Meera Iyer')).closest('li')!);
    expect(card.getByText('Awaiting payment')).toBeTruthy();
    expect(card.getByRole('timer').textContent).toMatch(/^Time left to pay: (5:00|4:5\d)$/);
    expect(card.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // Not movable while unpaid: pay or cancel.
    expect(card.queryByRole('link', { name: 'Reschedule' })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Pay ₹600.00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay consultation fee' }));
    expect(dialog.getByRole('timer').textContent).toMatch(/^Time left to pay: (5:00|4:5\d)$/);
    fireEvent.change(dialog.getByLabelText('UPI ID'), { target: { value: 'asha@okhdfc' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pay ₹600.00' }));
    // Razorpay Checkout opens with only the method posted; it returns the patient to /appointments?payment=5.
    await waitFor(() => expect(vi.mocked(launchCheckout)).toHaveBeenCalledWith(CHECKOUT));
    expect(paidWith).toEqual({ method: 'upi', upiId: 'asha@okhdfc', upiFlow: 'collect' });
  });

  it('says when the time to pay has run out, and takes Pay away', async () => {
    startSession(sessionResponse());
    const waiting = appointment({
      status: 'pending_payment',
      paymentStatus: 'awaiting',
      paymentDueAt: new Date(Date.now() + 1500).toISOString(),
    });
    mockApi({ '/api/appointments': (url: URL) => ({ body: page(url.searchParams.get('tab') === 'upcoming' ? [waiting] : []) }) });
    renderPage();
    const card = within((await screen.findByText('Dr. Meera Iyer')).closest('li')!);
    expect(card.getByRole('button', { name: 'Pay ₹600.00' })).toBeTruthy();
    expect(await card.findByText('The time to pay has run out: the slot is being released.', {}, { timeout: 4000 })).toBeTruthy();
    expect(card.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(card.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('says under Cancelled why a booking whose time to pay ran out was released', async () => {
    startSession(sessionResponse());
    const released = appointment({ status: 'cancelled', paymentStatus: 'unpaid', cancelledAt: inHours(-0.1) });
    mockApi({ '/api/appointments': (url: URL) => ({ body: page(url.searchParams.get('tab') === 'cancelled' ? [released] : []) }) });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Cancelled' }));
    const card = within((await screen.findByText('Dr. Meera Iyer')).closest('li')!);
    expect(card.getByText('Payment was not completed in time; the slot was released.')).toBeTruthy();
  });

  it('counts down, offers Pay and Cancel and explains Join Meeting in Hindi too', async () => {
    languageStore.set('hi');
    startSession(sessionResponse());
    const waiting = appointment({ id: 6, status: 'pending_payment', paymentStatus: 'awaiting', paymentDueAt: inHours(5 / 60) });
    mockApi({
      '/api/appointments': (url: URL) => ({ body: page(url.searchParams.get('tab') === 'upcoming' ? [waiting, appointment()] : []) }),
    });
    renderPage();
    const [unpaid, confirmed] = (await screen.findAllByText('Dr. Meera Iyer')).map((name) => within(name.closest('li')!));
    expect(unpaid!.getByText('भुगतान बाकी')).toBeTruthy();
    expect(unpaid!.getByRole('timer').textContent).toMatch(/^भुगतान के लिए बचा समय: (5:00|4:5\d)$/);
    expect(unpaid!.getByRole('button', { name: '₹600.00 चुकाएँ' })).toBeTruthy();
    expect(unpaid!.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(confirmed!.getByText(/^मीटिंग .+ IST पर, शुरू होने से 10 मिनट पहले, खुलेगी।$/)).toBeTruthy();
  });

  it('speaks Hindi: tabs, the card with its date in Hindi, the cancel dialog and its answer', async () => {
    languageStore.set('hi');
    startSession(sessionResponse());
    mockApi({
      '/api/appointments': (url: URL) => ({ body: page(url.searchParams.get('tab') === 'upcoming' ? [appointment()] : []) }),
      '/api/appointments/5': {
        body: {
          appointment: appointment({ status: 'cancelled', cancelledAt: inHours(0), paymentStatus: 'refund_pending' }),
          refunded: true,
          message: 'Appointment cancelled. Your consultation fee will be refunded.',
        },
      },
    });
    renderPage('/appointments?success=true');
    expect(await screen.findByRole('heading', { name: 'मेरे अपॉइंटमेंट' })).toBeTruthy();
    expect(screen.getByText('आपका अपॉइंटमेंट सफलतापूर्वक बुक हो गया है!')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'आने वाले' }).getAttribute('aria-selected')).toBe('true');
    const card = within((await screen.findByText('Dr. Meera Iyer')).closest('li')!);
    expect(card.getByText('पक्का')).toBeTruthy();
    expect(card.getByText('गुरु, 26 नव॰ 2026')).toBeTruthy();
    expect(card.getByText('ऑनलाइन परामर्श')).toBeTruthy();
    expect(card.getByText('₹600.00 (चुकाया गया)')).toBeTruthy();
    // The council and the speciality are stored codes, worded in Hindi too (issue 21 item 3).
    expect(card.getByText('रजि. नं. TNMC/2010/01234, तमिलनाडु मेडिकल काउंसिल')).toBeTruthy();
    expect(card.getByText('त्वचा रोग')).toBeTruthy();
    expect(card.queryByText(/Tamil Nadu Medical Council|Dermatology/)).toBeNull();
    // Times are written by Hindi's own format, not the server's English label.
    expect(card.queryByText(/AM/)).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'रद्द करें' }));
    expect(screen.getByText('क्या आप वाकई यह अपॉइंटमेंट रद्द करना चाहते हैं?')).toBeTruthy();
    expect(screen.getByText('आपका परामर्श शुल्क वापस कर दिया जाएगा।')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'हाँ, रद्द करें' }));
    expect(await screen.findByText('अपॉइंटमेंट रद्द कर दिया गया। आपका परामर्श शुल्क वापस कर दिया जाएगा।')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'पिछले' }));
    expect(await screen.findByText('कोई पिछला अपॉइंटमेंट नहीं है')).toBeTruthy();
  });
});
