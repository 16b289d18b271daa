import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { AccountsApi, headerGreeting, notice, submitLogin, type Person } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { openAsNewStaff } from '../fixtures/sessions';
import { main, payOnRazorpaySandbox } from '../fixtures/ui';

// Journey: a prescription medicine (decision 026). The customer puts it in the cart from its product
// page or from the prescription's analysis, the cart says checkout will ask for a prescription and
// lists the one on file, and Proceed to Checkout (or that prescription's link) leads to checkout, where
// the customer attaches the analysed prescription (made through the test server's stand-in for the
// upload pipeline); the order waits for
// the pharmacist; the demo pharmacist (with their authenticator code) approves it in the Prescription
// Queue and the customer's order reads as placed and confirmed. A card-paid order rejected for a
// patient-name mismatch shows the reason and the refund on the customer's order page. Axe scans each page.

async function prescriptionProduct(request: APIRequestContext, skip: number): Promise<ProductSummary> {
  const items = await new CatalogApi(request).allInCategory('prescription', { stock: 'in' });
  const picked = items.filter((p) => p.requiresPrescription && p.pricePaise > 0)[skip];
  if (!picked) throw new Error('no prescription medicine in stock in the seed');
  return picked;
}

/** A verified customer with an analysed prescription naming `product`, logged in through the login page (cart still empty). */
async function customerWithPrescription(page: Page, request: APIRequestContext, label: string, product: ProductSummary): Promise<Person> {
  const accounts = new AccountsApi(request);
  const person = await accounts.createVerifiedUser(label);
  const { accessToken } = await accounts.login(person);
  const made = await request.post('/api/dev/test-prescriptions', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { productIds: [product.id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
  return person;
}

/** The header's cart link, whose name carries the item count. */
const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}`, exact: true });

/** The product page's Add to Cart, as a customer finds the medicine. */
async function addFromProductPage(page: Page, product: ProductSummary) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(notice(page, 'Item added to cart')).toBeVisible();
}

/** My Prescriptions → View Analysis → Add to Cart of the medicine read from it. */
async function addFromPrescriptionAnalysis(page: Page, product: ProductSummary) {
  await page.goto('/prescriptions');
  const card = main(page).getByRole('article').filter({ hasText: 'test-prescription.png' });
  await card.getByRole('button', { name: 'View Analysis: test-prescription.png' }).click();
  const analysis = page.getByRole('dialog', { name: 'Prescription Analysis' });
  await analysis.getByRole('button', { name: `Add to Cart: ${product.name}` }).click();
  await expect(notice(page, 'Item added to cart')).toBeVisible();
  await analysis.getByRole('button', { name: 'Close' }).last().click();
  await expect(analysis).toBeHidden();
}

/** The cart (opened from the header) says checkout will ask for a prescription and lists the one on file; answers its link. */
async function cartShowsPrescription(page: Page, product: ProductSummary, testInfo: TestInfo) {
  await cartLink(page, 1).click();
  await expect(page).toHaveURL(/\/cart$/);
  const scope = main(page);
  await expect(scope.getByText(`${product.name} needs a valid doctor's prescription.`, { exact: false })).toBeVisible();
  const onFile = scope.getByRole('region', { name: 'Your prescriptions that cover this cart' });
  await expect(onFile).toContainText('test-prescription.png, Dr. Meera Rao');
  await expectNoSeriousA11yViolations(page, testInfo, 'cart with a prescription medicine');
  return onFile.getByRole('link', { name: 'Check out with test-prescription.png, Dr. Meera Rao' });
}

/**
 * Checkout, opened from the cart, with the prescription attached (by the customer at checkout, or
 * already by the cart's link); answers the order id from the order page's URL.
 */
async function checkOutWithPrescription(
  page: Page,
  person: Person,
  product: ProductSummary,
  attachedFromCart: boolean,
  pay: (page: Page) => Promise<void>,
  testInfo: TestInfo,
) {
  await expect(page).toHaveURL(attachedFromCart ? /\/checkout\?prescription=\d+$/ : /\/checkout$/);
  const scope = main(page);
  await expect(scope.getByRole('group', { name: 'Prescription' })).toBeVisible();
  await expect(scope.getByText(`${product.name} needs a doctor's prescription.`, { exact: false })).toBeVisible();
  const prescription = scope.getByRole('checkbox', { name: /test-prescription\.png, Dr\. Meera Rao/ });
  await expect(scope.getByText('Matches your cart')).toBeVisible();
  await scope.getByLabel('First Name *').fill(person.firstName);
  await scope.getByLabel('Address *').fill('221 MG Road, Indiranagar');
  await scope.getByLabel('City *').fill('Bengaluru');
  await scope.getByLabel('Phone Number *').fill('9876543210');
  await expectNoSeriousA11yViolations(page, testInfo, 'checkout with a prescription');
  if (attachedFromCart) {
    await expect(prescription).toBeChecked();
  } else {
    // Without a prescription the order is not sent.
    await scope.getByRole('radio', { name: /^Cash on Delivery/ }).check();
    await scope.getByRole('button', { name: 'Place Order' }).click();
    await expect(scope.getByRole('alert')).toHaveText(
      `${product.name} needs a prescription. Please attach a prescription to place this order.`,
    );
    await prescription.check();
  }
  await pay(page);
  // Every payment method lands on the order's confirmation page.
  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  return Number(/\/order-success\/(\d+)$/.exec(page.url())?.[1]);
}

/** A pharmacist opens the queue in a browser of their own and decides the order. */
async function pharmacistDecides(
  page: Page,
  orderId: number,
  decide: (section: ReturnType<typeof main>) => Promise<void>,
  testInfo: TestInfo,
) {
  await openAsNewStaff(page, 'pharmacist');
  await page.goto('/admin/prescriptions');
  const section = main(page);
  await expect(section.getByRole('heading', { name: 'Prescription Queue', level: 2 })).toBeVisible();
  const field = section.getByLabel('Pharmacist registration number');
  const saved = section.getByText('Your pharmacist registration number:');
  await expect(field.or(saved)).toBeVisible();
  if (await field.isVisible()) {
    await field.fill('KSPC-2024-118');
    await section.getByRole('button', { name: 'Save registration number' }).click();
    await expect(saved).toBeVisible();
  }
  await section.getByRole('button', { name: `Review order #${orderId}` }).click();
  await expect(section.getByRole('img', { name: 'Prescription test-prescription.png' })).toBeVisible();
  await expect(section.getByText('Doctor: Dr. Meera Rao (Reg. KMC-45821)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'Prescription Queue');
  await decide(section);
}

test.describe('prescription medicines', () => {
  // Two browsers and the customer's whole path (product or analysis, cart, checkout, the pharmacist's queue), with an axe scan per page.
  test.setTimeout(90_000);

  test('checked out with an analysed prescription, approved by the pharmacist, the order is confirmed', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const product = await prescriptionProduct(request, 0);
    const person = await customerWithPrescription(page, request, 'rx approve', product);
    await addFromProductPage(page, product);
    await cartShowsPrescription(page, product, testInfo);
    await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    const orderId = await checkOutWithPrescription(
      page,
      person,
      product,
      false,
      (p) => main(p).getByRole('button', { name: 'Place Order' }).click(),
      testInfo,
    );
    await expect(main(page).getByRole('heading', { name: 'Awaiting prescription verification' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'order awaiting verification');

    const staff = await (await browser.newContext()).newPage();
    await pharmacistDecides(
      staff,
      orderId,
      async (section) => {
        await expect(section.getByRole('radio', { name: `Approve ${product.name}` })).toBeChecked();
        await section.getByRole('button', { name: 'Submit decision' }).click();
        await expect(section.getByText(/^Order #1 is approved and confirmed\.$/)).toBeVisible();
      },
      testInfo,
    );
    await staff.context().close();

    await page.reload();
    await expect(main(page).getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await page.goto('/orders');
    await expect(main(page).getByText('Confirmed').first()).toBeVisible();
  });

  test(
    'a card-paid order rejected for a patient-name mismatch shows the reason and the refund',
    { tag: '@server' },
    async ({ page, browser, request }, testInfo) => {
      const product = await prescriptionProduct(request, 1);
      const person = await customerWithPrescription(page, request, 'rx reject', product);
      await addFromPrescriptionAnalysis(page, product);
      await (await cartShowsPrescription(page, product, testInfo)).click();
      const orderId = await checkOutWithPrescription(
        page,
        person,
        product,
        true,
        async (p) => {
          const scope = main(p);
          await scope.getByRole('radio', { name: /^Credit/ }).check();
          await scope.getByLabel('Card Number').fill('4111111111111111');
          await scope.getByLabel('Expiry Date (MM/YY)').fill('12/30');
          await scope.getByLabel('CVV').fill('123');
          await scope.getByLabel('Name on Card').fill(person.firstName);
          await scope.getByRole('button', { name: 'Place Order' }).click();
          // The card is paid on the gateway's hosted page (decision 050), as a customer would.
          await payOnRazorpaySandbox(p, { card: '4111111111111111' });
        },
        testInfo,
      );
      await expect(main(page).getByRole('heading', { name: 'Awaiting prescription verification' })).toBeVisible();

      const staff = await (await browser.newContext()).newPage();
      await pharmacistDecides(
        staff,
        orderId,
        async (section) => {
          await section.getByRole('radio', { name: `Reject ${product.name}` }).check();
          await section.getByLabel('Reason').selectOption({ label: 'Patient name mismatch' });
          await section.getByRole('button', { name: 'Submit decision' }).click();
          await expect(section.getByText(/^Order #1 is rejected; the customer is told why and refunded\.$/)).toBeVisible();
        },
        testInfo,
      );
      await staff.context().close();

      await page.reload();
      const scope = main(page);
      await expect(scope.getByRole('heading', { name: 'Prescription not approved' })).toBeVisible();
      await expect(
        scope.getByText(
          'Order #1 was cancelled because our pharmacist could not approve your prescription. Your payment has been refunded.',
        ),
      ).toBeVisible();
      await expect(scope.getByRole('region', { name: 'Why the prescription was not approved' })).toContainText(
        `${product.name}: Patient name mismatch`,
      );
      await expectNoSeriousA11yViolations(page, testInfo, 'order rejected');
    },
  );
});
