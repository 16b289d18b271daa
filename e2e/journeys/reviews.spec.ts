import type { Locator, Page } from '@playwright/test';
import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { AccountsApi, loginForm, notice } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { CatalogApi } from '../fixtures/catalog-api';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { main, scrollToPageEnd } from '../fixtures/ui';

// Journey: the product page's Customer Reviews. A visitor reads reviews and is asked to sign in to
// write one (and comes back to the product after logging in); a customer writes a review with
// pros and cons, sees the spec's toast, their review in the list and the statistics updated, and
// finds it again to edit after a reload; a customer attaches a photo, which shows as a thumbnail
// that opens larger and is what the 'With images' filter finds.

const SUBMITTED = 'Review submitted! Your review is now publicly visible.';
const SIGN_IN = 'Please sign in to submit a review';
const NO_REVIEWS = 'No reviews yet';

function reviewsSection(page: Page): Locator {
  return main(page).getByRole('region', { name: 'Customer Reviews' });
}

/**
 * A seeded product with written reviews, and one nobody has reviewed yet (the seed leaves some);
 * `unreviewedIndex` picks another unreviewed product, so journeys running in parallel do not share one.
 */
async function pickProducts(catalog: CatalogApi, unreviewedIndex = 0): Promise<{ reviewed: ProductSummary; unreviewed: ProductSummary }> {
  let reviewed: ProductSummary | undefined;
  const unreviewed: ProductSummary[] = [];
  for (const category of await catalog.categories()) {
    const items = await catalog.allInCategory(category.slug);
    reviewed ??= items.find((p) => p.reviewCount >= 3);
    unreviewed.push(...items.filter((p) => p.reviewCount === 0));
    const pick = unreviewed[unreviewedIndex];
    if (reviewed && pick) return { reviewed, unreviewed: pick };
  }
  throw new Error('the seed has too few products without reviews');
}

/** A 24 x 16 teal PNG: a photo the browser sends as it is and the server re-encodes as a JPEG. */
const TEAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGklEQVQ4y2PgL8ujCmIYNWjUoFGDRg2iDAEAKsFskELVxQoAAAAASUVORK5CYII=',
  'base64',
);

