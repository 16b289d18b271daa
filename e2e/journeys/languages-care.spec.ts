import type { Page } from '@playwright/test';
import type { SlotsResponse } from '@dawa/shared/care/appointments';
import { clinicDates } from '@dawa/shared/care/slots';
import appointmentsHi from '@dawa/shared/i18n/catalogues/hi/appointments';
import { AccountsApi, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { doctorWithSlots, typedPrescription } from '../fixtures/care';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { escapeRegExp, main } from '../fixtures/ui';

// Journey (issue 11, the care side in Hindi): a customer switches the shop to हिन्दी, books a clinic
// visit with the booking wizard, finds it under My Appointments with its date written in Hindi, then
// uploads a prescription and follows its analysis to the medicines read from it, all in Hindi, with
// the page titles in Hindi too. Axe scans each screen.

/** A date with its month written in Devanagari ('26 नव॰ 2026'): a date on the page is in Hindi. */
const HINDI_DATE = /\d{1,2} [\u0900-\u097F]+ \d{4}/;

/** A clinic date as the browser writes it in Hindi: the calendar's button name (long) or a card's date (short). */
const hindiDay = (page: Page, date: string, style: 'long' | 'short') =>
  page.evaluate(
    ([d, s]) =>
      new Date(`${d}T00:00:00Z`).toLocaleDateString('hi-IN', {
        weekday: s,
        day: 'numeric',
        month: s,
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [date, style] as const,
  );

/** A slot's times as the browser writes them in Hindi, in India's zone ('10:00 am - 10:30 am'). */
const hindiTimes = (page: Page, slot: SlotsResponse['slots'][number]) =>
  page.evaluate(
    ([start, end]) => {
      const time = new Intl.DateTimeFormat('hi-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
      return `${time.format(new Date(start))} - ${time.format(new Date(end))}`;
    },
    [slot.startsAt, slot.endsAt] as const,
  );

/** Every prescription status badge text the page shows, recorded in the page as it changes. */
async function recordBadges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { badgesSeen: string[] }).badgesSeen = seen;
    new MutationObserver(() => {
      document.querySelectorAll('main article [data-tone]').forEach((badge) => {
        const text = badge.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test('a customer in Hindi books a clinic visit, sees it in My Appointments, and has a prescription analysed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const person = await new AccountsApi(request).createVerifiedUser('hindi care');
  const { doctor, date, slots } = await doctorWithSlots(request, 'clinic', 2);
  const slot = slots[0]!;
  await openSignedIn(page, person);
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // The booking wizard, in Hindi.
  const scope = main(page);
  await page.goto('/appointments/book');
  await expect(scope.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' })).toBeVisible();
  await expect(page).toHaveTitle('अपॉइंटमेंट बुक करें | Dawa');
  await expect(scope.getByText('चरण 1 / 4')).toBeVisible();
  await scope.getByLabel('डॉक्टर खोजें').fill(doctor.name);
  await expect(scope.getByText(new RegExp(`^"${escapeRegExp(doctor.name)}" से मेल खाते \\d+ डॉक्टर मिले$`))).toBeVisible();
  // The council by its Hindi name (the stored code's text in the Hindi catalogue), not the English one.
  const councilHi = appointmentsHi[`council.${doctor.medicalCouncil}` as keyof typeof appointmentsHi];
  await expect(scope.getByText(`रजि. नं. ${doctor.registrationNumber}, ${councilHi}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'booking in Hindi: doctor');
  await scope.getByRole('button', { name: `${doctor.name} को चुनें` }).click();

  await expect(scope.getByText('चरण 2 / 4')).toBeVisible();
  await expect(scope.getByLabel('विज़िट का प्रकार')).toHaveValue('clinic');
  // One month at a time from today, full days greyed, the next month offered.
  const today = clinicDates(new Date(), 0, 1)[0]!;
  const daysLeftThisMonth = clinicDates(new Date(), 0, 31).filter((d) => d.slice(0, 7) === today.slice(0, 7)).length;
  await expect(scope.getByRole('list', { name: 'तारीख चुनें' }).getByRole('button')).toHaveCount(daysLeftThisMonth);
  await expect(scope.getByText('स्लेटी दिनों में इस डॉक्टर के पास खाली समय नहीं है।')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'booking in Hindi: date');
  if (date.slice(0, 7) !== today.slice(0, 7)) await scope.getByRole('button', { name: /अगला महीना/ }).click();
  await scope.getByRole('button', { name: await hindiDay(page, date, 'long') }).click();

  await expect(scope.getByText('चरण 3 / 4')).toBeVisible();
  const times = await hindiTimes(page, slot);
  await scope.getByRole('list', { name: 'उपलब्ध स्लॉट' }).getByRole('button', { name: times }).click();

  await expect(scope.getByText('चरण 4 / 4')).toBeVisible();
  await expect(scope.getByText(`${times} IST`)).toBeVisible();
  await expect(scope.getByText(await hindiDay(page, date, 'short'))).toBeVisible();
  await expect(scope.getByText(/^₹[\d,]+\.\d{2} \(क्लिनिक पर चुकाएँ\)$/)).toBeVisible();
  await expect(scope.getByRole('radio', { name: 'क्लिनिक विज़िट' })).toBeChecked();
  await expect(scope.getByRole('button', { name: 'बुकिंग पक्की करें' })).toBeDisabled();
  await scope.getByLabel('विज़िट का कारण').fill('तीन दिन से सिरदर्द और हल्का बुखार');
  await expectNoSeriousA11yViolations(page, testInfo, 'booking in Hindi: confirm');
  await scope.getByRole('button', { name: 'बुकिंग पक्की करें' }).click();

  // My Appointments, in Hindi: the banner, the tabs, and the card with its date written in Hindi.
  await expect(page).toHaveURL(/\/appointments\?success=true$/);
  await expect(scope.getByText('आपका अपॉइंटमेंट सफलतापूर्वक बुक हो गया है!')).toBeVisible();
  await expect(page).toHaveTitle('मेरे अपॉइंटमेंट | Dawa');
  await expect(scope.getByRole('tab', { name: 'आने वाले' })).toHaveAttribute('aria-selected', 'true');
  const card = scope.getByRole('listitem').filter({ hasText: doctor.name });
  await expect(card).toContainText('तय है');
  await expect(card).toContainText(`तारीख: ${await hindiDay(page, date, 'short')}`);
  await expect(card).toContainText(HINDI_DATE);
  await expect(card).toContainText(`समय: ${times} IST`);
  await expect(card).toContainText('क्लिनिक विज़िट');
  await expect(card).toContainText('(क्लिनिक पर चुकाएँ)');
  await expect(card.getByRole('link', { name: 'समय बदलें' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'My Appointments in Hindi');

  // My Prescriptions, in Hindi: upload, the analysis states, and the medicines read.
  await page.goto('/prescriptions');
  await expect(scope.getByRole('heading', { level: 1, name: 'मेरे प्रिस्क्रिप्शन' })).toBeVisible();
  await expect(page).toHaveTitle('मेरे प्रिस्क्रिप्शन | Dawa');
  await expect(scope.getByText('कोई प्रिस्क्रिप्शन नहीं मिला।')).toBeVisible();
  const png = await typedPrescription(page, [
    'Dr. Meera Sharma, MBBS, MD',
    'Reg. No. MMC 2011/04/1234',
    'Date: 12/11/2026',
    'Rx',
    '1. Tab. Dolo 650 mg   1-0-1   x 5 days   after food',
  ]);
  await recordBadges(page);
  await scope.getByRole('button', { name: 'अपना पहला प्रिस्क्रिप्शन अपलोड करें' }).click();
  const upload = page.getByRole('dialog', { name: 'प्रिस्क्रिप्शन अपलोड करें' });
  await upload.getByLabel('प्रिस्क्रिप्शन फ़ाइल').setInputFiles({ name: 'fever.png', mimeType: 'image/png', buffer: png });
  await expect(upload.getByRole('img', { name: 'fever.png का प्रीव्यू' })).toBeVisible();
  await upload.getByLabel('अतिरिक्त नोट (वैकल्पिक)').fill('तीन दिन से बुखार');
  await expectNoSeriousA11yViolations(page, testInfo, 'upload in Hindi');
  await upload.getByRole('button', { name: 'प्रिस्क्रिप्शन अपलोड करें' }).click();
  await expect(notice(page, 'प्रिस्क्रिप्शन सफलतापूर्वक अपलोड हो गया!')).toBeVisible({ timeout: 30_000 });

  const prescription = scope.getByRole('article').filter({ hasText: 'fever.png' });
  await expect(prescription.getByRole('button', { name: 'जाँच देखें: fever.png' })).toBeVisible({ timeout: 90_000 });
  await expect(prescription.getByText('जाँच हो गई', { exact: true })).toBeVisible();
  await expect(prescription.getByText('नोट: तीन दिन से बुखार')).toBeVisible();
  await expect(prescription.getByRole('heading', { name: 'डॉ. Meera Sharma' })).toBeVisible();
  // The card went through the analysis in Hindi: uploaded or being analysed, then analysed (never in English).
  const badges = await page.evaluate(() => (window as unknown as { badgesSeen: string[] }).badgesSeen);
  expect(
    badges.some((b) => b === 'अपलोड हुआ' || b === 'जाँच जारी'),
    `badges seen: ${badges.join(', ')}`,
  ).toBe(true);
  expect(badges).toContain('जाँच हो गई');
  expect(badges.filter((b) => /[A-Za-z]/.test(b))).toEqual([]);
  await expectNoSeriousA11yViolations(page, testInfo, 'prescriptions in Hindi, analysed');

  await prescription.getByRole('button', { name: 'जाँच देखें: fever.png' }).click();
  const analysis = page.getByRole('dialog', { name: 'प्रिस्क्रिप्शन की जाँच' });
  await expect(analysis.getByRole('heading', { name: 'पहचानी गई दवाइयाँ' })).toBeVisible();
  await expect(analysis.getByText(/^भरोसा: \d+%$/).first()).toBeVisible();
  await expect(analysis.getByText('1-0-1', { exact: true })).toBeVisible();
  await expect(analysis.getByText(HINDI_DATE)).toBeVisible();
  await expect(analysis.getByRole('button', { name: 'प्रिस्क्रिप्शन फिर से जाँचें' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'analysis in Hindi');
  await analysis.getByRole('button', { name: 'बंद करें' }).last().click();
  await expect(analysis).toBeHidden();
});
