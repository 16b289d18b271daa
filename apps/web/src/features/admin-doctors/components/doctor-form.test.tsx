import { AdminDoctorSchema } from '@dawa/shared/care/doctors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { mockApi, requests, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { DoctorForm } from './doctor-form';

function renderForm(onDone = vi.fn()) {
  startSession(sessionResponse({ id: 7, role: 'admin' }));
  renderRoute(
    <>
      <Toaster />
      <DoctorForm doctor={null} onDone={onDone} />
    </>,
    { path: '/admin/doctors', url: '/admin/doctors' },
  );
  return onDone;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillProfile() {
  type('Name', 'Dr. Kavita Rao');
  type('Specialization', 'Dermatology');
  type('Qualifications', 'MBBS, MD');
  type('Years of experience', '12');
  type('Registration number', 'kmc-45678');
  type('Medical council', 'KMC');
  type('Consultation fee (₹)', '650.50');
  type('Follow-up fee (₹)', '400');
  type('City', 'Bengaluru');
}

function addWindow(index: number, mode: string, day: string, start: string, end: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add window' }));
  const nth = (label: string) => screen.getAllByLabelText(label)[index] as HTMLElement;
  fireEvent.change(nth('Mode'), { target: { value: mode } });
  fireEvent.change(nth('Day'), { target: { value: day } });
  fireEvent.change(nth('Start'), { target: { value: start } });
  fireEvent.change(nth('End'), { target: { value: end } });
}

const stored = AdminDoctorSchema.parse({
  id: 99,
  name: 'Dr. Kavita Rao',
  photoUrl: null,
  specialization: 'Dermatology',
  qualifications: 'MBBS, MD',
  experienceYears: 12,
  registrationNumber: 'KMC-45678',
  medicalCouncil: 'KMC',
  medicalCouncilName: 'Karnataka Medical Council',
  consultationFeePaise: 65_050,
  followUpFeePaise: 40_000,
  offersOnlineConsultation: true,
  city: 'Bengaluru',
  languages: ['English', 'Hindi'],
  active: true,
  linkedAccount: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  clinicAddress: '',
  about: '',
  userId: null,
  slotMinutes: 15,
  bufferMinutes: 5,
  minNoticeMinutes: 120,
  bookingWindowDays: 30,
  availability: [],
  overrides: [],
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('the Add Doctor form', () => {
  it('names each bad field (blank required fields, overlapping hours, end before start) and sends nothing', async () => {
    mockApi({});
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add Doctor' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Choose a medical council from the list')).toBeTruthy();
    expect(screen.getByText('Consultation fee must be a number')).toBeTruthy();

    fillProfile();
    type('Follow-up fee (₹)', '900');
    addWindow(0, 'clinic', '1', '09:00', '13:00');
    addWindow(1, 'online', '1', '12:00', '14:00');
    addWindow(2, 'clinic', '3', '13:00', '09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add Doctor' }));
    expect(await screen.findByText('This window overlaps another on Monday')).toBeTruthy();
    expect(screen.getByText('End time must be after start time')).toBeTruthy();
    expect(screen.getByText('Follow-up fee cannot be more than the consultation fee')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('sends fees in paise and the weekly hours once the form is valid, then reports success', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      '/api/admin/doctors': (_url, request) => {
        sent.push(request);
        return { status: 201, body: stored };
      },
    });
    const onDone = renderForm();
    fillProfile();
    addWindow(0, 'clinic', '1', '10:00', '13:00');
    addWindow(1, 'online', '1', '17:00', '19:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add Doctor' }));
    expect(await screen.findByText('Doctor added successfully')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toMatchObject({
      consultationFeePaise: 65_050,
      followUpFeePaise: 40_000,
      minNoticeMinutes: 120,
      languages: ['English', 'Hindi'],
      availability: [
        { mode: 'clinic', dayOfWeek: 1, startTime: '10:00', endTime: '13:00' },
        { mode: 'online', dayOfWeek: 1, startTime: '17:00', endTime: '19:00' },
      ],
    });
  });

  it("shows the server's reason beside the field when it refuses the doctor account", async () => {
    const message = 'Only an account with the doctor role can be linked. Change its role in User Management first.';
    mockApi({ '/api/admin/doctors': { status: 400, body: { code: 'invalid_input', message, fieldErrors: { userId: [message] } } } });
    renderForm();
    fillProfile();
    type('Linked doctor account (user ID)', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Add Doctor' }));
    expect(await screen.findByText(`Failed to add doctor: ${message}`)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});