test('a visitor reads the reviews and is asked to sign in; after logging in they are back on the product with the form', async ({
  page,
  request,
}, testInfo) => {
  const { reviewed } = await pickProducts(new CatalogApi(request));
  const person = await new AccountsApi(request).createVerifiedUser('reviews-visitor');

  await page.goto(`/product/${reviewed.id}`);
  await scrollToPageEnd(page);
  const section = reviewsSection(page);
  await expect(section.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  await expect(section.getByText(`Based on ${reviewed.reviewCount} reviews`)).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(reviewed.reviewCount);
  await expect(section.getByText(SIGN_IN)).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Your review' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, 'product page with reviews (visitor)');

  // Filtering to one star rating shows only those reviews (or says none match).
  await section.getByRole('combobox', { name: 'Filter by rating' }).selectOption('5');
  await expect(section.getByRole('article').getByText(/^[1-4] out of 5 stars$/)).toHaveCount(0);
  await expect(section.getByRole('article').first().or(section.getByText('No reviews match these filters.'))).toBeVisible();

  await section.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const form = loginForm(page);
  await form.email.fill(person.email);
  await form.password.fill(person.password);
  await form.submit.click();
  await expect(page).toHaveURL((url) => url.pathname === `/product/${reviewed.id}`);
  await scrollToPageEnd(page);
  await expect(reviewsSection(page).getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(reviewsSection(page).getByText(SIGN_IN)).toHaveCount(0);
});

test('a customer writes a review with pros and cons; the toast, the review and the updated statistics show, and it can be edited later', async ({
  page,
  request,
}, testInfo) => {
  const { unreviewed: product } = await pickProducts(new CatalogApi(request));
  const person = await new AccountsApi(request).createVerifiedUser('reviews-writer');
  await openSignedIn(page, person);

  await page.goto(`/product/${product.id}`);
  await scrollToPageEnd(page);
  const section = reviewsSection(page);
  await expect(section.getByText(NO_REVIEWS, { exact: true })).toBeVisible();
  await expect(section.getByText('Based on 0 reviews')).toBeVisible();

  // The rating is a radio group: 5 by default, the arrow keys move it.
  const fiveStars = section.getByRole('radio', { name: '5 stars' });
  await expect(fiveStars).toBeChecked();
  await fiveStars.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(section.getByRole('radio', { name: '4 stars' })).toBeChecked();

  // Sending without a comment is refused in the form.
  await section.getByRole('button', { name: 'Submit Review' }).click();
  await expect(section.getByText('Please write a comment')).toBeVisible();

  await section.getByRole('textbox', { name: 'Your review' }).fill('Arrived well packed in two days. Does what it says.');
  await section.getByRole('textbox', { name: 'Pro 1' }).fill('Fast delivery');
  await section.getByRole('button', { name: 'Add pro' }).click();
  await section.getByRole('textbox', { name: 'Pro 2' }).fill('Long expiry date');
  await section.getByRole('button', { name: 'Add pro' }).click(); // left empty: dropped before sending
  await section.getByRole('textbox', { name: 'Con 1' }).fill('Pricier than last month');
  await expect(section.getByRole('checkbox', { name: 'I would recommend this product' })).toBeChecked();
  await section.getByRole('button', { name: 'Submit Review' }).click();

  await expect(notice(page, SUBMITTED)).toBeVisible();
  const mine = section.getByRole('article', { name: `${person.firstName} T. (your review)` });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Arrived well packed in two days. Does what it says.')).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveText(['Fast delivery', 'Long expiry date', 'Pricier than last month']);
  await expect(mine.getByText('Recommends this product')).toBeVisible();
  await expect(section.getByText(NO_REVIEWS, { exact: true })).toHaveCount(0);

  const stats = section.getByRole('group', { name: 'Review statistics' });
  await expect(stats.getByText('Based on 1 review', { exact: true })).toBeVisible();
  await expect(stats.getByText('4.0', { exact: true })).toBeVisible();
  await expect(stats.getByText('4 stars: 1 review (100%)')).toBeAttached();
  await expect(stats.getByText('100% would recommend this product')).toBeVisible();
  // The rating beside the product name follows (the server's product cache was invalidated).
  await expect(main(page).getByText('Rated 4.0 out of 5 from 1 review')).toBeAttached();
  await expect(section.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'product page with reviews (customer)');

  // After a reload the review is there to edit; sending again replaces it (still one review).
  await page.reload();
  await scrollToPageEnd(page);
  await expect(section.getByRole('textbox', { name: 'Your review' })).toHaveValue('Arrived well packed in two days. Does what it says.');
  await expect(section.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await section.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await section.getByRole('button', { name: 'Update Review' }).click();
  await expect(notice(page, SUBMITTED)).toBeVisible();
  await expect(stats.getByText('5.0', { exact: true })).toBeVisible();
  await expect(stats.getByText('Based on 1 review', { exact: true })).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(1);
});

test('a customer attaches a photo to their review; it shows as a thumbnail that opens larger, and With images finds it', async ({
  page,
  request,
}, testInfo) => {
  const { unreviewed: product } = await pickProducts(new CatalogApi(request), 1);
  const person = await new AccountsApi(request).createVerifiedUser('reviews-photo');
  await openSignedIn(page, person);

  await page.goto(`/product/${product.id}`);
  await scrollToPageEnd(page);
  const section = reviewsSection(page);
  await expect(section.getByText(NO_REVIEWS, { exact: true })).toBeVisible();
  await expect(section.getByText('Up to 3 photos, JPEG, PNG or WebP, 5 MB each at most.')).toBeVisible();

  // A text file is turned away in the browser with the rule in words.
  const addPhotos = section.getByLabel('Add photos');
  await addPhotos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(section.getByRole('alert')).toHaveText('notes.txt: Photos must be JPEG, PNG or WebP images.');

  await addPhotos.setInputFiles({ name: 'pack.png', mimeType: 'image/png', buffer: TEAL_PNG });
  await expect(section.getByRole('img', { name: 'Preview 1 of your review' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await section.getByRole('textbox', { name: 'Your review' }).fill('The pack matched the picture on the site.');
  await section.getByRole('button', { name: 'Submit Review' }).click();
  await expect(notice(page, SUBMITTED)).toBeVisible();

  const mine = section.getByRole('article', { name: `${person.firstName} T. (your review)` });
  const photoName = `Photo 1 of the review by ${person.firstName} T.`;
  const thumbnail = mine.getByRole('button', { name: photoName });
  await expect(thumbnail).toBeVisible();
  // The thumbnail is the stored JPEG, really loaded (not a broken image). It loads lazily, when it
  // comes into view, as it does for a reader scrolling to it.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);
  const src = await thumbnail.getByRole('img').getAttribute('src');
  const served = await request.get(src ?? '');
  expect(served.headers()['content-type']).toBe('image/jpeg');

  await thumbnail.click();
  const viewer = page.getByRole('dialog', { name: photoName });
  await expect(viewer.getByRole('img', { name: photoName })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'review photo opened larger');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);

  // With images: the review with the photo is found.
  await section.getByRole('checkbox', { name: 'With images' }).check();
  await expect(section.getByRole('article')).toHaveCount(1);
  await expect(mine.getByRole('button', { name: photoName })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'reviews filtered to those with images');

  // Editing keeps the photo until it is removed; sending without it leaves no review with images.
  await expect(section.getByRole('img', { name: 'Preview 1 of your review' })).toBeVisible();
  await section.getByRole('button', { name: 'Remove photo 1' }).click();
  await section.getByRole('button', { name: 'Update Review' }).click();
  await expect(notice(page, SUBMITTED)).toBeVisible();
  await expect(section.getByText('No reviews match these filters.')).toBeVisible();
  expect((await request.get(src ?? '')).status()).toBe(404);
});
