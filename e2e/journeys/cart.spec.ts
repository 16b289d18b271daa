import type { ProductDetail, ProductSummary } from '@dawa/shared/catalog/schemas';
import { maxPerOrderOf } from '@dawa/shared/commerce/rules';
import { formatInr } from '@dawa/shared/money/format';
import type { Locator, Page } from '@playwright/test';
import { AccountsApi, logIn, logOut, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { escapeRegExp, main, setTheme, waitForProductGrid } from '../fixtures/ui';

// Journeys: a shopper fills the cart from a category page and a product page, changes quantities,
// removes and clears, applies and removes PAIN20, sees the delivery charge go from ₹40 to FREE,
// and a signed-in customer finds the same cart in another browser. Products come from the API.

const PAIN_RELIEF = 'pain-relief';

/** The header's cart link, whose name carries the item count ('Cart, 3 items'). */
function cartLink(page: Page, count: number): Locator {
  return page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}`, exact: true });
}

/** The cart page's totals list: the value beside a term ('Subtotal (2 items)', 'Delivery', 'Total'). */
function totalOf(page: Page, term: string | RegExp): Locator {
  const exact = typeof term === 'string' ? new RegExp(`^${escapeRegExp(term)}$`) : term;
  return main(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt').filter({ hasText: exact }) })
    .locator('dd');
}

/** The quantity box of a cart line. */
function quantityOf(page: Page, name: string): Locator {
  return main(page).getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true });
}

async function inStockPainRelievers(api: CatalogApi): Promise<ProductSummary[]> {
  const items = await api.allInCategory(PAIN_RELIEF, { stock: 'in' });
  return items.filter((p) => !p.requiresPrescription);
}

/** A non-prescription product with at least two packs in stock. */
async function productWithPacks(api: CatalogApi): Promise<ProductDetail> {
  for (const summary of await inStockPainRelievers(api)) {
    const detail = await api.product(summary.id);
    if (detail.variants.filter((v) => v.stock >= 3).length >= 2) return detail;
  }
  throw new Error('the seed has no pain reliever with two packs in stock');
}

async function addFromProductPage(page: Page, product: { id: number; name: string }): Promise<void> {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(notice(page, 'Item added to cart')).toBeVisible();
}

test.describe('cart', () => {
  test('adds from a category card: toast and header badge', async ({ page, request }) => {
    const [first, second] = await inStockPainRelievers(new CatalogApi(request));
    expect(second, 'two pain relievers in stock').toBeDefined();
    if (!first || !second) return;
    await page.goto('/pain-relievers');
    await waitForProductGrid(main(page));
    await expect(cartLink(page, 0)).toBeVisible();

    await main(page)
      .getByRole('button', { name: `Add to Cart: ${first.name}`, exact: true })
      .click();
    await expect(notice(page, 'Item added to cart')).toBeVisible();
    await expect(cartLink(page, 1)).toBeVisible();
    await expect(cartLink(page, 1)).toContainText('1');
    // Adding the same product again increments its line.
    await main(page)
      .getByRole('button', { name: `Add to Cart: ${first.name}`, exact: true })
      .click();
    await expect(cartLink(page, 2)).toBeVisible();

    await cartLink(page, 2).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(main(page).getByRole('heading', { level: 2, name: first.name })).toBeVisible();
    await expect(quantityOf(page, first.name)).toHaveValue('2');
  });

  test('adds the chosen pack and quantity from a product page; quantity controls, remove and clear', async ({
    page,
    request,
  }, testInfo) => {
    const product = await productWithPacks(new CatalogApi(request));
    const pack = product.variants.filter((v) => v.stock >= 3)[1];
    if (!pack) throw new Error('no second pack');
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    await main(page).getByText(pack.label, { exact: true }).click();
    await expect(main(page).getByText(formatInr(pack.pricePaise)).first()).toBeVisible();
    await main(page).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(main(page).getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(notice(page, 'Item added to cart')).toBeVisible();
    await expect(cartLink(page, 2)).toBeVisible();

    await page.goto('/cart');
    const name = product.name;
    await expect(main(page).getByText(`Pack: ${pack.label}`)).toBeVisible();
    await expect(main(page).getByText(`${formatInr(pack.pricePaise)} each`)).toBeVisible();
    await expect(totalOf(page, 'Subtotal (2 items)')).toHaveText(formatInr(pack.pricePaise * 2));

    const minus = main(page).getByRole('button', { name: `Decrease quantity of ${name}` });
    const plus = main(page).getByRole('button', { name: `Increase quantity of ${name}` });
    await minus.click();
    await expect(quantityOf(page, name)).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await expect(cartLink(page, 1)).toBeVisible();
    await plus.click();
    await expect(totalOf(page, 'Subtotal (2 items)')).toHaveText(formatInr(pack.pricePaise * 2));

    // A second product, then Remove takes one line away and Clear cart the rest.
    const other = (await inStockPainRelievers(new CatalogApi(request))).find((p) => p.id !== product.id);
    if (!other) throw new Error('no second product');
    await addFromProductPage(page, other);
    await page.goto('/cart');
    await expect(main(page).getByRole('heading', { level: 2, name: other.name })).toBeVisible();
    await setTheme(page, 'light');
    await expectNoSeriousA11yViolations(page, testInfo, '/cart with items (light)');

    await main(page)
      .getByRole('button', { name: `Remove ${other.name}`, exact: true })
      .click();
    await expect(main(page).getByRole('heading', { level: 2, name: other.name })).toHaveCount(0);
    await expect(cartLink(page, 2)).toBeVisible();
    await main(page).getByRole('button', { name: 'Clear cart' }).click();
    // It asks first (shop-mobile.spec.ts covers Keep items and Undo).
    await page.getByRole('alertdialog', { name: 'Clear cart' }).getByRole('button', { name: 'Yes, clear cart' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    await expect(cartLink(page, 0)).toBeVisible();
    await main(page).getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test("the plus button stops at the stock or the product's per-order limit, and says so", async ({ page, request }) => {
    const [summary] = await inStockPainRelievers(new CatalogApi(request));
    if (!summary) throw new Error('no pain reliever in stock');
    const product = await new CatalogApi(request).product(summary.id);
    // The seed sets no limit of its own: 30 of an ordinary medicine per order (10 of a prescription one).
    const perOrder = maxPerOrderOf({ maxPerOrder: null, requiresPrescription: product.requiresPrescription });
    const limit = Math.min(product.variants[0]?.stock ?? product.stockQuantity, perOrder);
    await addFromProductPage(page, product);
    await page.goto('/cart');
    const plus = main(page).getByRole('button', { name: `Increase quantity of ${product.name}` });
    await expect(plus).toBeEnabled();
    await quantityOf(page, product.name).fill(String(limit + 5));
    await expect(quantityOf(page, product.name)).toHaveValue(String(limit));
    await expect(plus).toBeDisabled();
    await expect(cartLink(page, limit)).toBeVisible();
    if (limit === perOrder) await expect(main(page).getByText(`Limit: ${perOrder} per order.`)).toBeVisible();
  });

  test('applies PAIN20 to a pain reliever and removes it', async ({ page, request }) => {
    const [product] = await inStockPainRelievers(new CatalogApi(request));
    if (!product) throw new Error('no pain reliever in stock');
    await addFromProductPage(page, product);
    await page.goto('/cart');
    await expect(totalOf(page, 'Total')).toHaveText(/₹/);
    const input = main(page).getByLabel('Promo code');

    await input.fill('PAIN20');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(main(page).getByText('20% off pain relievers')).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('PAIN20');
    const discount = Math.round(product.pricePaise * 0.2);
    await expect(totalOf(page, 'Discount (PAIN20)')).toHaveText(`−${formatInr(discount)}`);
    const delivery = product.pricePaise - discount > 49_900 ? 0 : 4_000;
    await expect(totalOf(page, 'Total')).toHaveText(formatInr(product.pricePaise - discount + delivery));

    await main(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue('');
    await expect(totalOf(page, 'Discount (PAIN20)')).toHaveCount(0);
    const fullDelivery = product.pricePaise > 49_900 ? 0 : 4_000;
    await expect(totalOf(page, 'Total')).toHaveText(formatInr(product.pricePaise + fullDelivery));
  });

  test('an unknown code shows the server message and applies nothing', async ({ page, request, pageErrors }) => {
    pageErrors.allowApi(/^\/api\/apply-promo$/);
    const [product] = await inStockPainRelievers(new CatalogApi(request));
    if (!product) throw new Error('no pain reliever in stock');
    await addFromProductPage(page, product);
    await page.goto('/cart');
    await main(page).getByLabel('Promo code').fill('NOSUCHCODE');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: 'Invalid promo code' })).toBeVisible();
    await expect(main(page).getByLabel('Promo code')).toBeEnabled();
    await expect(totalOf(page, /^Discount/)).toHaveCount(0);
  });

  test('delivery is ₹40.00 at ₹499 or less and FREE above', async ({ page, request }) => {
    const api = new CatalogApi(request);
    let pick: { product: ProductDetail; needed: number } | undefined;
    for (const summary of await inStockPainRelievers(api)) {
      if (summary.pricePaise > 20_000) continue;
      const product = await api.product(summary.id);
      const stock = product.variants[0]?.stock ?? product.stockQuantity;
      const needed = Math.floor(49_900 / product.pricePaise) + 1;
      if (needed <= Math.min(stock, 20)) {
        pick = { product, needed };
        break;
      }
    }
    if (!pick) throw new Error('no cheap pain reliever with enough stock');
    const { product, needed } = pick;
    await addFromProductPage(page, product);
    await page.goto('/cart');
    await expect(totalOf(page, 'Delivery')).toHaveText('₹40.00');
    await expect(totalOf(page, 'Total')).toHaveText(formatInr(product.pricePaise + 4_000));

    const quantity = quantityOf(page, product.name);
    await quantity.fill(String(needed));
    await expect(totalOf(page, `Subtotal (${needed} items)`)).toHaveText(formatInr(product.pricePaise * needed));
    await expect(totalOf(page, 'Delivery')).toHaveText('FREE');
    await expect(totalOf(page, 'Total')).toHaveText(formatInr(product.pricePaise * needed));
  });

  test('a signed-in customer finds the cart in another browser', async ({ page, request, browser, pageErrors }) => {
    const person = await new AccountsApi(request).createVerifiedUser('cart follows');
    const [product] = await inStockPainRelievers(new CatalogApi(request));
    if (!product) throw new Error('no pain reliever in stock');

    // As a visitor, then log in: the visitor's cart becomes the customer's.
    await addFromProductPage(page, product);
    await logIn(page, person);
    await expect(cartLink(page, 1)).toBeVisible();
    await page.goto('/cart');
    await main(page)
      .getByRole('button', { name: `Increase quantity of ${product.name}` })
      .click();
    await expect(cartLink(page, 2)).toBeVisible();
    // Saved to the server after a short pause.
    await expect
      .poll(async () => {
        const { accessToken } = await new AccountsApi(request).login(person);
        const response = await request.get('/api/cart', { headers: { Authorization: `Bearer ${accessToken}` } });
        return ((await response.json()) as { lines: { quantity: number }[] }).lines[0]?.quantity;
      })
      .toBe(2);

    // Logging out empties this browser's cart (it belongs to the account); logging in brings it back.
    await logOut(page, person);
    await expect(cartLink(page, 0)).toBeVisible();
    await logIn(page, person);
    await expect(cartLink(page, 2)).toBeVisible();

    const other = await browser.newContext();
    pageErrors.watch(other);
    try {
      const second = await other.newPage();
      await second.goto('/');
      await expect(cartLink(second, 0)).toBeVisible();
      await logIn(second, person);
      await expect(cartLink(second, 2)).toBeVisible();
      await second.goto('/cart');
      await expect(main(second).getByRole('heading', { level: 2, name: new RegExp(escapeRegExp(product.name)) })).toBeVisible();
      await expect(quantityOf(second, product.name)).toHaveValue('2');
    } finally {
      await other.close();
    }
  });

  test('an out-of-stock card offers no Add to Cart', async ({ page, request }) => {
    const out = (await new CatalogApi(request).allInCategory(PAIN_RELIEF, { stock: 'out' }))[0];
    if (!out) throw new Error('the seed keeps some pain relievers out of stock');
    await page.goto(`/search?query=${encodeURIComponent(out.name)}`);
    await expect(main(page).getByRole('button', { name: `Out of stock: ${out.name}`, exact: true })).toBeDisabled();
  });
});
