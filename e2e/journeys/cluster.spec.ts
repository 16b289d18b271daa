import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import type { ProductDetail } from '@dawa/shared/catalog/schemas';
import { formatInr } from '@dawa/shared/money/format';
import { PRESCRIPTION_MESSAGES as M } from '@dawa/shared/prescriptions/messages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { AccountsApi, headerGreeting, notice, submitLogin } from '../fixtures/accounts';
import { typedPrescription } from '../fixtures/care';
import { CatalogApi } from '../fixtures/catalog-api';
import { INSTANCE_NAMES, otherThan, servedBy, startCluster, type Cluster, type InstanceName } from '../fixtures/cluster';
import { signInDemoAdmin, openSignedIn } from '../fixtures/sessions';
import { withFreshStep } from '../fixtures/two-factor';
import { fillAddressAndPhone, main } from '../fixtures/ui';
import { expect, test as base } from '../fixtures/test';

// Journeys through a real load balancer (decision 066): nginx with the committed deployment example
// (deploy/nginx/dawa.conf.template), round-robin and no stickiness, in front of two instances of the
// built app on one PostgreSQL and one Redis. Each instance names itself in X-Dawa-Instance, so each
// journey checks which one answered; where a step must land on the other instance, the journey drains
// the first from nginx (marked down and reloaded, as an operator does in a rolling deploy).

const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const { configFile } = workerInfo.config;
      const cluster = await startCluster(configFile ? path.dirname(configFile) : process.cwd());
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.origin),
});

// The video room's fake camera and microphone for every journey here: launch options are per worker,
// and one worker keeps the one cluster.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection'],
  },
});

// One cluster for the file: its journeys run in order in one worker (the other worker goes on with the rest).
test.describe.configure({ mode: 'default' });

const TAGS = ['@server', '@cluster'];
const PASSWORD = 'Dawa@2026';

/** Every /api answer the page gets, by the instance that gave it. */
function recordInstances(page: Page): Set<InstanceName> {
  const seen = new Set<InstanceName>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) seen.add(servedBy(response));
  });
  return seen;
}

/** The instance each of the page's WebSockets was upgraded by (the 101's X-Dawa-Instance, read through the DevTools protocol). */
async function recordSocketInstances(page: Page): Promise<{ cdp: CDPSession; sockets: InstanceName[] }> {
  const cdp = await page.context().newCDPSession(page);
  const sockets: InstanceName[] = [];
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'x-dawa-instance');
    if (header?.[1] === 'a' || header?.[1] === 'b') sockets.push(header[1]);
  });
  await cdp.send('Network.enable');
  return { cdp, sockets };
}

test('requests alternate between the two instances, and a sign-in holds on both', { tag: TAGS }, async ({ page, request }) => {
  const answers: InstanceName[] = [];
  for (let i = 0; i < 4; i++) answers.push(servedBy(await request.get('/api/health')));
  expect(new Set(answers), `instances that answered in turn: ${answers.join(', ')}`).toEqual(new Set(INSTANCE_NAMES));

  const person = await new AccountsApi(request).createVerifiedUser('cluster sign-in');
  const seen = recordInstances(page);
  await page.goto('/login');
  await submitLogin(page, person.email, person.password);
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
  // Each reload renews the session and reads the account again, on whichever instance nginx picks.
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(headerGreeting(page, person.firstName)).toBeVisible();
  }
  await page.goto('/orders');
  await expect(headerGreeting(page, person.firstName)).toBeVisible();
  expect([...seen].sort(), 'instances that served the signed-in customer').toEqual([...INSTANCE_NAMES]);
});

