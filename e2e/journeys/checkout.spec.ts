import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { AccountsApi, headerGreeting, notice, submitLogin, type Person } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { fillAddressAndPhone, main, payOnRazorpaySandbox, RUPEE_AMOUNT } from '../fixtures/ui';

// Journey: /checkout (storefront spec: checkout, payment result, order success). A customer with
// products in the cart checks out with cash on delivery, PhonePe (the built-in PhonePe v2 sandbox's
// pay page), a card or UPI (the Razorpay sandbox's hosted page), and sees the spec's messages and
// pages. The paying journeys walk product → cart → checkout, and the order shows paid only after the
// server's verdict (issue 26). Every journey also fails if a page sends a card number to /api
// (fixtures/test.ts).

const EMPTY_CART = 'Your cart is empty.';
const LOGIN_TO_ORDER = 'Please login to continue with your order';
const ADDRESS_FIELDS = 'Please fill all required address fields.';

/** Non-prescription products in stock, from the real catalogue. */
async function orderableProducts(catalog: CatalogApi, count: number, skip = 0): Promise<ProductSummary[]> {
  const { items } = await catalog.products({ stock: 'in', pageSize: 60 });
  const picked = items.filter((p) => !p.requiresPrescription && p.pricePaise > 0).slice(skip, skip + count);
  expect(picked, 'orderable products in the seed').toHaveLength(count);
  return picked;
}

/** Puts products in the visitor's cart (browser storage key 'cart'), as Add to Cart would. */
async function seedCart(page: Page, products: readonly ProductSummary[], origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  const lines = products.map((p) => ({
    productId: p.id,
    variantId: null,
    quantity: 1,
    seenPricePaise: p.pricePaise,
    name: p.name,
    slug: p.slug,
    image: p.image,
    variantLabel: null,
    maxQuantity: 10,
  }));
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(lines));
}

/**
 * The site's public address. The server gives PhonePe its public URL (PUBLIC_URL, which the
 * Playwright config sets to the journeys' own origin) to send the customer back to: browser storage
 * and cookies belong to one origin, so the journey must use the site there, as a customer would.
 */
function publicOrigin(baseURL: string | undefined): string {
  return new URL(baseURL ?? 'http://127.0.0.1').origin;
}

/** A new customer with 2 products in the cart, logged in on `origin` (the cart joins the account). */
async function customerWithCart(
  page: Page,
  request: APIRequestContext,
  label: string,
  skip: number,
  origin = '',
): Promise<{ person: Person; products: ProductSummary[] }> {
  const person = await new AccountsApi(request).createVerifiedUser(label);
  const products = await orderableProducts(new CatalogApi(request), 2, skip);
  await seedCart(page, products, origin);
  await page.goto(`${origin}/login`);
  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
  return { person, products };
}

/**
 * A new customer, logged in on `origin`, who walks the shop as customers do: the product's page, Add to
 * Cart, the cart, Proceed to Checkout. The payment journeys start here (issue 26's bar).
 */
async function customerWalksToCheckout(
  page: Page,
  request: APIRequestContext,
  label: string,
  skip: number,
  origin = '',
): Promise<{ person: Person; product: ProductSummary }> {
  const person = await new AccountsApi(request).createVerifiedUser(label);
  const [product] = await orderableProducts(new CatalogApi(request), 1, skip);
  await page.goto(`${origin}/login`);
  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
  await page.goto(`${origin}/product/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(notice(page, 'Item added to cart')).toBeVisible();
  await page.goto(`${origin}/cart`);
  await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(main(page).getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('link', { name: product!.name })).toBeVisible();
  await expect(placeOrderButton(page)).toBeEnabled();
  return { person, product: product! };
}

/**
 * The server's verdict on the payment the browser came back with (Razorpay's signature checked and
 * Razorpay asked, or PhonePe's order status asked): resolves once it answered success. The journeys
 * await it before the order may show paid; a pending answer first (asked again) is not the verdict.
 */
function serverVerdict(page: Page): Promise<unknown> {
  return page.waitForResponse(
    async (r) =>
      /\/api\/payments\/(razorpay\/verify|phonepe\/verify\/)/.test(new URL(r.url()).pathname) &&
      r.ok() &&
      ((await r.json()) as { paymentStatus?: string }).paymentStatus === 'success',
    { timeout: 15_000 },
  );
}

async function openCheckout(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/checkout`);
  await expect(main(page).getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(placeOrderButton(page)).toBeEnabled();
}

const placeOrderButton = (page: Page) => main(page).getByRole('button', { name: 'Place Order' });

const chooseMethod = (page: Page, label: string) =>
  main(page)
    .getByRole('radio', { name: new RegExp(`^${label}`) })
    .check();

async function cartCount(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length);
}

