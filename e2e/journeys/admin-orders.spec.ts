import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { QuoteResponseSchema } from '@dawa/shared/commerce/cart';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { AccountsApi, confirmThrough, notice, type Person } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff, openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: Orders/Prescriptions. The demo admin (with their authenticator code) moves a customer's
// order from confirmed to delivered, shipping it with a courier and tracking number; the customer's
// Tracking tab shows every step. Another order is cancelled after the confirmation. Axe scans the section.

/** Places a cash-on-delivery order (confirmed at once) through the real API; answers its id. */
async function placeCodOrder(request: APIRequestContext, accounts: AccountsApi, person: Person): Promise<number> {
  const { accessToken } = await accounts.login(person);
  const { items } = await new CatalogApi(request).products({ stock: 'in', pageSize: 60 });
  const product = items.find((p) => !p.requiresPrescription && p.pricePaise > 0);
  if (!product) throw new Error('no orderable product in the seed');
  const lines = [{ productId: product.id, quantity: 1 }];
  const quote = QuoteResponseSchema.parse(await (await request.post('/api/cart/quote', { data: { lines } })).json());
  const response = await request.post('/api/orders/create', {
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
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
  return CreateOrderResponseSchema.parse(await response.json()).orderId;
}

test.describe('Orders/Prescriptions', () => {
  test("an admin moves an order from confirmed to delivered and the customer's tracking shows each step", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const accounts = new AccountsApi(request);
    const customer = await accounts.createVerifiedUser('fulfilment');
    const orderId = await placeCodOrder(request, accounts, customer);
    const otherId = await placeCodOrder(request, accounts, customer);

    await openAsNewStaff(page, 'admin');
    await page.goto('/admin/orders');
    const section = main(page);
    await expect(section.getByRole('heading', { name: 'Orders/Prescriptions', level: 2 })).toBeVisible();
    await section.getByLabel('Order number or customer email').fill(customer.email);
    await section.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(section.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, testInfo, 'Orders/Prescriptions');

    await section.getByRole('button', { name: `Open order ${orderId}` }).click();
    const status = section.getByTestId('order-status');
    await expect(status).toHaveText('Confirmed');
    // Only the next allowed steps are offered.
    await expect(section.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    await section.getByRole('button', { name: 'Mark packed' }).click();
    await expect(notice(page, 'Order #1 is packed.')).toBeVisible();
    await expect(status).toHaveText('Packed');

    await section.getByLabel('Courier').fill('Blue Dart');
    await section.getByLabel('Tracking number').fill('BD7788990011');
    await section.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(notice(page, 'Order #1 is shipped.')).toBeVisible();
    await expect(status).toHaveText('Shipped');
    await expectNoSeriousA11yViolations(page, testInfo, 'order panel');

    await section.getByRole('button', { name: 'Out for delivery' }).click();
    await expect(status).toHaveText('Out for delivery');
    await section.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(notice(page, 'Order #1 is delivered.')).toBeVisible();
    await expect(status).toHaveText('Delivered');
    // A delivered cash order is paid: what is left is a refund.
    await expect(section.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Refund' })).toBeVisible();

    // The other order is cancelled after the spec's confirmation.
    await section.getByRole('button', { name: `Open order ${otherId}` }).click();
    await confirmThrough(
      page,
      section.getByRole('button', { name: 'Cancel order' }),
      'Are you sure you want to cancel Order #2? This action cannot be undone.',
      /^Yes, cancel$/,
    );
    await expect(notice(page, 'Order #2 has been cancelled successfully.')).toBeVisible();
    await expect(status).toHaveText('Cancelled');

    // The customer, in their own browser, sees every step on the Tracking tab.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const customerPage = await context.newPage();
    await openSignedIn(customerPage, customer);
    await customerPage.goto(`/profile?tab=tracking&orderId=${orderId}`);
    const card = main(customerPage).getByRole('article', { name: 'Order #1', exact: true });
    await expect(card).toContainText('BD7788990011');
    const events = card.getByRole('list', { name: 'Events of order #1' }).getByRole('listitem');
    for (const [i, step] of ['Delivered', 'Out for Delivery', 'Shipped', 'Packed'].entries())
      await expect(events.nth(i)).toContainText(step);
    await context.close();
  });
});