test(
  'a prescription uploaded through one instance is analysed and shown by the other',
  { tag: TAGS },
  async ({ page, request, cluster }) => {
    test.setTimeout(150_000);
    const dolo = await new CatalogApi(request).product('dolo-650-tablet');
    const person = await new AccountsApi(request).createVerifiedUser('cluster prescription');
    await openSignedIn(page, person);
    await page.goto('/prescriptions');
    await expect(main(page).getByText(M.empty)).toBeVisible();
    const png = await typedPrescription(page, [
      'Dr. Meera Sharma, MBBS, MD',
      'Rx',
      `1. Tab. ${dolo.name.replace(/ Tablet$/, '')} mg   1-0-1   x 5 days`,
    ]);

    await main(page).getByRole('button', { name: M.uploadFirst }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Prescription' });
    await upload.getByLabel('Prescription file').setInputFiles({ name: 'cluster.png', mimeType: 'image/png', buffer: png });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/prescriptions/upload') && r.request().method() === 'POST');
    await upload.getByRole('button', { name: 'Upload Prescription' }).click();
    const receiver = servedBy(await uploaded);
    await expect(notice(page, M.uploaded)).toBeVisible({ timeout: 30_000 });
    const card = main(page).getByRole('article').filter({ hasText: 'cluster.png' });
    await expect(card.getByText('Analyzed', { exact: true })).toBeVisible({ timeout: 90_000 });

    // Only the other instance now: it serves the file the first one received, and the analysis.
    await cluster.only(otherThan(receiver));
    try {
      const thumbnail = page.waitForResponse((r) => /\/api\/prescriptions\/\d+\/thumbnail/.test(r.url()));
      await page.reload();
      const thumbnailAnswer = await thumbnail;
      expect(thumbnailAnswer.status()).toBe(200);
      expect(servedBy(thumbnailAnswer)).toBe(otherThan(receiver));
      await expect(card.getByRole('img', { name: 'Prescription cluster.png' })).toBeVisible();
      await card.getByRole('button', { name: `${M.viewAnalysis}: cluster.png` }).click();
      const analysis = page.getByRole('dialog', { name: M.analysisTitle });
      await expect(analysis.getByText('1-0-1', { exact: true })).toBeVisible();
      await expect(analysis.getByRole('button', { name: `Add to Cart: ${dolo.name}` })).toBeVisible();
    } finally {
      await cluster.all();
    }
  },
);

test("an admin's price change on one instance is the price on both at once", { tag: TAGS }, async ({ page, request }) => {
  const catalog = new CatalogApi(request);
  const { items } = await catalog.products({ stock: 'in', pageSize: 60 });
  // A product without packs, so its price is one field.
  let before: ProductDetail | undefined;
  for (const item of items.filter((p) => !p.requiresPrescription && p.pricePaise > 500)) {
    const detail = await catalog.product(item.slug);
    if (detail.variants.length === 0) {
      before = detail;
      break;
    }
  }
  if (!before) throw new Error('the seed has no product without packs to reprice');
  // Both instances have read (and cached) the old price.
  const readers = new Set<InstanceName>();
  for (let i = 0; i < 2; i++) readers.add(servedBy(await request.get(`/api/products/${before.slug}`)));
  expect([...readers].sort()).toEqual([...INSTANCE_NAMES]);

  let adminToken = '';
  await withFreshStep('admin@dawa.in', async (stepsAhead) => {
    adminToken = (await signInDemoAdmin(request, stepsAhead)).accessToken;
  });
  const newPrice = before.pricePaise - 100;
  const changed = await request.patch(`/api/admin/products/${before.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { pricePaise: newPrice },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  // Right after the change, each instance answers the new price (the other one's cache was cleared through Redis).
  const answered = new Map<InstanceName, number>();
  for (let i = 0; i < 2; i++) {
    const response = await request.get(`/api/products/${before.slug}`);
    answered.set(servedBy(response), ((await response.json()) as { pricePaise: number }).pricePaise);
  }
  expect(Object.fromEntries(answered)).toEqual({ a: newPrice, b: newPrice });

  const person = await new AccountsApi(request).createVerifiedUser('cluster price');
  await openSignedIn(page, person);
  await page.goto(`/product/${before.slug}`);
  await expect(main(page).getByText(formatInr(newPrice)).first()).toBeVisible();
});

test(
  'the doctor and the patient of a video consultation, each on another instance, see each other and chat',
  { tag: TAGS },
  async ({ browser, pageErrors, cluster }) => {
    test.setTimeout(90_000);
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    for (const context of contexts) {
      pageErrors.watch(context);
      await context.grantPermissions(['camera', 'microphone']);
    }
    const [doctor, patient] = await Promise.all([contexts[0].newPage(), contexts[1].newPage()]);
    const doctorSockets = await recordSocketInstances(doctor);
    const patientSockets = await recordSocketInstances(patient);

    await openSignedIn(doctor, { email: 'doctor@dawa.in', password: PASSWORD, firstName: 'Rohan', lastName: 'Mehta' });
    await doctor.goto('/admin/schedule');
    await main(doctor).getByRole('link', { name: 'Join the consultation with Priya Sharma' }).first().click();
    await expect(doctor).toHaveURL(/\/appointments\/\d+\/room$/);
    const roomPath = new URL(doctor.url()).pathname;
    await main(doctor).getByRole('button', { name: 'Join Room' }).click();
    await expect(main(doctor).getByText('Waiting for the other person to join...')).toBeVisible();
    await expect.poll(() => doctorSockets.sockets.length).toBeGreaterThan(0);
    const doctorsInstance = doctorSockets.sockets[0]!;

    // The patient comes in through the other instance (the doctor's socket stays where it is).
    await cluster.only(otherThan(doctorsInstance));
    try {
      await openSignedIn(patient, { email: 'customer@dawa.in', password: PASSWORD, firstName: 'Priya', lastName: 'Sharma' });
      await patient.goto(roomPath);
      await main(patient).getByRole('button', { name: 'Join Room' }).click();
      await expect(main(patient).getByText('Connected with Dr. Rohan Mehta')).toBeVisible({ timeout: 20_000 });
      await expect(main(doctor).getByText('Connected with Priya Sharma')).toBeVisible({ timeout: 20_000 });
      expect(patientSockets.sockets).toEqual([otherThan(doctorsInstance)]);
      expect(doctorSockets.sockets).toEqual([doctorsInstance]);

      await main(patient).getByRole('textbox', { name: 'Message' }).fill('Hello doctor, from the other instance');
      await main(patient).getByRole('button', { name: 'Send' }).click();
      await expect(main(doctor).getByRole('list', { name: 'Chat messages' })).toContainText('Hello doctor, from the other instance');
      await main(doctor).getByRole('textbox', { name: 'Message' }).fill('Heard you across instances.');
      await main(doctor).getByRole('button', { name: 'Send' }).click();
      await expect(main(patient).getByRole('list', { name: 'Chat messages' })).toContainText('Heard you across instances.');
    } finally {
      await cluster.all();
      await Promise.all(contexts.map((c) => c.close()));
    }
  },
);

test('a PhonePe payment started on one instance is confirmed on the other', { tag: TAGS }, async ({ page, request, cluster }) => {
  const { items } = await new CatalogApi(request).products({ stock: 'in', pageSize: 60 });
  const product = items.find((p) => !p.requiresPrescription && p.pricePaise > 0)!;
  const person = await new AccountsApi(request).createVerifiedUser('cluster payment');
  await openSignedIn(page, person);
  await page.goto(`/product/${product.slug}`);
  await main(page).getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(notice(page, 'Item added to cart')).toBeVisible();
  await page.goto('/checkout');
  await fillAddressAndPhone(page, person);
  const form = main(page);
  await form.getByRole('radio', { name: /^PhonePe/ }).check();
  const initiated = page.waitForResponse((r) => r.url().endsWith('/api/payments/phonepe/initiate'));
  await form.getByRole('button', { name: 'Place Order' }).click();
  const starter = servedBy(await initiated);

  // The provider's pay page (the sandbox standing in for PhonePe); the customer comes back, and
  // PhonePe's webhook arrives, through nginx, which now sends everything to the other instance.
  await expect(page.getByRole('button', { name: 'Pay successfully' })).toBeVisible();
  await cluster.only(otherThan(starter));
  try {
    const verified = page.waitForResponse((r) => /\/api\/payments\/phonepe\/verify\//.test(r.url()));
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
    expect(servedBy(await verified)).toBe(otherThan(starter));
    await expect(main(page).getByText('Payment received')).toBeVisible();
    await expect(main(page).getByText(/paid by PhonePe\.$/)).toBeVisible();
    await page.goto('/orders');
    await expect(main(page).getByText('PhonePe · Paid')).toBeVisible();
  } finally {
    await cluster.all();
  }
});
