import { RoomInfoSchema } from '@dawa/shared/care/video-room';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import AppointmentRoomRoute from './appointment-room';

const room = (state: 'early' | 'ended') =>
  RoomInfoSchema.parse({
    appointmentId: 5,
    role: 'patient',
    doctorName: 'Dr. Meera Iyer',
    patientName: 'Asha Rao',
    startsAt: '2026-11-26T04:30:00.000Z',
    endsAt: '2026-11-26T05:00:00.000Z',
    opensAt: '2026-11-26T04:20:00.000Z',
    state,
    iceServers: [],
  });

function renderRoom(answer: Parameters<typeof mockApi>[0][string]) {
  startSession(sessionResponse());
  mockApi({ '/api/appointments/5/room': answer });
  renderRoute(<AppointmentRoomRoute />, { path: '/appointments/:id/room', url: '/appointments/5/room' });
}

describe('the consultation room in Hindi', () => {
  it('says when a room not open yet opens, in India time and in Hindi, with the title in Hindi', async () => {
    languageStore.set('hi');
    renderRoom({ body: room('early') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer के साथ परामर्श' })).toBeTruthy();
    expect(screen.getByText('26 नव॰ 2026, 10:00 am से 26 नव॰ 2026, 10:30 am तक')).toBeTruthy();
    expect(screen.getByText('रूम अपॉइंटमेंट शुरू होने से 10 मिनट पहले खुलता है। यह 26 नव॰ 2026, 9:50 am पर खुलेगा।')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('परामर्श रूम | Dawa'));
  });

  it("words the API's refusal (a shared room sentence) in Hindi", async () => {
    languageStore.set('hi');
    renderRoom({ status: 404, body: { code: 'not_found', message: 'This is a clinic visit: it has no video room.' } });
    expect((await screen.findByRole('alert')).textContent).toBe('यह क्लिनिक विज़िट है: इसका कोई वीडियो रूम नहीं है।');
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट पर वापस जाएँ' }).getAttribute('href')).toBe('/appointments');
  });
});
