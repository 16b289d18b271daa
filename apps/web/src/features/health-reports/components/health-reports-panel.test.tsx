import { HealthReportListResponseSchema, HealthReportSchema, type HealthReport } from '@dawa/shared/care/health-reports';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startSession } from '@/lib/auth/session';
import { languageStore } from '@/lib/i18n/language-store';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { HealthReportsPanel } from './health-reports-panel';

const report = (overrides: Partial<HealthReport> = {}) =>
  HealthReportSchema.parse({
    id: 3,
    userId: 7,
    patientName: 'Asha Rao',
    title: 'Blood test',
    description: 'Haemoglobin a little low.',
    fileUrl: null,
    fileName: null,
    food: '',
    medicines: 'Iron tablets',
    allergies: 'Penicillin',
    foodHabits: '',
    pastTreatments: '',
    createdAt: '2026-11-20T06:00:00.000Z',
    ...overrides,
  });

function renderPanel(reports: HealthReport[]) {
  startSession(sessionResponse());
  mockApi({
    '/api/health-reports': {
      body: HealthReportListResponseSchema.parse({ items: reports, total: reports.length, page: 1, pageSize: 20, pageCount: 1 }),
    },
  });
  renderRoute(
    <>
      <Toaster />
      <HealthReportsPanel headingLevel={1} />
    </>,
    { path: '/health-reports', url: '/health-reports' },
  );
}

describe('Health Reports in Hindi', () => {
  it('lists a report with its details and date in Hindi, and checks the form in Hindi', async () => {
    languageStore.set('hi');
    renderPanel([report()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'हेल्थ रिपोर्ट' })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Blood test' }));
    expect(card.getByText('20 नव॰ 2026')).toBeTruthy();
    expect(card.getByText('दवाइयाँ:')).toBeTruthy();
    expect(card.getByText('एलर्जी:')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Blood test हटाएँ' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'हेल्थ रिपोर्ट जोड़ें' }));
    fireEvent.click(await screen.findByRole('button', { name: 'रिपोर्ट सेव करें' }));
    expect(await screen.findByText('शीर्षक और विवरण ज़रूरी हैं।')).toBeTruthy();
    expect(screen.getByLabelText('खान-पान की आदतें')).toBeTruthy();
  });

  it('shows the empty list in Hindi', async () => {
    languageStore.set('hi');
    renderPanel([]);
    expect(await screen.findByText('कोई हेल्थ रिपोर्ट नहीं मिली।')).toBeTruthy();
  });

  it('words the server’s refusal of a file over 10 MB in Hindi (its reason), not just “too large”', async () => {
    languageStore.set('hi');
    renderPanel([]);
    mockApi({
      '/api/health-reports': (_url, request) =>
        request.method === 'POST'
          ? {
              status: 413,
              body: {
                code: 'payload_too_large',
                message: 'The file is too large: health report files can be at most 10MB.',
                reason: 'health_report_file_too_large',
                params: { maxMb: 10 },
              },
            }
          : { body: HealthReportListResponseSchema.parse({ items: [], total: 0, page: 1, pageSize: 20, pageCount: 0 }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'हेल्थ रिपोर्ट जोड़ें' }));
    fireEvent.change(await screen.findByLabelText('शीर्षक'), { target: { value: 'MRI' } });
    fireEvent.change(screen.getByLabelText('विवरण'), { target: { value: 'Knee scan' } });
    fireEvent.change(screen.getByLabelText('रिपोर्ट फ़ाइल (वैकल्पिक)'), {
      target: { files: [new File(['%PDF-1.4'], 'mri.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'रिपोर्ट सेव करें' }));
    expect(await screen.findByText('फ़ाइल बहुत बड़ी है: हेल्थ रिपोर्ट की फ़ाइल अधिकतम 10MB की हो सकती है।')).toBeTruthy();
  });
});
