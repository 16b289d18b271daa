import { EPrescriptionCheckResponseSchema } from '@dawa/shared/care/prescribing-check';
import type { ScheduleAppointment } from '@dawa/shared/care/doctor-schedule';
import { SuggestionResponseSchema } from '@dawa/shared/catalog/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { FixedLanguage } from '@/lib/i18n/fixed-language';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { EPrescriptionForm } from './e-prescription-form';

const appointment: ScheduleAppointment = {
  id: 41,
  patientId: 9,
  patientName: 'Meera Iyer',
  mode: 'online',
  appointmentType: 'consultation',
  reason: 'Chest infection',
  startsAt: '2026-12-03T05:00:00.000Z',
  endsAt: '2026-12-03T05:30:00.000Z',
  status: 'confirmed',
  consultationNotes: null,
  prescriptionIds: [],
};
const doctor = { name: 'Dr. Rohan Mehta', registrationNumber: 'DMC/R/77123', medicalCouncil: 'DMC' };

const suggestion = (id: number, name: string) => ({
  id,
  slug: `p-${id}`,
  name,
  brand: 'Test',
  pricePaise: 10_000,
  category: { slug: 'rx', name: 'Rx' },
  image: '/p.png',
});
const atorva = { productId: 1, name: 'Atorva 10 Tablet' };
const claribid = { productId: 2, name: 'Claribid 500 Tablet' };

/** The server's answer for atorvastatin with clarithromycin: one serious interaction (nothing for one line). */
const serious = EPrescriptionCheckResponseSchema.parse({
  warnings: [
    {
      priority: 'serious',
      action: 'avoid_combination',
      scope: 'draft',
      warning: {
        code: 'interaction',
        ruleId: 'cyp3a4-strong-statin',
        severity: 'severe',
        a: { salt: { id: 'atorvastatin', name: 'Atorvastatin' }, products: [atorva] },
        b: { salt: { id: 'clarithromycin', name: 'Clarithromycin' }, products: [claribid] },
        effect: 'Clarithromycin raises statin levels: risk of muscle breakdown.',
        advice: 'Pause the statin during the course, or choose azithromycin.',
        source: { title: 'MHRA: statins and macrolides', url: 'https://www.gov.uk/drug-safety-update' },
      },
    },
  ],
});

function renderForm(language: 'en' | 'hi' = 'en') {
  startSession(sessionResponse({ id: 3, role: 'doctor' }));
  const checks: MockRequest[] = [];
  const issued: MockRequest[] = [];
  mockApi({
    '/api/products/suggestions': (url) => ({
      body: SuggestionResponseSchema.parse({
        items: (url.searchParams.get('q') ?? '').startsWith('ator') ? [suggestion(1, atorva.name)] : [suggestion(2, claribid.name)],
      }),
    }),
    '/api/admin/schedule/41/e-prescription/check': (_url, request) => {
      checks.push(request);
      const lines = (request.body as { medicines: unknown[] }).medicines;
      return { body: lines.length >= 2 ? serious : { warnings: [] } };
    },
    '/api/admin/schedule/41/e-prescription': (_url, request) => {
      issued.push(request);
      return {
        status: 201,
        body: {
          prescriptionId: 77,
          doctorName: doctor.name,
          registrationNumber: doctor.registrationNumber,
          medicalCouncil: doctor.medicalCouncil,
          message: 'E-prescription issued',
        },
      };
    },
    '/api/admin/schedule': { body: { doctor: { id: 1, ...doctor }, today: '2026-12-03', appointments: [] } },
  });
  renderRoute(
    <FixedLanguage language={language}>
      <EPrescriptionForm appointment={appointment} doctor={doctor} onClose={() => undefined} />
    </FixedLanguage>,
    { path: '/admin/schedule', url: '/admin/schedule' },
  );
  return { checks, issued };
}

async function addMedicine(query: string, name: string) {
  fireEvent.change(screen.getByLabelText('Find a medicine'), { target: { value: query } });
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`Add ${name}`) }));
}

describe('the e-prescription form warns while prescribing (issue 23)', () => {
  it('checks the draft as lines are added and shows a serious interaction prominently above Issue, without blocking it', async () => {
    const { checks, issued } = renderForm();
    await addMedicine('ator', atorva.name);
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(screen.queryByText(/Serious: please review/)).toBeNull();
    await addMedicine('clari', claribid.name);
    const panel = await screen.findByRole('group', { name: 'Serious: please review before issuing' });
    expect(
      within(panel).getByText(
        /Interaction on this prescription: Atorvastatin \(Atorva 10 Tablet\) with Clarithromycin \(Claribid 500 Tablet\)\./,
      ),
    ).toBeTruthy();
    expect(within(panel).getByText(/What to do: avoid this combination/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Source: MHRA: statins and macrolides' })).toBeTruthy();
    // Above the submit button, in the form's order.
    const issue = screen.getByRole('button', { name: 'Issue E-prescription' });
    expect(panel.compareDocumentPosition(issue) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((checks.at(-1)?.body as { medicines: { productId: number }[] }).medicines.map((m) => m.productId)).toEqual([1, 2]);

    // Typing a dose checks again once typing pauses (one request for the whole word, not one per key).
    const before = checks.length;
    const dose = screen.getByLabelText(`Dose of ${atorva.name}`);
    for (const value of ['1', '1 ', '1 t', '1 tablet']) fireEvent.change(dose, { target: { value } });
    await waitFor(() => expect(checks.length).toBe(before + 1));
    expect((checks.at(-1)?.body as { medicines: { dose?: string }[] }).medicines[0]?.dose).toBe('1 tablet');

    // The doctor decides: tick 'reviewed', fill in the course, issue.
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have reviewed these warnings' }));
    for (const name of [atorva.name, claribid.name]) {
      fireEvent.change(screen.getByLabelText(`Dose of ${name}`), { target: { value: '1 tablet' } });
      fireEvent.change(screen.getByLabelText(`Frequency of ${name}`), { target: { value: '0-0-1' } });
      fireEvent.change(screen.getByLabelText(`Duration of ${name}`), { target: { value: '7 days' } });
    }
    fireEvent.click(issue);
    await screen.findByText('E-prescription issued');
    expect(issued[0]?.body).toMatchObject({ warningsReviewed: true, medicines: [{ productId: 1 }, { productId: 2 }] });
  });

  it('words the warning in Hindi, saying the medical text is English', async () => {
    renderForm('hi');
    await addMedicine('ator', atorva.name);
    await addMedicine('clari', claribid.name);
    const panel = await screen.findByRole('group', { name: 'गंभीर: पर्चा जारी करने से पहले कृपया देखें' });
    expect(
      within(panel).getByText(/इस पर्चे में पारस्परिक प्रभाव: Atorvastatin \(Atorva 10 Tablet\) के साथ Clarithromycin \(Claribid 500 Tablet\)।/),
    ).toBeTruthy();
    expect(within(panel).getByText(/क्या करें: इन्हें साथ न दें/)).toBeTruthy();
    expect(screen.getByText('हर पारस्परिक प्रभाव का असर और उसके लिए क्या करें, यह जानकारी अभी अंग्रेज़ी में है।')).toBeTruthy();
  });
});
