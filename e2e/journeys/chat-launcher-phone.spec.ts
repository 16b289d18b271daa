import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { main, waitForProductGrid } from '../fixtures/ui';

// Journey (issue 21 item 19, decision 058): on a 390×844 phone the chat launcher is a tab docked to the
// screen's right edge, and it sits over no product card's controls — on the first screen, and at rest
// after the customer scrolls a row of cards to its height — on the home page, a search and a category.
// It still opens the chat. Wide screens keep the round button.

const launcher = (page: Page) => page.getByRole('button', { name: 'Open health assistant chat' });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The on-screen controls of the product cards (Add to Cart, Out of Stock, the wishlist heart), in viewport coordinates. */
async function cardControls(page: Page): Promise<{ text: string; label: string; box: Box; underLauncher: boolean }[]> {
  const launcherHandle = await launcher(page).elementHandle();
  return main(page)
    .locator('li button')
    .evaluateAll(
      (buttons, tab) =>
        buttons.flatMap((button) => {
          const r = button.getBoundingClientRect();
          if (r.width === 0 || r.bottom <= 0 || r.top >= window.innerHeight) return [];
          // What a thumb on the control's middle would press (when that middle is on screen).
          const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
          const hit = y > 0 && y < window.innerHeight ? document.elementFromPoint(x, y) : null;
          return [
            {
              text: (button.textContent ?? '').trim(),
              label: button.getAttribute('aria-label') ?? '',
              box: { x: r.x, y: r.y, width: r.width, height: r.height },
              underLauncher: hit !== null && tab !== null && tab.contains(hit),
            },
          ];
        }),
      launcherHandle,
    );
}

/**
 * The launcher is on screen, and neither its box nor anything else lies over a card's control. With
 * `level`, an Add to Cart must be level with the launcher (so the check is not empty).
 */
async function expectLauncherClearOfCards(page: Page, when: string, level = false): Promise<Box> {
  await expect(launcher(page)).toBeInViewport({ ratio: 1 });
  const tab = await launcher(page).boundingBox();
  if (!tab) throw new Error('the launcher is not on screen');
  const controls = await cardControls(page);
  if (level) {
    const levelWith = controls.filter((c) => c.text === 'Add to Cart' && c.box.y < tab.y + tab.height && tab.y < c.box.y + c.box.height);
    expect(levelWith.length, `${when}: an Add to Cart level with the launcher`).toBeGreaterThan(0);
  }
  for (const control of controls) {
    const name = `${control.label || control.text} at ${JSON.stringify(control.box)}`;
    expect(intersects(tab, control.box), `${when}: the launcher ${JSON.stringify(tab)} lies over ${name}`).toBe(false);
    expect(control.underLauncher, `${when}: a tap on ${name} lands on the launcher`).toBe(false);
  }
  return tab;
}

/**
 * Scrolls so that the `index`-th right-hand card's Add to Cart is level with the launcher (where the
 * round button covered it), then lets the page come to rest.
 */
async function bringRowLevelWithLauncher(page: Page, index: number): Promise<void> {
  const tab = await launcher(page).boundingBox();
  if (!tab) throw new Error('the launcher is not on screen');
  await main(page)
    .locator('li button')
    .filter({ hasText: 'Add to Cart' })
    .evaluateAll(
      (buttons, { index, level }) => {
        const right = buttons.filter((b) => b.getBoundingClientRect().left > window.innerWidth / 2);
        const button = right[Math.min(index, right.length - 1)];
        if (!button) throw new Error('no right-hand card with Add to Cart');
        const r = button.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + r.top + r.height / 2 - level);
      },
      { index, level: tab.y + tab.height / 2 },
    );
  // At rest: past any scroll handler and transition.
  await page.waitForTimeout(600);
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const { label, url } of [
    { label: 'home page', url: '/' },
    { label: 'search page', url: '/search?query=paracetamol' },
    { label: 'category page', url: '/category/pain-relief' },
  ]) {
    test(`the ${label}'s chat launcher covers no card's Add to Cart, at rest or after scrolling, and opens the chat`, async ({
      page,
    }, testInfo) => {
      await page.goto(url);
      await waitForProductGrid(main(page));
      const tab = await expectLauncherClearOfCards(page, 'on the first screen');
      // A tab at the right edge, big enough for a thumb (WCAG 2.5.8: 24 px).
      expect(tab.x + tab.width).toBeCloseTo(390, 0);
      expect(tab.width).toBeGreaterThanOrEqual(24);
      expect(tab.height).toBeGreaterThanOrEqual(24);
      await expectNoSeriousA11yViolations(page, testInfo, label);

      // Down to three rows in turn, then back up to the first: the right-hand card's button is level with the launcher.
      for (const row of [0, 1, 2, 0]) {
        await bringRowLevelWithLauncher(page, row);
        await expectLauncherClearOfCards(page, `with row ${row + 1} level with the launcher`, true);
      }

      await launcher(page).click();
      await expect(page.getByRole('dialog', { name: 'Dawa Health Assistant' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Minimise health assistant chat' })).toHaveAttribute('aria-expanded', 'true');
    });
  }

  test('the launcher is reached with the keyboard and named in Hindi when हिन्दी is chosen', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', JSON.stringify('hi')));
    await page.reload();
    await waitForProductGrid(main(page));
    const hindi = page.getByRole('button', { name: 'स्वास्थ्य सहायक चैट खोलें' });
    await hindi.focus();
    await expect(hindi).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'स्वास्थ्य सहायक चैट छोटा करें' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test('on a wide screen the launcher stays the round button in the bottom-right corner', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await waitForProductGrid(main(page));
  const round = await launcher(page).boundingBox();
  if (!round) throw new Error('the launcher is not on screen');
  expect(round).toEqual({ x: 1366 - 16 - 56, y: 900 - 16 - 56, width: 56, height: 56 });
});
