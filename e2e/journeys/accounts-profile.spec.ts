import type { Locator, Page } from '@playwright/test';
import { AccountsApi, confirmThrough, logIn, makePng, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journey: /profile's Profile section. Personal information with per-field edit toggles and Save
// Changes; the e-mail is read-only; a profile picture is chosen, cropped, saved and removed.

const PROFILE_UPDATED = 'Profile updated successfully!';
const PICTURE_UPDATED = 'Profile picture updated successfully!';
const PICTURE_REMOVED = 'Profile picture removed successfully!';
const REMOVE_QUESTION = 'Are you sure you want to remove your profile picture?';

/** The 'My Profile' block (avatar, name, e-mail, picture buttons, Logout). */
function myProfile(page: Page): Locator {
  return main(page).getByRole('region', { name: 'My Profile' });
}

/** The Personal Information form. */
function personalInfo(page: Page): Locator {
  return main(page).getByRole('form', { name: 'Personal Information' });
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(myProfile(page).getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(personalInfo(page)).toBeVisible();
}

/** Opens a field's editor with its Edit toggle; answers the field. */
async function edit(form: Locator, label: string): Promise<Locator> {
  await form.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toBeVisible();
  return field;
}

/** Closes a field's editor with its Done link. */
async function done(form: Locator, label: string): Promise<void> {
  await form.getByRole('button', { name: new RegExp(`^Done\\b.*\\b${label}$`) }).click();
  await expect(form.getByLabel(label, { exact: true })).toHaveCount(0);
}

test('edit personal information with the per-field toggles; the values survive a reload; the e-mail is read-only', async ({
  page,
  request,
}) => {
  const api = new AccountsApi(request);
  const person = await api.createVerifiedUser('profile');
  await logIn(page, person);
  await openProfile(page);
  const form = personalInfo(page);

  await test.step('the e-mail is shown, read-only', async () => {
    await expect(myProfile(page)).toContainText(`${person.firstName} ${person.lastName}`);
    await expect(myProfile(page)).toContainText(person.email);
    await expect(form).toContainText(person.email);
    await expect(form.getByText('Email cannot be changed for security reasons', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: /^Edit Email/ })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: /email/i })).toHaveCount(0);
  });

  await test.step('each field opens with Edit and closes with Done', async () => {
    const firstName = await edit(form, 'First Name');
    await expect(firstName).toHaveValue(person.firstName);
    await firstName.fill('Lakshmi');
    await done(form, 'First Name');
    await expect(form).toContainText('Lakshmi');

    await (await edit(form, 'Last Name')).fill('Iyer');
    await done(form, 'Last Name');

    // The phone's country code defaults to India's.
    await form.getByRole('button', { name: 'Edit Phone', exact: true }).click();
    const dialCode = form.getByRole('combobox', { name: /country code/i });
    await expect(dialCode).toHaveValue('+91');
    await form.getByLabel('Phone', { exact: true }).fill('9876543210');
    await done(form, 'Phone');

    await (await edit(form, 'Date of Birth')).fill('1990-05-17');
    await done(form, 'Date of Birth');

    const country = await edit(form, 'Country');
    await expect(country.getByRole('option')).toHaveCount(16); // the 15 countries and the empty choice
    await country.selectOption({ label: 'India' });
    await done(form, 'Country');

    await (await edit(form, 'State')).fill('Karnataka');
    await (await edit(form, 'City')).fill('Bengaluru');
    await (await edit(form, 'Postal Code')).fill('560001');
    await (await edit(form, 'Address')).fill('12 MG Road');
  });

  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page, PROFILE_UPDATED)).toBeVisible();

  await test.step('after a reload the saved values are shown', async () => {
    await page.reload();
    await expect(personalInfo(page)).toBeVisible();
    const reloaded = personalInfo(page);
    for (const text of ['Lakshmi', 'Iyer', '9876543210', 'India', 'Karnataka', 'Bengaluru', '560001', '12 MG Road'])
      await expect(reloaded).toContainText(text);
    await expect(myProfile(page)).toContainText('Lakshmi Iyer');
    await expect(await edit(reloaded, 'Date of Birth')).toHaveValue('1990-05-17');
    await done(reloaded, 'Date of Birth');
  });

  const stored = await api.profile(person);
  expect(stored).toMatchObject({
    firstName: 'Lakshmi',
    lastName: 'Iyer',
    email: person.email,
    phoneCountry: '+91',
    phone: '9876543210',
    dob: '1990-05-17',
    country: 'IN',
    state: 'Karnataka',
    city: 'Bengaluru',
    postalCode: '560001',
    address: '12 MG Road',
  });

  await test.step('the section menu is hidden on small screens', async () => {
    const menu = main(page).getByRole('navigation', { name: /account/i });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(menu).toBeHidden();
    await expect(myProfile(page).getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });
});

test('profile picture: a non-image is refused; an image is cropped, saved as 200x200, then removed', async ({
  page,
  request,
}, testInfo) => {
  const person = await new AccountsApi(request).createVerifiedUser('picture');
  await logIn(page, person);
  await openProfile(page);
  const block = myProfile(page);
  const avatarImage = block.locator('img');
  await expect(avatarImage).toHaveCount(0);

  await test.step("a non-image file: 'Please select an image file'", async () => {
    const chooser = page.waitForEvent('filechooser');
    await block.getByRole('button', { name: /add profile picture/i }).click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('Please select an image file', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  const png = await makePng(page, 400, 300);
  const dialog = page.getByRole('dialog');
  await test.step('a 400x300 PNG opens the square crop dialog, 80% of the shorter side, centred', async () => {
    const chooser = page.waitForEvent('filechooser');
    await block.getByRole('button', { name: /add profile picture/i }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(dialog).toBeVisible();
    // 80% of 300 is 240, centred in 400x300: at (80, 30).
    const cropArea = dialog.getByRole('button', { name: /crop area/i });
    await expect(cropArea).toHaveAccessibleName(/\b240\b.*\b80\b.*\b30\b/);
    // Arrow keys nudge the crop: 1 pixel, 10 with Shift.
    await cropArea.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(cropArea).toHaveAccessibleName(/\b240\b.*\b71\b.*\b30\b/);
    await expectNoSeriousA11yViolations(page, testInfo, 'crop dialog', { soft: true });
  });

  await dialog.getByRole('button', { name: /save/i }).click();
  await expect(notice(page, PICTURE_UPDATED)).toBeVisible();
  await expect(dialog).toBeHidden();

  await test.step('the avatar shows the saved 200x200 picture, also after a reload', async () => {
    await expect(avatarImage).toHaveCount(1);
    await expect.poll(() => avatarImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(200);
    expect(await avatarImage.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(200);
    await page.reload();
    await expect(avatarImage).toHaveCount(1);
    await expect.poll(() => avatarImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(200);
  });

  await test.step('remove after confirmation', async () => {
    await confirmThrough(page, block.getByRole('button', { name: /^remove/i }), REMOVE_QUESTION, /remove/i);
    await expect(notice(page, PICTURE_REMOVED)).toBeVisible();
    await expect(avatarImage).toHaveCount(0);
    await expect(block.getByRole('button', { name: /add profile picture/i })).toBeVisible();
  });
});
