import { SymptomCheckResponseSchema } from '@dawa/shared/assistant/chat';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { triageAnswerFor, withEarliestSlot, type EarliestSlot } from '@dawa/shared/assistant/triage/answer';
import { AppointmentSchema, SlotsResponseSchema } from '@dawa/shared/care/appointments';
import { DoctorDetailSchema } from '@dawa/shared/care/doctors';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SymptomChecker } from '@/features/assistant/components/symptom-checker';
import { startSession } from '@/lib/auth/session';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BookingWizard } from './booking-wizard';

// Issue 22: the assistant's 'Book a doctor' opens the booking wizard on the earliest slot it named —
// that doctor, that day, that time, ready to confirm — and says so when someone took the slot meanwhile.

const DAY = '2030-03-04';
const earliestSlot: EarliestSlot = {
  doctorId: 7,
  doctorName: 'Dr. Meera Rao',
  mode: 'clinic',
  date: DAY,
  dayOffset: 0,
  startsAt: '2030-03-04T11:00:00.000Z',
  label: '4:30 PM - 4:45 PM',
};
const doctor = DoctorDetailSchema.parse({
  id: 7,
  name: 'Dr. Meera Rao',
  photoUrl: null,
  specialization: 'Paediatrics',
  qualifications: 'MBBS, MD',
  experienceYears: 12,
  registrationNumber: 'KMC/2012/4411',
  medicalCouncil: 'KMC',
  medicalCouncilName: 'Karnataka Medical Council',
  consultationFeePaise: 50_000,
  followUpFeePaise: 30_000,
  offersOnlineConsultation: true,
  city: 'Bengaluru',
  languages: ['English', 'Hindi'],
  clinicAddress: '12 MG Road',
  about: 'Children’s doctor.',
  slotMinutes: 15,
  bookingWindowDays: 30,
  availability: [],
});
const slotAt = (startsAt: string, startTime: string, endTime: string, label: string) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 15 * 60_000).toISOString(),
  startTime,
  endTime,
  label,
});
const theSlot = slotAt(earliestSlot.startsAt, '16:30', '16:45', '4:30 PM - 4:45 PM');
const later = slotAt('2030-03-04T11:30:00.000Z', '17:00', '17:15', '5:00 PM - 5:15 PM');

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The assistant and the booking page in one router, as in the app. */
function renderApp(url: string) {
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ai-assistant" element={<SymptomChecker />} />
          <Route path="/appointments/book" element={<BookingWizard renderPaymentFields={() => null} paymentMessage={(m) => m} />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function mockBooking(free: ReturnType<typeof slotAt>[], booked: MockRequest[] = []) {
  const text = 'my 4 year old has bloody diarrhoea since this morning';
  mockApi({
    '/api/ai/symptom-checker': {
      body: SymptomCheckResponseSchema.parse({
        label: ASSISTANT_MESSAGES.notMedicalAdvice,
        disclaimer: ASSISTANT_MESSAGES.disclaimer,
        status: 'none',
        message: 'No specific medications found for these symptoms.',
        messageText: { code: 'symptoms.noMedications', params: {} },
        suggestions: [],
        seeDoctor: [],
        seeDoctorTexts: [],
        advice: 'Please consult a healthcare professional for a proper diagnosis and treatment.',
        adviceText: { code: 'symptoms.consultProfessional', params: {} },
        triage: withEarliestSlot(triageAnswerFor(text), earliestSlot),
      }),
    },
    '/api/doctors/7': { body: doctor },
    '/api/doctors/7/slots': (url) => ({
      body: SlotsResponseSchema.parse({ date: url.searchParams.get('date'), mode: 'clinic', slots: free }),
    }),
    '/api/appointments': (_url, request) => {
      booked.push(request);
      return {
        status: 201,
        body: AppointmentSchema.parse({
          id: 41,
          doctor: {
            id: 7,
            name: doctor.name,
            specialization: doctor.specialization,
            registrationNumber: doctor.registrationNumber,
            medicalCouncil: doctor.medicalCouncil,
            medicalCouncilName: doctor.medicalCouncilName,
            photoUrl: null,
            clinicAddress: doctor.clinicAddress,
            city: doctor.city,
          },
          patient: { id: 7, name: 'Asha Rao' },
          mode: 'clinic',
          appointmentType: 'consultation',
          reason: 'Bloody diarrhoea',
          startsAt: theSlot.startsAt,
          endsAt: theSlot.endsAt,
          appointmentDate: DAY,
          appointmentTime: '16:30',
          timeLabel: theSlot.label,
          status: 'scheduled',
          feePaise: 50_000,
          paymentStatus: 'pay_at_clinic',
          paymentDueAt: null,
          cancelledAt: null,
          cancellationReason: null,
          rescheduledFrom: null,
          consultationNotes: null,
          createdAt: '2030-03-04T03:30:00.000Z',
        }),
      };
    },
  });
  return text;
}

async function askAndBook(text: string, bookLabel: string) {
  renderApp('/ai-assistant');
  fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
  fireEvent.submit(screen.getByRole('textbox').closest('form')!);
  const card = await screen.findByTestId('triage');
  fireEvent.click(within(card).getByRole('link', { name: bookLabel }));
}

describe('booking the slot the assistant found', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('opens the wizard at Confirm on that doctor, day and time, and books exactly that slot', async () => {
    startSession(sessionResponse());
    const booked: MockRequest[] = [];
    await askAndBook(mockBooking([theSlot, later], booked), 'Book a doctor today');
    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    expect(screen.getByText('Dr. Meera Rao')).toBeTruthy();
    expect(screen.getByText(/4:30 PM - 4:45 PM|4:30 pm/i)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason for Visit/), { target: { value: 'Bloody diarrhoea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/appointments?success=true');
    expect(booked[0]?.body).toMatchObject({ doctorId: 7, appointmentDate: DAY, appointmentTime: '16:30', visitType: 'clinic' });
  });

  it('when the slot was taken meanwhile: that day’s other times, and why, in Hindi', async () => {
    startSession(sessionResponse());
    await switchLanguage('hi');
    await askAndBook(mockBooking([later]), 'आज ही डॉक्टर बुक करें');
    expect(await screen.findByText('चरण 3 / 4')).toBeTruthy();
    expect(screen.getByText('असिस्टेंट का बताया समय अभी-अभी किसी और ने ले लिया। कृपया इसी दिन का कोई दूसरा समय या कोई दूसरा दिन चुनें।')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /5:00/ })).toBeTruthy();
  });

  it('a link without a slot starts the doctor search on its specialty', async () => {
    startSession(sessionResponse());
    mockApi({ '/api/doctors': { body: { items: [], total: 0, page: 1, pageSize: 100, pageCount: 0 } } });
    renderApp('/appointments/book?specialization=Paediatrics&when=today');
    expect((await screen.findByRole<HTMLInputElement>('searchbox')).value).toBe('Paediatrics');
  });
});
