import { notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { main, productCards, setTheme, waitForProductGrid } from '../fixtures/ui';

// Journey: a shopper saves products with the heart on a category card and on a product page, finds
// them on /wishlist, moves one to the cart and removes the rest. The wishlist lives in the browser.

test.describe('wishlist', () => {
  test('save from a card and a product page, see them on /wishlist, add to cart and remove', async ({ page, request }, testInfo) => {
    const items = (await new CatalogApi(request).allInCategory('pain-relief', { stock: 'in' })).filter((p) => !p.requiresPrescription);
    const [first, second] = items;
    if (!first || !second) throw new Error('two pain relievers in stock');

    await page.goto('/wishlist');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your wishlist is empty' })).toBeVisible();

    // The heart on a category card.
    await page.goto('/pain-relievers');
    await waitForProductGrid(main(page));
    await main(page)
      .getByRole('button', { name: `Add ${first.name} to wishlist`, exact: true })
      .click();
    await expect(notice(page, 'Added to wishlist')).toBeVisible();
    await expect(main(page).getByRole('button', { name: `Remove ${first.name} from wishlist`, exact: true })).toBeVisible();

    // The wishlist button of a product page.
    await page.goto(`/product/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
    await main(page).getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(notice(page, 'Added to wishlist')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();

    // The header's wishlist link leads to the saved products.
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist, 2 saved' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(productCards(main(page))).toHaveCount(2);
    await setTheme(page, 'light');
    await expectNoSeriousA11yViolations(page, testInfo, '/wishlist with items (light)');

    await main(page)
      .getByRole('button', { name: `Add to Cart: ${first.name}`, exact: true })
      .click();
    await expect(notice(page, 'Item added to cart')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();

    await main(page)
      .getByRole('button', { name: `Remove ${first.name}`, exact: true })
      .click();
    await expect(notice(page, 'Removed from wishlist')).toBeVisible();
    await expect(productCards(main(page))).toHaveCount(1);
    // The heart takes the last one off too.
    await main(page)
      .getByRole('button', { name: `Remove ${second.name} from wishlist`, exact: true })
      .click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your wishlist is empty' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, '/wishlist empty (light)');

    // It survives a reload (browser storage under 'wishlist').
    await page.goto(`/product/${second.id}`);
    await main(page).getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as { id: number }[])).toEqual([
      expect.objectContaining({ id: second.id }),
    ]);
  });
});
