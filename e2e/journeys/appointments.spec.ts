import type { Page } from '@playwright/test';
import type { DoctorSummary } from '@dawa/shared/care/doctors';
import { clinicDates } from '@dawa/shared/care/slots';
import { AccountsApi, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { doctorWithSlots } from '../fixtures/care';
import { Mailbox } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff, openSignedIn } from '../fixtures/sessions';
import { main, payOnRazorpaySandbox } from '../fixtures/ui';

// Journey: appointments. A patient finds a doctor and books an online consultation, pays its fee
// with a card through the sandbox gateway, sees it under Upcoming, reschedules it and cancels it
// (the fee is refunded); a clinic visit is booked and paid at the clinic; an admin filters the
// Appointments section. Axe scans each screen.

/** The accessible name of a calendar day, as the page builds it. */
const dayLabel = (page: Page, date: string) =>
  page.evaluate(
    (d) =>
      new Date(`${d}T00:00:00Z`).toLocaleDateString('en-IN', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    date,
  );

async function bookThroughWizard(
  page: Page,
  doctor: DoctorSummary,
  date: string,
  slotLabel: string,
  mode: 'clinic' | 'online',
  testInfo?: Parameters<typeof expectNoSeriousA11yViolations>[1],
) {
  const scope = main(page);
  await page.goto('/appointments/book');
  await expect(scope.getByText('Step 1 of 4')).toBeVisible();
  await scope.getByLabel('Search doctors').fill(doctor.name);
  await expect(scope.getByText(new RegExp(`^\\d+ doctor\\(s\\) found matching "${doctor.name.replace(/\./g, '\\.')}"$`))).toBeVisible();
  await expect(scope.getByText(`Reg. No. ${doctor.registrationNumber}, ${doctor.medicalCouncilName}`)).toBeVisible();
  if (testInfo) await expectNoSeriousA11yViolations(page, testInfo, 'Booking: Select Doctor');
  await scope.getByRole('button', { name: `Select ${doctor.name}` }).click();

  await expect(scope.getByText('Step 2 of 4')).toBeVisible();
  await scope.getByLabel('Visit Type').selectOption(mode === 'online' ? 'Online Visit' : 'Clinic Visit');
  // No day before today is offered: the calendar starts today, one month at a time, and greys full days.
  const today = clinicDates(new Date(), 0, 1)[0]!;
  const daysLeftThisMonth = clinicDates(new Date(), 0, 31).filter((d) => d.slice(0, 7) === today.slice(0, 7)).length;
  await expect(scope.getByRole('list', { name: 'Choose a date' }).getByRole('button')).toHaveCount(daysLeftThisMonth);
  await expect(scope.getByText('Days in grey have no free time with this doctor.')).toBeVisible();
  if (testInfo) await expectNoSeriousA11yViolations(page, testInfo, 'Booking: Choose Date');
  if (date.slice(0, 7) !== today.slice(0, 7)) await scope.getByRole('button', { name: /Next month/ }).click();
  await scope.getByRole('button', { name: await dayLabel(page, date) }).click();

  await expect(scope.getByText('Step 3 of 4')).toBeVisible();
  await scope.getByRole('button', { name: slotLabel }).click();

  await expect(scope.getByText('Step 4 of 4')).toBeVisible();
  await expect(scope.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await expect(scope.getByLabel('Appointment Type')).toHaveValue('consultation');
  await expect(scope.getByRole('radio', { name: mode === 'online' ? 'Online Consultation' : 'Clinic Visit' })).toBeChecked();
  await scope.getByLabel('Reason for Visit').fill('Headache and mild fever for three days');
  if (testInfo) await expectNoSeriousA11yViolations(page, testInfo, 'Booking: Confirm');
  await scope.getByRole('button', { name: 'Confirm Booking' }).click();
}

test.describe('appointments', () => {
  test('visitors are asked to log in', async ({ page }) => {
    await page.goto('/appointments');
    await expect(main(page).getByText('Please log in to view appointments')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.goto('/appointments/book');
    await expect(main(page).getByText('Please log in to book appointments')).toBeVisible();
  });

  test(
    'book an online consultation and pay, see it under Upcoming, reschedule it, cancel it with a refund',
    { tag: '@server' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      const accounts = new AccountsApi(request);
      const person = await accounts.createVerifiedUser('online consult');
      const { doctor, date, slots } = await doctorWithSlots(request, 'online');
      await openSignedIn(page, person);
      await bookThroughWizard(page, doctor, date, slots[0]!.label, 'online', testInfo);

      const scope = main(page);
      await expect(scope.getByRole('timer')).toHaveText(/^Time left to pay: (10:00|9:[0-5]\d)$/);
      await scope.getByRole('radio', { name: /^Credit \/ Debit Card/ }).check();
      await scope.getByLabel('Card Number').pressSequentially('4111111111111111');
      await scope.getByLabel('Expiry Date (MM/YY)').pressSequentially('1230');
      await scope.getByLabel('CVV').fill('123');
      await scope.getByLabel('Name on Card').fill(`${person.firstName} ${person.lastName}`);
      await expectNoSeriousA11yViolations(page, testInfo, 'Booking: pay the fee');
      await scope.getByRole('button', { name: /^Pay ₹/ }).click();
      // The card is paid on the gateway's hosted page (decision 050), then back to My Appointments.
      await payOnRazorpaySandbox(page, { card: '4111111111111111' });

      await expect(page).toHaveURL(/\/appointments\?success=true$/, { timeout: 15_000 });
      await expect(scope.getByText('Your appointment has been booked successfully!')).toBeVisible();
      const card = scope.getByRole('listitem').filter({ hasText: doctor.name });
      await expect(card).toContainText('Confirmed');
      await expect(card).toContainText(slots[0]!.label);
      await expect(card).toContainText('Online Consultation');
      // The room opens 10 minutes before the start: not yet.
      await expect(card.getByRole('button', { name: 'Join Meeting' })).toBeDisabled();
      await expectNoSeriousA11yViolations(page, testInfo, 'My Appointments');

      // Reschedule: the next 7 days from tomorrow, the same date's second slot.
      await card.getByRole('link', { name: 'Reschedule' }).click();
      await expect(scope.getByRole('heading', { name: 'Reschedule Appointment' })).toBeVisible();
      await expect(scope.getByRole('list', { name: 'New date' }).getByRole('button')).toHaveCount(7);
      await scope
        .getByRole('list', { name: 'New date' })
        .getByRole('button')
        .nth(clinicDates(new Date(), 1, 7).indexOf(date))
        .click();
      await scope.getByRole('button', { name: slots[1]!.label }).click();
      await expect(scope.getByText(`${slots[1]!.label} IST`)).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, 'Reschedule');
      await scope.getByRole('button', { name: 'Confirm Reschedule' }).click();
      await expect(page).toHaveURL(/\/appointments\?rescheduled=true$/);
      await expect(scope.getByText('Your appointment has been rescheduled successfully!')).toBeVisible();
      await expect(card).toContainText(slots[1]!.label);

      // Cancel, with its confirmation; the fee comes back.
      await card.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel Appointment' });
      await expect(dialog).toContainText('Are you sure you want to cancel this appointment?');
      await expect(dialog).toContainText('Your consultation fee will be refunded.');
      await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
      await expect(notice(page, 'Appointment cancelled. Your consultation fee will be refunded.')).toBeVisible();
      await scope.getByRole('tab', { name: 'Cancelled' }).click();
      await expect(scope.getByRole('listitem').filter({ hasText: doctor.name })).toContainText('(refunded)');

      const mails = await new Mailbox(request).list(person.email);
      expect(mails.map((m) => m.subject)).toEqual(
        expect.arrayContaining(['Your appointment has been rescheduled', 'Your appointment has been cancelled']),
      );
    },
  );

  test(
    "book an online consultation and pay with PhonePe: the sandbox's success returns to My Appointments, under Upcoming",
    { tag: '@server' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      const accounts = new AccountsApi(request);
      const person = await accounts.createVerifiedUser('phonepe consult');
      // Another doctor than the card journey's, so the two journeys running in parallel do not race for one slot.
      const { doctor, date, slots } = await doctorWithSlots(request, 'online', 1);
      await openSignedIn(page, person);
      await bookThroughWizard(page, doctor, date, slots[0]!.label, 'online');

      const scope = main(page);
      await expect(scope.getByRole('timer')).toHaveText(/^Time left to pay: (10:00|9:[0-5]\d)$/);
      await scope.getByRole('radio', { name: /^PhonePe/ }).check();
      await scope.getByRole('button', { name: /^Pay ₹/ }).click();

      // The sandbox's hosted page (PhonePe's stand-in), then back to the store with the session kept.
      await page.getByRole('button', { name: 'Pay successfully' }).click();
      await expect(page).toHaveURL(/\/appointments\?success=true$/, { timeout: 15_000 });
      await expect(scope.getByText('Your appointment has been booked successfully!')).toBeVisible();
      await expect(scope.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
      const card = scope.getByRole('listitem').filter({ hasText: doctor.name });
      await expect(card).toContainText('Confirmed');
      await expect(card).toContainText(slots[0]!.label);
      await expect(card).toContainText('Online Consultation');
      await expect(card).toContainText('(paid)');
      await expectNoSeriousA11yViolations(page, testInfo, 'My Appointments after PhonePe');
    },
  );

  test('book a clinic visit, paid at the clinic', async ({ page, request }) => {
    const accounts = new AccountsApi(request);
    const person = await accounts.createVerifiedUser('clinic visit');
    const { doctor, date, slots } = await doctorWithSlots(request, 'clinic', 1);
    await openSignedIn(page, person);
    await bookThroughWizard(page, doctor, date, slots[0]!.label, 'clinic');
    await expect(page).toHaveURL(/\/appointments\?success=true$/);
    const card = main(page).getByRole('listitem').filter({ hasText: doctor.name });
    await expect(card).toContainText('Scheduled');
    await expect(card).toContainText('(pay at the clinic)');
    await expect(card).toContainText('Clinic Visit');
  });

  test('an admin filters the Appointments section', async ({ page }, testInfo) => {
    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/appointments');
    const section = main(page);
    await expect(section.getByRole('heading', { name: 'Appointments', level: 2 })).toBeVisible();
    await expect(section.getByRole('table', { name: 'Appointments' })).toBeVisible();
    await section.getByLabel('Patient name or email').fill('customer@dawa.in');
    await section.getByLabel('Status').selectOption('Cancelled');
    await section.getByRole('button', { name: 'Apply Filters' }).click();
    const rows = section.getByRole('table', { name: 'Appointments' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Cancelled');
    await expect(rows.nth(1)).toContainText('customer@dawa.in');
    await expectNoSeriousA11yViolations(page, testInfo, 'Admin Appointments');
  });
});
