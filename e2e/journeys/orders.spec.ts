import crypto from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { QuoteResponseSchema } from '@dawa/shared/commerce/cart';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { AccountsApi, notice, type Person } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: the customer's orders (/orders and the profile's Orders section, 10 a page with
// 'Page X of Y'), the invoice download, and the profile's Tracking section with its progress,
// event timeline and cancellation (account spec: orders and tracking).

/** Places `count` cash-on-delivery orders of one product through the real API; answers their ids, oldest first. */
async function placeOrders(request: APIRequestContext, accounts: AccountsApi, person: Person, count: number): Promise<number[]> {
  const { accessToken } = await accounts.login(person);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const { items } = await new CatalogApi(request).products({ stock: 'in', pageSize: 60 });
  const product = items.find((p) => !p.requiresPrescription && p.pricePaise > 0);
  if (!product) throw new Error('no orderable product in the seed');
  const lines = [{ productId: product.id, quantity: 1 }];
  const quoteResponse = await request.post('/api/cart/quote', { data: { lines } });
  expect(quoteResponse.status(), await quoteResponse.text()).toBe(200);
  const quote = QuoteResponseSchema.parse(await quoteResponse.json());
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request.post('/api/orders/create', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        lines,
        address: {
          firstName: person.firstName,
          lastName: person.lastName,
          address: '14 Park Street',
          city: 'Kolkata',
          state: 'West Bengal',
          postalCode: '700016',
        },
        saveAddress: false,
        phone: '+919830012345',
        paymentMethod: 'cod',
        totalPaise: quote.totalPaise,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(CreateOrderResponseSchema.parse(await response.json()).orderId);
  }
  return ids;
}

/** The tracking card of order #n in the profile's Tracking section. */
function trackingCard(page: Page, n: number): Locator {
  return main(page).getByRole('article', { name: `Order #${n}`, exact: true });
}

test.describe('orders and tracking', () => {
  test("a new customer has 'No orders yet' and 'No orders to track'", async ({ page, request }) => {
    const person = await new AccountsApi(request).createVerifiedUser('orders empty');
    await openSignedIn(page, person);
    await page.goto('/orders');
    await expect(main(page).getByText('No orders yet')).toBeVisible();
    await page.goto('/profile?tab=tracking');
    await expect(main(page).getByText('No orders to track')).toBeVisible();
  });

  test('the order list pages 10 at a time and downloads a GST invoice', async ({ page, request }, testInfo) => {
    const accounts = new AccountsApi(request);
    const person = await accounts.createVerifiedUser('orders paging');
    await placeOrders(request, accounts, person, 11);
    await openSignedIn(page, person);

    await page.goto('/orders');
    await expect(main(page).getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
    const orders = main(page).getByRole('article');
    await expect(orders).toHaveCount(10);
    // Newest first.
    await expect(orders.first().getByRole('heading')).toHaveText('Order #11');
    await expect(orders.first()).toContainText('1 item');
    await expect(orders.first()).toContainText('Cash on Delivery · Pay on delivery');
    await expect(orders.first()).toContainText('₹');
    await expectNoSeriousA11yViolations(page, testInfo, 'orders');

    const download = page.waitForEvent('download');
    await orders.first().getByRole('button', { name: 'Download invoice of order #11' }).click();
    expect((await download).suggestedFilename()).toBe('invoice-11.pdf');

    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(main(page).getByText('Page 2 of 2')).toBeVisible();
    await expect(orders).toHaveCount(1);
    await expect(orders.first().getByRole('heading')).toHaveText('Order #1');
    await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await main(page).getByRole('button', { name: 'Previous' }).click();
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();

    // The profile's Orders section is the same list.
    await page.goto('/profile?tab=orders');
    await expect(main(page).getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
  });

  test('tracking shows progress and events, and an order is cancelled after the confirmation', { tag: '@server' }, async ({ page, request }, testInfo) => {
    const accounts = new AccountsApi(request);
    const person = await accounts.createVerifiedUser('orders tracking');
    const [firstId] = await placeOrders(request, accounts, person, 2);
    await openSignedIn(page, person);

    await page.goto(`/profile?tab=tracking&orderId=${firstId}`);
    await expect(main(page).getByRole('heading', { name: 'Tracking', level: 2 })).toBeVisible();
    const card = trackingCard(page, 1);
    await expect(card).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Order #1 progress' })).toHaveAttribute('aria-valuenow', '50');
    await expect(card.getByText('Order Placed', { exact: true })).toBeVisible();
    // Kolkata (700016) is a metro: the days checkout promised for that PIN.
    await expect(card.getByText('1-2 business days')).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'tracking');

    // The dialog asks the question and a reason (decision 034; shop-mobile.spec.ts covers 'Other').
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Are you sure you want to cancel Order #1? This action cannot be undone.' });
    await dialog.getByRole('radio', { name: 'I changed my mind' }).check();
    await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Order #1 has been cancelled successfully.')).toBeVisible();
    const events = card.getByRole('list', { name: 'Events of order #1' }).getByRole('listitem');
    await expect(events.first()).toContainText('Cancelled');
    await expect(events.first()).toContainText('Order has been cancelled as requested');
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /Cancelled/);
    // The other order can still be cancelled.
    await expect(trackingCard(page, 2).getByRole('button', { name: 'Cancel Order' })).toBeVisible();

    // The list says so too.
    await page.goto('/orders');
    await expect(main(page).getByRole('article', { name: 'Order #1', exact: true })).toContainText('Cancelled');
  });

  test("the order page tells the truth: a cancelled order is 'Order Cancelled', another customer's order is 'Order not found'", async ({
    page,
    request,
    pageErrors,
  }, testInfo) => {
    const accounts = new AccountsApi(request);
    const owner = await accounts.createVerifiedUser('orders truth owner');
    const [ownId] = await placeOrders(request, accounts, owner, 1);
    const stranger = await accounts.createVerifiedUser('orders truth stranger');
    const [strangersId] = await placeOrders(request, accounts, stranger, 1);
    const { accessToken } = await accounts.login(owner);
    const cancelled = await request.patch(`/api/orders/${ownId}/cancel`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { reason: 'changed_mind' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await openSignedIn(page, owner);

    await page.goto(`/order-success/${ownId}`);
    await expect(main(page).getByRole('heading', { name: 'Order Cancelled', level: 1 })).toBeVisible();
    await expect(main(page).getByText('Order #1 was cancelled.')).toBeVisible();
    await expect(main(page).getByText('Order Placed Successfully!')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, 'cancelled order page');

    // The stranger's order answers 404 on purpose: it is not this customer's.
    pageErrors.allowApi(new RegExp(`^/api/orders/${strangersId}$`));
    await page.goto(`/order-success/${strangersId}`);
    await expect(main(page).getByRole('heading', { name: 'Order not found', level: 1 })).toBeVisible();
    await expect(main(page).getByText('Order Placed Successfully!')).toHaveCount(0);

    // A cancelled cash order was never paid: it has no invoice to download.
    await page.goto('/orders');
    await expect(main(page).getByRole('article', { name: 'Order #1', exact: true })).toContainText('Cancelled');
    await expect(main(page).getByRole('button', { name: 'Download invoice of order #1' })).toHaveCount(0);
  });
});