test.describe('checkout', () => {
  test("the journeys' guard fails a journey whose page sends a card number to our API", async ({ page }) => {
    // Expected to fail, in the fixture's check after the body: a search for a card number answers 200,
    // so only the card-number rule can fail it. Were the guard to let it through, this test would fail.
    test.fail();
    await page.goto('/');
    const status = await page.evaluate(async () => (await fetch('/api/products/search?q=4111+1111+1111+1111')).status);
    expect(status).toBe(200);
  });

  test('a visitor is asked to log in, and comes back to an empty checkout that leads to all products', async ({ page, request }) => {
    const person = await new AccountsApi(request).createVerifiedUser('checkout visitor');
    await page.goto('/checkout');
    await expect(main(page).getByText(LOGIN_TO_ORDER)).toBeVisible();
    await main(page).getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, person.email, person.password);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(main(page).getByText(EMPTY_CART)).toBeVisible();
    await main(page).getByRole('link', { name: 'Browse Products' }).click();
    await expect(main(page).getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(
      main(page)
        .getByRole('link')
        .filter({ has: page.getByRole('heading') })
        .first(),
    ).toBeVisible();
  });

  test(
    'cash on delivery with a new address ends on the order-success page, and the cart is empty',
    { tag: '@server' },
    async ({ page, request }, testInfo) => {
      const { person, products } = await customerWithCart(page, request, 'checkout cod', 0);
      await openCheckout(page);
      for (const p of products) await expect(main(page).getByRole('link', { name: p.name })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, 'checkout');

      // Required fields first.
      await placeOrderButton(page).click();
      await expect(main(page).getByRole('alert')).toHaveText(ADDRESS_FIELDS);

      await fillAddressAndPhone(page, person);
      await chooseMethod(page, 'Cash on Delivery');
      await placeOrderButton(page).click();

      await expect(page).toHaveURL(/\/order-success\/\d+$/);
      const orderId = /\/order-success\/(\d+)$/.exec(page.url())?.[1] ?? '';
      await expect(main(page).getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
      await expect(main(page).getByText('Order #1')).toBeVisible();
      await expect(main(page).getByText(/Pay when your order is delivered/)).toBeVisible();
      for (const p of products) await expect(main(page).getByText(p.name)).toBeVisible();
      await expect(main(page).getByText('221 MG Road, Indiranagar')).toBeVisible();
      await expect(main(page).getByText('Bengaluru, Karnataka, 560038')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: "What's Next?" })).toBeVisible();
      for (const step of ['Order Confirmed', 'Processing', 'Out for Delivery', 'Delivered']) {
        await expect(main(page).getByText(step, { exact: true })).toBeVisible();
      }
      await expect(main(page).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', `/profile?tab=orders&orderId=${orderId}`);
      await expect(main(page).getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/profile?tab=orders');
      await expect(main(page).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
      await expectNoSeriousA11yViolations(page, testInfo, 'order success');

      expect(await cartCount(page)).toBe(0);
      await page.goto('/checkout');
      await expect(main(page).getByText(EMPTY_CART)).toBeVisible();

      // Track Order opens the profile's orders tab with the order's tracking on top.
      await page.goto(`/order-success/${orderId}`);
      await main(page).getByRole('link', { name: 'Track Order' }).click();
      await expect(main(page).getByRole('heading', { name: 'Track your order' })).toBeVisible();
      await expect(main(page).getByRole('progressbar', { name: 'Order #1 progress' })).toBeVisible();
    },
  );

  test(
    "PhonePe: the sandbox's success comes back to the same confirmation page as cash and card, and empties the cart",
    { tag: '@server' },
    async ({ page, request, baseURL }, testInfo) => {
      const origin = publicOrigin(baseURL);
      const { person } = await customerWalksToCheckout(page, request, 'checkout phonepe ok', 2, origin);
      await fillAddressAndPhone(page, person);
      await chooseMethod(page, 'PhonePe');
      await placeOrderButton(page).click();

      // PhonePe v2's sandbox pay page (the official SDK's /checkout/v2/pay answered its address).
      await expect(page).toHaveURL(/\/api\/payments\/phonepe-sandbox\//, { timeout: 15_000 });
      const verdict = serverVerdict(page);
      await page.getByRole('button', { name: 'Pay successfully' }).click();
      // The callback asks the server, which asks PhonePe's order status, then hands over to the order's confirmation page (issue 21.6).
      await verdict;
      await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
      await expect(main(page).getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
      await expect(main(page).getByText('Payment received')).toBeVisible();
      await expect(main(page).getByText(/paid by PhonePe\.$/)).toBeVisible();
      await expect(main(page)).toContainText(RUPEE_AMOUNT);
      await expectNoSeriousA11yViolations(page, testInfo, 'payment confirmation');
      await expect.poll(() => cartCount(page)).toBe(0);

      await page.goto('/orders');
      await expect(main(page).getByText('PhonePe · Paid')).toBeVisible();
    },
  );

  test(
    "PhonePe: the sandbox's failure comes back as 'Payment Failed' with Try Again to the cart",
    { tag: '@server' },
    async ({ page, request, baseURL }, testInfo) => {
      const origin = publicOrigin(baseURL);
      const { person } = await customerWithCart(page, request, 'checkout phonepe fail', 4, origin);
      await openCheckout(page, origin);
      await fillAddressAndPhone(page, person);
      await chooseMethod(page, 'PhonePe');
      await placeOrderButton(page).click();

      await page.getByRole('button', { name: 'Fail payment' }).click();
      await expect(main(page).getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
      await expect(main(page).getByText('The PhonePe payment failed. Nothing was taken. You can pay again from My Orders.')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/cart');
      await expect(main(page).getByRole('link', { name: 'Go to Home' })).toBeVisible();

      // The order is not cancelled: it waits as an unpaid attempt, paid again here without a new order.
      await main(page).getByRole('link', { name: 'View Order', exact: true }).click();
      await expect(main(page).getByRole('heading', { name: 'Payment Not Completed', level: 1 })).toBeVisible();
      await expect(main(page).getByText('Order Placed Successfully!')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, testInfo, 'unpaid order');
      await main(page)
        .getByRole('button', { name: /^Pay again: / })
        .click();
      await page.getByRole('button', { name: 'Pay successfully' }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 15_000 });
      await page.goto('/orders');
      await expect(main(page).getByText('PhonePe · Paid')).toBeVisible();
      await expect(main(page).getByRole('article')).toHaveCount(1);
    },
  );

  test(
    'a card payment is confirmed by the gateway and lands on the order confirmation page, like cash',
    { tag: '@server' },
    async ({ page, request }) => {
      const { person } = await customerWalksToCheckout(page, request, 'checkout card', 6);
      await fillAddressAndPhone(page, person);
      await chooseMethod(page, 'Credit / Debit Card');
      const scope = main(page);
      await scope.getByLabel('Card Number').pressSequentially('4111111111111111');
      await expect(scope.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1111');
      await scope.getByLabel('Expiry Date (MM/YY)').pressSequentially('1230');
      await expect(scope.getByLabel('Expiry Date (MM/YY)')).toHaveValue('12/30');
      await scope.getByLabel('CVV').fill('123');
      await scope.getByLabel('Name on Card').fill(`${person.firstName} ${person.lastName}`);
      await placeOrderButton(page).click();
      const verdict = serverVerdict(page);
      await payOnRazorpaySandbox(page, { card: '4111111111111111' });
      await verdict;

      // The same confirmation page as cash on delivery, saying the payment was received.
      await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
      await expect(main(page).getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
      await expect(main(page).getByText('Payment received')).toBeVisible();
      await expect(main(page).getByText(/paid by Credit \/ Debit Card\.$/)).toBeVisible();
      expect(await cartCount(page)).toBe(0);
      await page.goto('/orders');
      await expect(main(page).getByText('Credit / Debit Card · Paid')).toBeVisible();
    },
  );

  test(
    "UPI: the id typed at checkout is prefilled on Razorpay's page, and the order is paid once the server verified it",
    { tag: '@server' },
    async ({ page, request }) => {
      const { person } = await customerWalksToCheckout(page, request, 'checkout upi', 7);
      await fillAddressAndPhone(page, person);
      await chooseMethod(page, 'UPI');
      await main(page).getByRole('textbox', { name: 'UPI ID' }).fill('asha.verma@okhdfc');
      await placeOrderButton(page).click();

      await expect(page).toHaveURL(/\/api\/payments\/razorpay-sandbox\/checkout/, { timeout: 15_000 });
      await expect(page.getByLabel('UPI ID')).toHaveValue('asha.verma@okhdfc');
      const verdict = serverVerdict(page);
      await payOnRazorpaySandbox(page);
      await verdict;

      await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
      await expect(main(page).getByText('Payment received')).toBeVisible();
      await expect(main(page).getByText(/paid by UPI\.$/)).toBeVisible();
      await page.goto('/orders');
      await expect(main(page).getByText('UPI · Paid')).toBeVisible();
    },
  );

  test(
    "a declined card on Razorpay's page says nothing was taken, and the order waits unpaid",
    { tag: '@server' },
    async ({ page, request }) => {
      const { person } = await customerWithCart(page, request, 'checkout declined', 8);
      await openCheckout(page);
      await fillAddressAndPhone(page, person);
      await chooseMethod(page, 'Credit / Debit Card');
      const scope = main(page);
      await scope.getByLabel('Card Number').fill('4000000000000002');
      await scope.getByLabel('Expiry Date (MM/YY)').fill('12/30');
      await scope.getByLabel('CVV').fill('123');
      await scope.getByLabel('Name on Card').fill(person.firstName);
      await placeOrderButton(page).click();
      await payOnRazorpaySandbox(page, { card: '4000000000000002' });

      // Back from Razorpay's page, the result says the card was declined and nothing was taken (decision 050).
      await expect(main(page).getByText(/The card payment was declined\. Nothing was taken\./)).toBeVisible({ timeout: 15_000 });

      // The declined order is an unpaid attempt in the list: no invoice, and it can be removed.
      await page.goto('/orders');
      const order = main(page).getByRole('article', { name: 'Order #1', exact: true });
      await expect(order).toContainText('Unpaid');
      await expect(order.getByText('Payment not completed. Nothing was taken: pay again or remove this order.')).toBeVisible();
      await expect(order.getByRole('button', { name: 'Download invoice of order #1' })).toHaveCount(0);
      await order.getByRole('button', { name: 'Remove order #1 from my orders' }).click();
      await expect(notice(page, 'Order #1 was removed from your orders.')).toBeVisible();
      await expect(main(page).getByText('No orders yet')).toBeVisible();
    },
  );
});
