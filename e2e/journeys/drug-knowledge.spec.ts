import type { Page } from '@playwright/test';
import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { AccountsApi, headerGreeting, notice, submitLogin } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journeys (issue 14): the product page's drug information from the knowledge base, and the cart
// safety check that warns in the cart and at checkout about two products with the same salt and a
// daily paracetamol total over 4 g, without stopping the order.

const SAFETY_HEADING = 'Medicine safety check';
const SAFETY_FOOTER =
  'These warnings are for your information: you can still place your order. Please ask a pharmacist or doctor before taking these medicines together.';

async function productNamed(catalog: CatalogApi, name: string): Promise<ProductSummary> {
  const { items } = await catalog.search({ q: name, pageSize: 10 });
  const found = items.find((p) => p.name === name);
  expect(found, `the seed sells '${name}'`).toBeDefined();
  return found as ProductSummary;
}

async function addFromProductPage(page: Page, product: ProductSummary): Promise<void> {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(notice(page, 'Item added to cart')).toBeVisible();
}

const safetyNotice = (page: Page) => main(page).getByRole('region', { name: SAFETY_HEADING });

test.describe('drug knowledge', () => {
  test('the Dolo 650 product page shows the paracetamol monograph with its sources', async ({ page, request }, testInfo) => {
    const dolo = await productNamed(new CatalogApi(request), 'Dolo 650 Tablet');
    await page.goto(`/product/${dolo.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
    const section = main(page).getByRole('region', { name: 'Drug information' });
    // It loads only when scrolled near: bring the page's lower part into view.
    await main(page).getByRole('heading', { name: 'Product details' }).scrollIntoViewIfNeeded();
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('Paracetamol', { exact: true })).toBeVisible();
    await expect(section.getByText('Uses', { exact: true })).toBeVisible();
    await expect(section.getByText('Fever', { exact: true })).toBeVisible();
    await expect(section.getByText(/4 g \(4,000 mg\) in 24 hours/)).toBeVisible();
    await expect(section.getByText('Pregnancy and breastfeeding:')).toBeVisible();
    const source = section.getByRole('link', { name: 'NHS: Paracetamol for adults' });
    await expect(source).toHaveAttribute('href', 'https://www.nhs.uk/medicines/paracetamol-for-adults/');
    await expectNoSeriousA11yViolations(page, testInfo, 'product drug information');
  });

  test("the assistant's link to a product's #drug-information opens the page there", async ({ page, request }) => {
    const dolo = await productNamed(new CatalogApi(request), 'Dolo 650 Tablet');
    await page.goto(`/product/${dolo.slug}#drug-information`);
    const section = main(page).getByRole('region', { name: 'Drug information' });
    await expect(section.getByText('Paracetamol', { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Drug information' })).toBeInViewport();
  });

  test('a product the knowledge base does not cover shows no drug information', async ({ page, request }) => {
    const honitus = await productNamed(new CatalogApi(request), 'Dabur Honitus Cough Syrup');
    const drugInfo = page.waitForResponse((r) => r.url().includes(`/api/ai/drug-info/${honitus.id}`));
    await page.goto(`/product/${honitus.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dabur Honitus Cough Syrup' })).toBeVisible();
    await main(page).getByRole('heading', { name: 'Product details' }).scrollIntoViewIfNeeded();
    await drugInfo;
    await expect(main(page).getByRole('region', { name: 'Drug information' })).toHaveCount(0);
  });

  test('two paracetamol products: warned in the cart and at checkout, and the order can still be placed', async ({
    page,
    request,
  }, testInfo) => {
    const catalog = new CatalogApi(request);
    const dolo = await productNamed(catalog, 'Dolo 650 Tablet');
    const calpol = await productNamed(catalog, 'Calpol 650 Tablet');
    await addFromProductPage(page, dolo);
    await addFromProductPage(page, calpol);

    await page.goto('/cart');
    const inCart = safetyNotice(page);
    await expect(inCart).toBeVisible();
    await expect(inCart).toContainText(
      'Dolo 650 Tablet and Calpol 650 Tablet contain the same medicine: Paracetamol. Taking them together adds up the dose.',
    );
    await expect(inCart).toContainText(
      'Too much Paracetamol in a day: taken as their labels allow, these products add up to 5.2 g a day, over the adult maximum of 4 g.',
    );
    await expect(inCart).toContainText(SAFETY_FOOTER);
    await expect(main(page).getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'cart safety warning');

    const person = await new AccountsApi(request).createVerifiedUser('cart safety');
    await page.goto('/login');
    await submitLogin(page, person.email, person.password);
    await expect(headerGreeting(page, person.firstName)).toBeVisible();
    await page.goto('/checkout');
    await expect(main(page).getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    const atCheckout = safetyNotice(page);
    await expect(atCheckout).toContainText('Dolo 650 Tablet and Calpol 650 Tablet contain the same medicine: Paracetamol.');
    await expect(atCheckout).toContainText(SAFETY_FOOTER);
    await expect(main(page).getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, testInfo, 'checkout safety warning');
  });

  test('products that go together raise no warning', async ({ page, request }) => {
    const catalog = new CatalogApi(request);
    await addFromProductPage(page, await productNamed(catalog, 'Dolo 650 Tablet'));
    await addFromProductPage(page, await productNamed(catalog, 'Vicks VapoRub'));
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/ai/cart-safety'));
    await page.goto('/cart');
    await checked;
    await expect(main(page).getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(safetyNotice(page)).toHaveCount(0);
  });
});
