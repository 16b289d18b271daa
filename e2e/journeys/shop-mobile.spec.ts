import crypto from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { QuoteResponseSchema } from '@dawa/shared/commerce/cart';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { AccountsApi, headerGreeting, logIn, newPerson, notice, submitLogin, type Person } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journeys of the small things customers noticed (issue 11, decision 034): the checkout's known phone,
// removing a promo code, the mobile menu's Orders, clearing the cart with undo, toasts clear of the
// header, the paid order's number, cancelling with a reason, policies that match the code, and the
// delivery estimate by PIN code in the cart and at checkout.

const PHONE = /^9\d{9}$/;

/** In-stock, non-prescription products of the real catalogue (a pain reliever first, for PAIN20). */
async function orderable(request: APIRequestContext, count: number, skip = 0): Promise<ProductSummary[]> {
  const { items } = await new CatalogApi(request).products({ stock: 'in', pageSize: 60, category: 'pain-relief' });
  const picked = items.filter((p) => !p.requiresPrescription && p.pricePaise > 0).slice(skip, skip + count);
  expect(picked, 'orderable pain relievers in the seed').toHaveLength(count);
  return picked;
}

/** The cart in browser storage, as Add to Cart leaves it. */
async function seedCart(page: Page, products: readonly ProductSummary[], origin = ''): Promise<void> {
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

async function bearer(request: APIRequestContext, person: Person): Promise<Record<string, string>> {
  const { accessToken } = await new AccountsApi(request).login(person);
  return { Authorization: `Bearer ${accessToken}` };
}

/** One cash-on-delivery order through the API; answers its id. */
async function placeCodOrder(request: APIRequestContext, person: Person): Promise<number> {
  const headers = await bearer(request, person);
  const [product] = await orderable(request, 1, 3);
  const lines = [{ productId: product?.id ?? 0, quantity: 1 }];
  const quote = QuoteResponseSchema.parse(await (await request.post('/api/cart/quote', { data: { lines } })).json());
  const response = await request.post('/api/orders/create', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      lines,
      address: { firstName: person.firstName, address: '14 Park Street', city: 'Kolkata', postalCode: '700016' },
      saveAddress: false,
      phone: '+919830012345',
      paymentMethod: 'cod',
      totalPaise: quote.totalPaise,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return CreateOrderResponseSchema.parse(await response.json()).orderId;
}

const phoneField = (page: Page) => main(page).getByLabel('Phone Number *');
const countryField = (page: Page) => main(page).getByLabel('Country code');

test.describe('checkout knows the phone number', () => {
  test("fills the profile's phone, then the chosen address's, and keeps what the customer types", async ({ page, request }) => {
    const accounts = new AccountsApi(request);
    const person = newPerson('phone prefill');
    const registered = await request.post('/api/register', {
      data: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        password: person.password,
        phoneCountry: '+91',
        phone: '9812345678',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await accounts.verify(person);
    await seedCart(page, await orderable(request, 1));
    await page.goto('/login');
    await submitLogin(page, person.email, person.password);
    await expect(headerGreeting(page, person.firstName)).toBeVisible();

    // No saved address yet: the profile's number.
    await page.goto('/checkout');
    await expect(phoneField(page)).toHaveValue('9812345678');
    await expect(countryField(page)).toHaveValue('+91');

    // A saved address with its own phone: that one.
    const saved = await request.post('/api/addresses', {
      headers: await bearer(request, person),
      data: {
        firstName: person.firstName,
        address: '9 Residency Road',
        city: 'Bengaluru',
        postalCode: '560025',
        phone: '+91 99000 11223',
        isDefault: true,
      },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
    await page.reload();
    await expect(phoneField(page)).toHaveValue('9900011223');

    // What the customer types wins.
    await phoneField(page).fill('9000000001');
    await expect(phoneField(page)).toHaveValue('9000000001');
    expect(await phoneField(page).inputValue()).toMatch(PHONE);
  });
});

test.describe('cart', () => {
  test("removing an applied promo code shows no 'Please enter a promo code'", async ({ page, request }) => {
    await seedCart(page, await orderable(request, 1));
    await page.goto('/cart');
    const input = main(page).getByLabel('Promo code');
    await input.fill('PAIN20');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(main(page).getByText('20% off pain relievers')).toBeVisible();
    await main(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(input).toBeEnabled();
    await expect(main(page).getByRole('button', { name: 'Apply' })).toBeVisible();
    await expect(main(page).getByText('Please enter a promo code')).toHaveCount(0);
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  });

  test("'Clear cart' asks first, and the toast's Undo puts the lines back", async ({ page, request }, testInfo) => {
    const products = await orderable(request, 2);
    await seedCart(page, products);
    await page.goto('/cart');
    const lines = main(page).getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);

    await main(page).getByRole('button', { name: 'Clear cart' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear cart' });
    await expect(dialog).toContainText('Remove all 2 items from your cart?');
    await expectNoSeriousA11yViolations(page, testInfo, 'clear cart dialog');
    await dialog.getByRole('button', { name: 'Keep items' }).click();
    await expect(dialog).toBeHidden();
    await expect(lines).toHaveCount(2);

    await main(page).getByRole('button', { name: 'Clear cart' }).click();
    await dialog.getByRole('button', { name: 'Yes, clear cart' }).click();
    await expect(main(page).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    const toast = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Your cart was cleared.' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(lines).toHaveCount(2);
    for (const p of products) await expect(main(page).getByRole('link', { name: p.name }).first()).toBeVisible();
  });

  test('estimates delivery by PIN code under the total, and says so for a PIN code it does not serve', async ({
    page,
    request,
  }, testInfo) => {
    await seedCart(page, await orderable(request, 1));
    await page.goto('/cart');
    const pin = main(page).getByLabel('Delivery PIN code');
    await pin.fill('560001');
    await main(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expect(main(page).getByText('Delivery to 560001: Delivery in 1-2 business days')).toBeVisible();
    await pin.fill('175131');
    await main(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expect(main(page).getByText('Delivery to 175131: Delivery in 3-5 business days')).toBeVisible();
    await pin.fill('744101');
    await main(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expect(main(page).getByText('Delivery to 744101: We do not deliver to this PIN code yet')).toBeVisible();
    await pin.fill('0123');
    await main(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Please enter a valid 6-digit PIN code');
    await expectNoSeriousA11yViolations(page, testInfo, 'cart with delivery check');
  });

  test('checkout shows the estimate of the address PIN code and refuses one it does not serve', async ({ page, request, pageErrors }) => {
    pageErrors.allowApi(/^\/api\/orders\/create$/);
    const person = await new AccountsApi(request).createVerifiedUser('pin checkout');
    await seedCart(page, await orderable(request, 1));
    await logIn(page, person);
    await page.goto('/checkout');
    const scope = main(page);
    await scope.getByLabel('First Name *').fill(person.firstName);
    await scope.getByLabel('Address *').fill('Aberdeen Bazaar');
    await scope.getByLabel('City *').fill('Port Blair');
    await scope.getByLabel('PIN Code').fill('400050');
    await expect(scope.getByText('Delivery to 400050: Delivery in 1-2 business days')).toBeVisible();
    await scope.getByLabel('PIN Code').fill('744101');
    await expect(scope.getByText('Delivery to 744101: We do not deliver to this PIN code yet')).toBeVisible();
    await phoneField(page).fill('9876543210');
    await scope.getByRole('radio', { name: /^Cash on Delivery/ }).check();
    await scope.getByRole('button', { name: 'Place Order' }).click();
    await expect(scope.getByText('We do not deliver to this PIN code yet (744101).')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the signed-in mobile menu has Orders, and a toast covers neither the cart nor the menu button', async ({ page, request }) => {
    const person = await new AccountsApi(request).createVerifiedUser('mobile menu');
    // On a phone the greeting is not in the header: the menu shows the signed-in links.
    await page.goto('/login');
    await submitLogin(page, person.email, person.password);
    await expect(page).not.toHaveURL(/\/login$/);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const orders = menu.getByRole('link', { name: 'Orders', exact: true });
    // The page after login may still be arriving, and arriving closes a menu opened a moment earlier
    // (by design): open it again until the click lands.
    await expect(async () => {
      if (!(await orders.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 1_000 });
      await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 1_000 });
      await orders.click({ timeout: 1_000 });
      await expect(page).toHaveURL(/\/orders$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    // A toast (Add to Cart's) under the header, clear of its buttons.
    const [product] = await orderable(request, 1);
    await page.goto(`/product/${product?.slug ?? ''}`);
    await main(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    const toast = notice(page, 'Item added to cart');
    await expect(toast).toBeVisible();
    expectApart(await box(toast), await box(page.getByRole('banner').getByRole('link', { name: /^Cart, / })));
    expectApart(await box(toast), await box(page.getByRole('button', { name: 'Open menu' })));
  });

  test("a product page keeps the price and Add to Cart on the first screen in a buy bar, clear of the chat launcher", async ({ page, request }) => {
    const [product] = await orderable(request, 1);
    await page.goto(`/product/${product?.slug ?? ''}`);
    await expect(main(page).getByRole('heading', { level: 1, name: product?.name ?? '' })).toBeAttached();
    const bar = page.getByRole('region', { name: 'Price and add to cart' });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(product?.name ?? '');
    const add = bar.getByRole('button', { name: 'Add to Cart' });
    const launcher = page.getByRole('button', { name: /chat/i });
    await expect(launcher).toBeVisible();
    expectApart(await box(add), await box(launcher));
    await add.click();
    await expect(notice(page, 'Item added to cart')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();

    // Once the purchase panel itself is on screen the bar steps aside.
    await main(page).getByText('In stock', { exact: true }).first().scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
  });
});

test('on a desktop a toast leaves the cart and login buttons free', async ({ page, request }) => {
  const [product] = await orderable(request, 1);
  await page.goto(`/product/${product?.slug ?? ''}`);
  await main(page).getByRole('button', { name: 'Add to Cart' }).first().click();
  const toast = notice(page, 'Item added to cart');
  await expect(toast).toBeVisible();
  expectApart(await box(toast), await box(page.getByRole('banner').getByRole('link', { name: /^Cart, / })));
  expectApart(await box(toast), await box(page.getByRole('banner').getByRole('link', { name: 'Login' })));
  // And the buttons can be pressed while it shows.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click({ trial: true });
});

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

function expectApart(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
}

test.describe('orders', () => {
  test('a PhonePe payment lands on the confirmation page of the order it paid', async ({ page, request, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const person = await new AccountsApi(request).createVerifiedUser('paid order number');
    await seedCart(page, await orderable(request, 1, 1), origin);
    await page.goto(`${origin}/login`);
    await submitLogin(page, person.email, person.password);
    await expect(headerGreeting(page, person.firstName)).toBeVisible();
    await page.goto(`${origin}/checkout`);
    const scope = main(page);
    await scope.getByLabel('First Name *').fill(person.firstName);
    await scope.getByLabel('Address *').fill('221 MG Road');
    await scope.getByLabel('City *').fill('Bengaluru');
    await scope.getByLabel('PIN Code').fill('560038');
    await phoneField(page).fill('9876543210');
    await scope.getByRole('radio', { name: /^PhonePe/ }).check();
    await scope.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 15_000 });
    await expect(main(page).getByText('Order #1', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Payment received')).toBeVisible();
  });

  test('cancelling asks for a reason, keeps it and shows it instead of a delivery estimate', async ({ page, request }, testInfo) => {
    const person = await new AccountsApi(request).createVerifiedUser('cancel reason');
    const orderId = await placeCodOrder(request, person);
    await openSignedIn(page, person);
    await page.goto(`/profile?tab=tracking&orderId=${orderId}`);
    const card = main(page).getByRole('article', { name: 'Order #1', exact: true });
    await expect(card.getByText('Estimated delivery')).toBeVisible();

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('group', { name: 'Why are you cancelling?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason for cancelling.');
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please tell us why you are cancelling (at least 3 characters).');
    await dialog.getByLabel('Your reason').fill('Bought it at the shop downstairs');
    await expectNoSeriousA11yViolations(page, testInfo, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();

    await expect(notice(page, 'Order #1 has been cancelled successfully.')).toBeVisible();
    await expect(card.getByText('Cancellation reason')).toBeVisible();
    await expect(card.getByText('Bought it at the shop downstairs')).toBeVisible();
    await expect(card.getByText('Estimated delivery')).toHaveCount(0);
    await expect(card.getByText('2-3 days')).toHaveCount(0);
    await page.reload();
    await expect(
      main(page).getByRole('article', { name: 'Order #1', exact: true }).getByText('Bought it at the shop downstairs'),
    ).toBeVisible();
  });
});

test.describe('policies state the rules the code applies', () => {
  test('shipping and FAQ: the charge on the subtotal before promo discounts, delivery days by zone, no express promise', async ({
    page,
  }) => {
    const charges = 'Delivery costs ₹40 for orders up to ₹499 and is free for orders above ₹499.';
    const counting = 'The order value is the total of your items before any promo code discount';
    await page.goto('/shipping');
    await expect(main(page)).toContainText(charges);
    await expect(main(page)).toContainText(counting);
    for (const zone of ['Metro cities: 1-2 business days', 'Other large cities: 2-3 business days', 'Rest of India: 3-5 business days']) {
      await expect(main(page).getByText(zone)).toBeVisible();
    }
    await expect(main(page)).not.toContainText(/express/i);
    await expect(main(page)).not.toContainText('after any promo');

    await page.goto('/faq');
    await main(page).getByText('How much is delivery?').click();
    await expect(main(page)).toContainText(charges);
    await expect(main(page)).toContainText(counting);
    await expect(main(page)).not.toContainText(/express/i);

    await page.goto('/terms');
    await expect(main(page)).toContainText(charges);
    await expect(main(page)).not.toContainText(/express/i);
  });
});
