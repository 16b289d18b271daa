import type { Page } from '@playwright/test';
import { confirmThrough, makePng, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: Doctor Management. An admin adds a doctor with weekly hours in both modes and a leave,
// finds them in the table and through the public GET /api/doctors, uploads a photo, and deactivates
// them after confirming (then patients no longer see them). Axe scans the table and the form.

/** Names are letters only: a unique surname spelt in letters. */
const uniqueSurname = () =>
  `Zed${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;

async function addWindow(page: Page, index: number, mode: 'clinic' | 'online', day: string, start: string, end: string) {
  const form = main(page);
  await form.getByRole('button', { name: 'Add window' }).click();
  await form.getByLabel('Mode').nth(index).selectOption(mode);
  await form.getByLabel('Day', { exact: true }).nth(index).selectOption({ label: day });
  await form.getByLabel('Start', { exact: true }).nth(index).fill(start);
  await form.getByLabel('End', { exact: true }).nth(index).fill(end);
}

test('an admin adds a doctor with availability, sees them in the list and in GET /api/doctors, then deactivates them', async ({
  page,
  request,
}, testInfo) => {
  const surname = uniqueSurname();
  const name = `Dr. Meena ${surname}`;
  const registration = `DMC/R/${String(Date.now()).slice(-6)}`;

  await openAsNewStaff(page, 'admin');
  await page.goto('/admin/doctors');
  const scope = main(page);
  await expect(scope.getByRole('heading', { name: 'Doctor Management', level: 2 })).toBeVisible();
  // The seeded doctors are there.
  await expect(scope.getByRole('table', { name: 'Doctors' }).getByRole('row').filter({ hasText: 'Dr. Kavita Rao' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'Doctor Management');

  await scope.getByRole('button', { name: 'Add Doctor' }).click();
  await scope.getByLabel('Name').fill(name);
  await scope.getByLabel('Specialization').selectOption('Cardiology');
  await scope.getByLabel('Qualifications').fill('MBBS, MD, DM (Cardiology)');
  await scope.getByLabel('Years of experience').fill('15');
  await scope.getByLabel('Registration number').fill(registration);
  await scope.getByLabel('Medical council').selectOption({ label: 'Delhi Medical Council' });
  await scope.getByLabel('Consultation fee (₹)').fill('1100');
  await scope.getByLabel('Follow-up fee (₹)').fill('600');
  await scope.getByLabel('Clinic address').fill('Heart Centre, Saket');
  await scope.getByLabel('City').fill('New Delhi');
  await addWindow(page, 0, 'clinic', 'Monday', '09:00', '13:00');
  await addWindow(page, 1, 'online', 'Monday', '12:00', '14:00');
  await scope.getByRole('button', { name: 'Add leave' }).click();
  await scope.getByLabel('From').fill('2026-12-24');
  await scope.getByLabel('To', { exact: true }).fill('2026-12-26');
  await scope.getByLabel('Reason').fill('Conference');

  // Overlapping hours are refused beside the window, before anything is sent.
  await scope.getByRole('button', { name: 'Add Doctor' }).click();
  await expect(scope.getByText('This window overlaps another on Monday')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'Add Doctor form with errors');
  await scope.getByLabel('Start', { exact: true }).nth(1).fill('17:00');
  await scope.getByLabel('End', { exact: true }).nth(1).fill('19:00');
  await scope.getByRole('button', { name: 'Add Doctor' }).click();
  await expect(notice(page, 'Doctor added successfully')).toBeVisible();

  await scope.getByRole('searchbox', { name: 'Search doctors by name, specialization or city' }).fill(surname);
  await scope.getByRole('button', { name: 'Search' }).click();
  const row = scope.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cardiology');
  await expect(row).toContainText('Delhi Medical Council');
  await expect(row).toContainText('₹1,100.00');
  await expect(row).toContainText('Active');

  // Patients (no token) find the doctor through the public API, with the weekly hours and no private fields.
  const listed = await request.get(`/api/doctors?search=${encodeURIComponent(surname)}`);
  const list = (await listed.json()) as { total: number; items: { id: number; name: string; consultationFeePaise: number }[] };
  expect(list.total).toBe(1);
  expect(list.items[0]).toMatchObject({ name, consultationFeePaise: 110_000 });
  const detail = (await (await request.get(`/api/doctors/${list.items[0]?.id}`)).json()) as Record<string, unknown>;
  expect(detail.availability).toEqual([
    { mode: 'clinic', dayOfWeek: 1, startTime: '09:00', endTime: '13:00' },
    { mode: 'online', dayOfWeek: 1, startTime: '17:00', endTime: '19:00' },
  ]);
  expect(detail).not.toHaveProperty('overrides');
  expect(detail).not.toHaveProperty('linkedAccount');

  // A photo, uploaded from the edit form.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(scope.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await expect(scope.getByLabel('Reason')).toHaveValue('Conference');
  await scope.getByLabel(/^Photo/).setInputFiles({ name: 'doctor.png', mimeType: 'image/png', buffer: await makePng(page, 320, 320) });
  await expect(notice(page, 'Photo uploaded')).toBeVisible();
  await expect(scope.getByRole('img', { name })).toBeVisible();
  await scope.getByRole('button', { name: 'Cancel' }).click();

  await scope.getByRole('searchbox', { name: 'Search doctors by name, specialization or city' }).fill(surname);
  await scope.getByRole('button', { name: 'Search' }).click();
  await confirmThrough(
    page,
    scope
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Deactivate ${name}` }),
    'Deactivate this doctor? Patients will no longer see or book them.',
    /^Deactivate$/,
  );
  await expect(notice(page, 'Doctor deactivated')).toBeVisible();
  await expect(scope.getByRole('row').filter({ hasText: name })).toContainText('Inactive');
  const after = (await (await request.get(`/api/doctors?search=${encodeURIComponent(surname)}`)).json()) as { total: number };
  expect(after.total).toBe(0);
});
