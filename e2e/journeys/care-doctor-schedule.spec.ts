import { PrescriptionListResponseSchema } from '@dawa/shared/prescriptions/schemas';
import { notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: the doctor's schedule (My Schedule). Dr. Rohan Mehta (demo) marks the last clinic visit
// completed, writes consultation notes and issues an e-prescription of a prescription medicine from the
// catalogue; the patient (Priya Sharma, demo) has it in My Prescriptions, approved, orders it from
// there (its medicines go in the cart, the checkout opens with it attached) and the order is placed.

const PASSWORD = 'Dawa@2026';
const DOCTOR = { email: 'doctor@dawa.in', password: PASSWORD, firstName: 'Rohan', lastName: 'Mehta' };
const PATIENT = { email: 'customer@dawa.in', password: PASSWORD, firstName: 'Priya', lastName: 'Sharma' };

test('the doctor marks a visit completed, writes notes and issues an e-prescription; the patient orders it from My Prescriptions', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await openSignedIn(page, DOCTOR);
  await page.goto('/admin/schedule');
  const scope = main(page);
  await expect(scope.getByText(/Dr\. Rohan Mehta · Reg\. No\. /)).toBeVisible();
  const today = scope.getByRole('region', { name: 'Today' });
  const visit = today.getByRole('article').filter({ hasText: 'Clinic Visit' }).filter({ hasText: 'Priya Sharma' }).first();
  await expect(visit).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'my schedule');

  await visit.getByLabel('Consultation notes').fill('Dry cough, chest clear. Steam inhalation.');
  await visit.getByRole('button', { name: 'Save notes' }).click();
  await expect(notice(page, 'Consultation notes saved')).toBeVisible();

  await visit.getByRole('button', { name: 'Write e-prescription' }).click();
  const form = visit.getByRole('form', { name: /E-prescription for Priya Sharma/ });
  // A prescription medicine (Schedule H), so the patient's checkout needs the e-prescription attached.
  await form.getByLabel('Find a medicine').fill('Augmentin DDS');
  const first = form.getByRole('list', { name: 'Medicines found' }).getByRole('button').first();
  const medicine = ((await first.textContent()) ?? '')
    .replace(/^Add /, '')
    .replace(/\s*\(.*\)$/, '')
    .trim();
  await first.click();
  await form.getByRole('textbox', { name: `Dose of ${medicine}` }).fill('1 tablet');
  await form.getByRole('textbox', { name: `Frequency of ${medicine}` }).fill('1-0-1');
  await form.getByRole('textbox', { name: `Duration of ${medicine}` }).fill('3 days');
  await expectNoSeriousA11yViolations(page, testInfo, 'e-prescription form');
  await form.getByRole('button', { name: 'Issue E-prescription' }).click();
  const issued = visit.getByRole('status').filter({ hasText: 'E-prescription issued' });
  await expect(issued).toContainText(/Reg\. No\. \S+/);

  const visitLabel = (await visit.getAttribute('aria-label')) ?? '';
  await visit.getByRole('button', { name: 'Mark completed' }).click();
  await expect(notice(page, 'Appointment updated')).toBeVisible();
  // The demo's held visit sits in clinic hours: today's stays in Today marked Completed; one held
  // yesterday (the demo opened before today's clinic) leaves the list once marked, as marked ones do.
  const marked = today.getByRole('article', { name: visitLabel, exact: true });
  await expect
    .poll(async () =>
      (await marked.count()) === 0 ? 'left Today' : /Completed/.test((await marked.textContent()) ?? '') ? 'Completed' : 'unmarked',
    )
    .not.toBe('unmarked');
  await expect(marked.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);

  // The patient has it at once, approved (so it can be ordered).
  const login = await request.post('/api/login', { data: { email: 'customer@dawa.in', password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const list = PrescriptionListResponseSchema.parse(
    await (await request.get('/api/prescriptions', { headers: { Authorization: `Bearer ${accessToken}` } })).json(),
  );
  const mine = list.items.find((p) => p.source === 'e_prescription' && p.medicines.some((m) => m.name === medicine));
  expect(mine?.status).toBe('approved');
  expect(mine?.doctorRegistrationNumber).toMatch(/\S+ \(\w+\)/);

  // The patient orders it from My Prescriptions, in a browser of their own.
  const patient = await (await browser.newContext()).newPage();
  await openSignedIn(patient, PATIENT);
  await patient.goto('/prescriptions');
  const card = main(patient).getByRole('listitem').filter({ hasText: 'E-prescription' }).filter({ hasText: medicine });
  await expect(card).toContainText('Approved');
  await expectNoSeriousA11yViolations(patient, testInfo, 'my prescriptions with the e-prescription');
  await card.getByRole('button', { name: /^Order the medicines of E-prescription/ }).click();

  await expect(patient).toHaveURL(new RegExp(`/checkout\\?prescription=${mine!.id}$`));
  const checkout = main(patient);
  await expect(checkout.getByRole('group', { name: 'Prescription' })).toBeVisible();
  await expect(checkout.getByRole('checkbox', { name: /^E-prescription .*Rohan Mehta/ })).toBeChecked();
  await expect(checkout.getByText('Matches your cart')).toBeVisible();
  await expect(checkout.getByText(medicine).first()).toBeVisible();
  await checkout.getByRole('radio', { name: /^Cash on Delivery/ }).check();
  await expectNoSeriousA11yViolations(patient, testInfo, 'checkout with the e-prescription');
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(patient).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  // Placed; a pharmacist checks the prescription before dispensing, as for every prescription medicine.
  await expect(main(patient).getByRole('heading', { name: 'Awaiting prescription verification' })).toBeVisible();
  await patient.context().close();
});
