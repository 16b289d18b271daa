import type { Locator, Page } from '@playwright/test';
import { PRESCRIPTION_MESSAGES as M } from '@dawa/shared/prescriptions/messages';
import { AccountsApi, confirmThrough, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { typedPrescription } from '../fixtures/care';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { main, scrollToPageEnd } from '../fixtures/ui';

// Journey: My Prescriptions (account spec §2 Prescriptions): a visitor is asked to log in; a customer
// uploads a typed prescription with real upload progress, the server analyses it in the background,
// the analysis modal shows the medicines read from it, 'Add to Cart' puts the matched product in the
// cart, and the prescription is deleted. The product page lists generic substitutes.

/** The header's cart link, whose name carries the item count. */
function cartLink(page: Page, count: number): Locator {
  return page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}`, exact: true });
}

/** Every value the upload progress bar takes, recorded in the page as it changes. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? Number.NaN);
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

test.describe('my prescriptions', () => {
  test("a visitor sees 'Login Required' and a Login link", async ({ page }, testInfo) => {
    await page.goto('/prescriptions');
    await expect(main(page).getByRole('heading', { name: M.loginRequired })).toBeVisible();
    await expect(main(page).getByText(M.loginRequiredBody)).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'prescriptions, logged out');
    await main(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('upload with real progress, analysis, the medicines, add to cart, delete', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const catalog = new CatalogApi(request);
    // Two seeded tablets the prescription names by brand (the seed decides their names and prices).
    const [dolo, crocin] = await Promise.all([catalog.product('dolo-650-tablet'), catalog.product('crocin-advance-tablet')]);
    const brandOf = (name: string) => name.replace(/ Tablet$/, '');
    const person = await new AccountsApi(request).createVerifiedUser('prescriptions');
    await openSignedIn(page, person);
    await page.goto('/prescriptions');
    await expect(main(page).getByRole('heading', { name: M.heading })).toBeVisible();
    await expect(main(page).getByText(M.empty)).toBeVisible();
    await expect(main(page).getByRole('searchbox', { name: M.searchPlaceholder })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'prescriptions, empty');

    const png = await typedPrescription(page, [
      'Dr. Meera Sharma, MBBS, MD',
      'Reg. No. MMC 2011/04/1234',
      'Date: 12/11/2026',
      'Rx',
      `1. Tab. ${brandOf(dolo.name)} mg   1-0-1   x 5 days   after food`,
      `2. Tab. ${brandOf(crocin.name)} 500 mg   SOS   x 3 days`,
    ]);

    await main(page).getByRole('button', { name: M.uploadFirst }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Prescription' });
    await upload.getByLabel('Prescription file').setInputFiles({ name: 'fever.png', mimeType: 'image/png', buffer: png });
    await expect(upload.getByRole('img', { name: 'Preview of fever.png' })).toBeVisible();
    await upload.getByLabel('Additional Notes (Optional)').fill('Fever for three days');
    await expectNoSeriousA11yViolations(page, testInfo, 'upload modal');

    // A slow uplink, so the progress bar has steps to show (the bytes really are counted by the browser).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: Math.ceil(png.length / 4),
    });
    await recordProgress(page);
    await upload.getByRole('button', { name: 'Upload Prescription' }).click();
    await expect(notice(page, M.uploaded)).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(
      progress.some((p) => p > 0 && p < 100),
      `progress seen: ${progress.join(', ')}`,
    ).toBe(true);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    await expect(upload).toBeHidden();

    // The analysis runs in the background; the card follows it until it is analysed.
    const card = main(page).getByRole('article').filter({ hasText: 'fever.png' });
    await expect(card.getByRole('button', { name: `${M.viewAnalysis}: fever.png` })).toBeVisible({ timeout: 90_000 });
    await expect(card.getByText('Analyzed', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Dr. Meera Sharma' })).toBeVisible();
    await expect(card.getByText('Note: Fever for three days')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Prescription fever.png' })).toBeVisible();
    // The medicine as written on the prescription ('Dolo'), linking to the product it was matched to.
    const doloLink = card.getByRole('link', { name: new RegExp(`^${brandOf(dolo.name).split(' ')[0]}`) });
    await expect(doloLink).toHaveAttribute('href', `/product/${dolo.slug}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'prescriptions, one analysed');

    // The server-side search: a medicine it names, then one it does not.
    const search = main(page).getByRole('searchbox', { name: M.searchPlaceholder });
    await search.fill(brandOf(dolo.name).slice(0, 4));
    await expect(card).toBeVisible();
    await search.fill('zzzz');
    await expect(main(page).getByText(M.empty)).toBeVisible();
    await search.fill('');
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `${M.viewAnalysis}: fever.png` }).click();
    const analysis = page.getByRole('dialog', { name: M.analysisTitle });
    await expect(analysis.getByText(/^Confidence: \d+%$/).first()).toBeVisible();
    await expect(analysis.getByText('1-0-1', { exact: true })).toBeVisible();
    await expect(analysis.getByRole('button', { name: M.reanalyze })).toBeVisible();
    const image = analysis.getByRole('button', { name: 'Zoom in' });
    await image.click();
    await expect(analysis.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page, testInfo, 'analysis modal');

    await expect(cartLink(page, 0)).toBeAttached();
    await analysis.getByRole('button', { name: `Add to Cart: ${dolo.name}` }).click();
    await expect(notice(page, 'Item added to cart')).toBeVisible();
    await analysis.getByRole('button', { name: 'Close' }).last().click();
    await expect(analysis).toBeHidden();
    await expect(cartLink(page, 1)).toBeVisible();

    await confirmThrough(page, card.getByRole('button', { name: 'Delete prescription fever.png' }), M.confirmDelete, /^Delete$/);
    await expect(notice(page, M.deleted)).toBeVisible();
    await expect(main(page).getByText(M.empty)).toBeVisible();

    // The cart holds the prescribed product.
    await cartLink(page, 1).click();
    await expect(main(page).getByRole('link', { name: dolo.name }).first()).toBeVisible();
  });

  test('a product page lists generic substitutes: the same salt, strength and form, cheapest first', async ({
    page,
    request,
  }, testInfo) => {
    const dolo = await new CatalogApi(request).product('dolo-650-tablet');
    await page.goto(`/product/${dolo.slug}`);
    await expect(main(page).getByRole('heading', { name: dolo.name, level: 1 })).toBeVisible();
    await scrollToPageEnd(page);
    const section = main(page).getByRole('region', { name: 'Generic substitutes' });
    await expect(section).toBeVisible();
    const cards = section.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card.getByText('Generic substitute')).toBeVisible();
      await expect(card.getByText(dolo.activeIngredient ?? '', { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, testInfo, 'product page with substitutes');
  });
});
