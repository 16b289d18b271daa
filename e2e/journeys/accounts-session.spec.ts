import { AccountsApi, headerGreeting, headerLogin, logIn, logOut, openUserMenu } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { main } from '../fixtures/ui';

// Journey: a session survives a reload (the refresh cookie renews it), logout ends it on the server
// and in the browser, and a reload after logout stays logged out.

test('stay logged in across reloads; log out to /login; a reload after logout stays logged out', { tag: '@server' }, async ({ page, context, request }) => {
  const api = new AccountsApi(request);
  const person = await api.createVerifiedUser('session');
  await logIn(page, person);

  await test.step('a reload keeps the session, and authenticated calls work after it', async () => {
    await page.reload();
    await expect(headerGreeting(page, person.firstName)).toBeVisible();
    const { myAccount } = await openUserMenu(page, person);
    await myAccount.click();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    // The e-mail comes from GET /api/profile: the renewed access token works.
    await expect(main(page)).toContainText(person.email);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(main(page)).toContainText(person.email);
  });

  // The refresh token this browser holds now (an httpOnly cookie scoped to /api).
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.httpOnly && c.path === '/api');
  expect(refresh, `an httpOnly refresh cookie on /api among ${cookies.map((c) => c.name).join(', ')}`).toBeDefined();

  await test.step('logout goes to /login', async () => {
    await logOut(page, person);
    await expect(headerGreeting(page, person.firstName)).toHaveCount(0);
  });

  await test.step('the refresh token is revoked on the server', async () => {
    const response = await request.post('/api/refresh-token', { data: { refreshToken: refresh?.value } });
    expect(response.status()).toBe(401);
  });

  await test.step('a reload after logout stays logged out; /profile sends the visitor to /login', async () => {
    await page.reload();
    await expect(headerLogin(page)).toBeVisible();
    await expect(headerGreeting(page, person.firstName)).toHaveCount(0);
    await page.goto('/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(headerLogin(page)).toBeVisible();
  });
});

test('/login shows who is logged in instead of the form', async ({ page, request }) => {
  const person = await new AccountsApi(request).createVerifiedUser('login-summary');
  await logIn(page, person);
  await page.goto('/login');
  await expect(main(page)).toContainText(person.email);
  await expect(main(page).getByLabel('Password', { exact: true })).toHaveCount(0);
});
