import type { Page } from '@playwright/test';
import { ProductListResponseSchema } from '@dawa/shared/catalog/schemas';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { main, productCards, setTheme, waitForProductGrid } from '../fixtures/ui';

// Journeys: the deals (copy a code, use it in the cart, shop its products), the blog, the help and
// policy pages, and an axe scan of each in the light and the dark theme.

test.use({ permissions: ['clipboard-read', 'clipboard-write'], colorScheme: 'light' });

const dealCard = (page: Page, title: string) => main(page).getByRole('article', { name: title });
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('deals', () => {
  test("Copy puts the code on the clipboard, says 'Copied!' for 1.5 s, and the code works in the cart", async ({ page }) => {
    await page.goto('/deals');
    await expect(page).toHaveTitle('Deals | Dawa');
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    for (const title of ['20% off pain relievers', 'Buy 1 get 1 free on vitamin C', 'Flat 15% off diabetes care']) {
      await expect(dealCard(page, title)).toBeVisible();
    }
    const pain = dealCard(page, '20% off pain relievers');
    await expect(pain).toContainText(/Valid till \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(pain.getByText('PAIN20', { exact: true })).toBeVisible();

    const copy = pain.getByRole('button', { name: 'Copy code PAIN20' });
    await copy.click();
    const copied = pain.getByRole('button', { name: 'Copied! code PAIN20' });
    await expect(copied).toHaveText('Copied!');
    await expect(pain.getByRole('status')).toHaveText('Code PAIN20 copied.');
    expect(await readClipboard(page)).toBe('PAIN20');
    // Back to 'Copy' after 1.5 s (and not much later).
    await expect(pain.getByRole('button', { name: 'Copy code PAIN20' })).toHaveText('Copy', { timeout: 2500 });

    // Shop Now leads to the pain relievers; one goes into the cart, and the copied code applies there.
    await pain.getByRole('link', { name: /^Shop Now/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/pain-relievers');
    await expect(page.getByRole('heading', { level: 1, name: 'Pain Relief' })).toBeVisible();
    await waitForProductGrid(main(page));
    await main(page).getByRole('button', { name: /^Add to Cart: / }).first().click();
    await page.goto('/cart');
    await main(page).getByLabel('Promo code').fill(await readClipboard(page));
    await main(page).getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(main(page).getByText('Discount (PAIN20)')).toBeVisible();
  });

  test('Shop Now of the vitamin C deal lists the vitamin C supplements; the diabetes deal opens Diabetes Care', async ({ page, request }) => {
    // The products VITCBOGO applies to: vitamins tagged 'vitamin c' (what the cart checks).
    const eligible = await request.get('/api/products/search?category=vitamins-supplements&tag=vitamin%20c');
    const eligibleNames = ProductListResponseSchema.parse(await eligible.json()).items.map((p) => p.name);
    expect(eligibleNames.length).toBeGreaterThan(0);

    await page.goto('/deals');
    await dealCard(page, 'Buy 1 get 1 free on vitamin C').getByRole('link', { name: /^Shop Now/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('tag') === 'vitamin c' && url.searchParams.get('category') === 'vitamins-supplements');
    await waitForProductGrid(main(page));
    await expect(main(page).getByRole('list', { name: 'Active filters' })).toContainText('Tag: vitamin c');
    const names = await productCards(main(page)).getByRole('heading').allInnerTexts();
    // Exactly the products the code discounts: no other vitamins.
    expect([...names].sort()).toEqual([...eligibleNames].sort());

    await page.goto('/deals');
    await dealCard(page, 'Flat 15% off diabetes care').getByRole('link', { name: /^Shop Now/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/diabetes-care');
    await expect(page.getByRole('heading', { level: 1, name: 'Diabetes Care' })).toBeVisible();
    await waitForProductGrid(main(page));
  });
});

test.describe('blog', () => {
  test('lists the articles and opens one to read', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Health Blog | Dawa');
    const links = main(page).getByRole('list').first().getByRole('link');
    await expect(links).toHaveCount(7);
    const title = 'Heat stroke in Indian summers: warning signs, first aid and who is most at risk';
    await main(page).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog/heat-stroke');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Dawa`);
    await expect(main(page).getByRole('heading', { level: 2, name: 'First aid for heat stroke' })).toBeVisible();
    await expect(main(page).getByText('Dr. Kavita Rao')).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'A blazing sun above a thermometer and a glass of water' })).toBeVisible();
    await main(page).getByRole('link', { name: '← All articles' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
  });

  test("an unknown article shows 'Page Not Found'", async ({ page, pageErrors }) => {
    // The article comes from /api/blog/{slug}: its 404 is the answer this page shows, not a fault.
    pageErrors.allowApi(/^\/api\/blog\/no-such-article$/);
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Dawa');
  });
});

const staticPages = [
  { path: '/shipping', heading: 'Shipping Policy', text: 'Delivery costs ₹40 for orders up to ₹499' },
  { path: '/returns', heading: 'Returns & Refunds', text: 'Prescription medicines cannot be returned' },
  { path: '/faq', heading: 'Frequently Asked Questions', text: 'How long does delivery take?' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'my-data.json' },
  { path: '/terms', heading: 'Terms of Service', text: 'Refunds are made within 7-10 business days' },
  { path: '/legal', heading: 'Legal Information', text: 'Drugs and Cosmetics Act, 1940' },
];

test.describe('help and policy pages', () => {
  test('each renders its heading, its own title and description, and its key terms', async ({ page }) => {
    const descriptions = new Set<string>();
    for (const target of staticPages) {
      await test.step(target.path, async () => {
        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await expect(page).toHaveTitle(`${target.heading} | Dawa`);
        await expect(main(page)).toContainText(target.text);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description).toBeTruthy();
        descriptions.add(description ?? '');
      });
    }
    expect(descriptions.size, 'every page has its own description').toBe(staticPages.length);
  });

  test('the FAQ opens and closes an answer from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const question = main(page).getByText('Can I return a product?');
    const answer = main(page).getByText(/Unopened over-the-counter products can be returned within 30 days/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });

  test('the privacy page links to the settings where data is downloaded or deleted', async ({ page }) => {
    await page.goto('/privacy');
    await expect(main(page).getByText(/Download my data/)).toBeVisible();
    await expect(main(page).getByText(/Delete Account/).first()).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'My Account > Settings' })).toHaveAttribute('href', '/profile?tab=settings');
  });
});

test.describe('accessibility of the content pages', () => {
  const pages = ['/deals', '/blog', '/blog/heat-stroke', ...staticPages.map((p) => p.path)];
  for (const path of pages) {
    test(`${path}: no serious or critical axe violation in the light and the dark theme`, async ({ page }, testInfo) => {
      await page.goto(path);
      await setTheme(page, 'light');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
      if (path === '/faq') await main(page).getByText('How long does delivery take?').click();
      await expectNoSeriousA11yViolations(page, testInfo, `${path} (light)`, { soft: true });
      await setTheme(page, 'dark');
      await expectNoSeriousA11yViolations(page, testInfo, `${path} (dark)`, { soft: true });
    });
  }
});
