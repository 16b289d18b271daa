import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxResponseSchema } from '@dawa/shared/auth/schemas';
import { PhonePeInitiateResponseSchema } from '@dawa/shared/commerce/payments';
import { outboxEmails } from '../../src/db/schema/index.ts';
import { createVerifiedUser, GOOD_PASSWORD, login } from '../helpers/accounts.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { chargeCard, choosePhonePe, createPaymentsTestApp, orderRow, placeOrder, type PaymentsTestApp } from '../payments/helpers.ts';

let t: PaymentsTestApp;
let admin: Account;
let publicUrl: string;

beforeAll(async () => {
  t = await createPaymentsTestApp({ captureLogs: true });
  publicUrl = t.env.PUBLIC_URL;
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createVerifiedUser>>;

/** The newest outbox row id, to read only the mails written after it. */
async function lastMailId(): Promise<number> {
  const rows = await t.database.db.select({ id: outboxEmails.id }).from(outboxEmails).orderBy(asc(outboxEmails.id));
  return rows.at(-1)?.id ?? 0;
}

/** Mails to an address written after `after`, oldest first (the stored rows, template code included). */
function mailsSince(to: string, after: number) {
  return t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), gt(outboxEmails.id, after)))
    .orderBy(asc(outboxEmails.id));
}

/** Runs a change and expects exactly one mail from it to the person, which it answers. */
async function exactlyOneMail(person: Person, change: () => Promise<unknown>) {
  const before = await lastMailId();
  await change();
  const mails = await mailsSince(person.email, before);
  expect(
    mails.map((m) => m.subject),
    'exactly one mail',
  ).toHaveLength(1);
  return mails[0] as (typeof mails)[number];
}

const orderLink = (orderId: number) => `${publicUrl}/profile?tab=orders&orderId=${orderId}`;
const trackingLink = (orderId: number) => `${publicUrl}/profile?tab=tracking&orderId=${orderId}`;

async function step(orderId: number, action: string, extra: Record<string, string> = {}) {
  const version = (await orderRow(t.database.db, orderId)).version;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: admin.headers,
    payload: { action, version, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('order e-mails (through the outbox, in the transaction of the change)', () => {
  it("writes the mail in the customer's language setting (Hindi), keeping the code and parameters", async () => {
    const customer = await createVerifiedUser(t, { firstName: 'Ravi' });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: customer.headers, payload: { language: 'hi' } });
    expect(saved.statusCode, saved.body).toBe(200);
    let orderId = 0;
    const placed = await exactlyOneMail(customer, async () => {
      orderId = (await placeOrder(t, customer.headers, { method: 'cod' })).order.id;
    });
    const order = await orderRow(t.database.db, orderId);
    expect(placed).toMatchObject({ subject: `हमें आपका ऑर्डर #${order.userOrderNumber} मिल गया है`, template: 'order.placed', language: 'hi' });
    expect(placed.text).toContain('नमस्ते Ravi,');
    expect(placed.text).toContain('कृपया डिलीवरी के समय नकद भुगतान करें।');
    // Indian grouping in Hindi too, from the same formatter as the web.
    expect(placed.text).toMatch(/₹(\d{1,2},)*\d{1,3}\.\d{2} का आपका ऑर्डर/);
    expect(placed.text).toContain(`अपना ऑर्डर देखें: ${orderLink(orderId)}`);
    expect(placed.params).toMatchObject({ orderId, paymentMethod: 'cod' });
  });

  it('mails a cash order when it is placed, shipped, out for delivery and delivered, with links to PUBLIC_URL', async () => {
    const customer = await createVerifiedUser(t, { firstName: 'Asha' });
    let orderId = 0;
    const placed = await exactlyOneMail(customer, async () => {
      orderId = (await placeOrder(t, customer.headers, { method: 'cod' })).order.id;
    });
    const n = (await orderRow(t.database.db, orderId)).userOrderNumber;
    expect(placed).toMatchObject({ subject: `We have your order #${n}`, template: 'order.placed', language: 'en', sentAt: null });
    expect(placed.text).toContain('Hello Asha,');
    expect(placed.text).toContain('Please pay in cash when it is delivered.');
    expect(placed.text).toContain(`View your order: ${orderLink(orderId)}`);
    expect(placed.html).toContain(`href="${orderLink(orderId).replaceAll('&', '&#38;')}"`);
    expect(placed.params).toMatchObject({ orderId, userOrderNumber: n, paymentMethod: 'cod' });

    await step(orderId, 'pack');
    expect(await mailsSince(customer.email, placed.id)).toEqual([]); // packing is not news for the customer
    const shipped = await exactlyOneMail(customer, () => step(orderId, 'ship', { courier: 'Blue Dart', trackingNumber: 'BD123456789IN' }));
    expect(shipped.subject).toBe(`Order #${n} has shipped`);
    expect(shipped.text).toContain(`Your order #${n} has been shipped with Blue Dart.`);
    expect(shipped.text).toContain('Tracking number: BD123456789IN');
    expect(shipped.text).toContain(`Track your order: ${trackingLink(orderId)}`);
    const out = await exactlyOneMail(customer, () => step(orderId, 'out_for_delivery'));
    expect(out.subject).toBe(`Order #${n} is out for delivery`);
    const delivered = await exactlyOneMail(customer, () => step(orderId, 'deliver'));
    expect(delivered.subject).toBe(`Order #${n} has been delivered`);
    expect(delivered.text).toContain(trackingLink(orderId));
  });

  it('mails an online order when it is placed, paid, cancelled and refunded; the dev mailbox shows them', async () => {
    const customer = await createVerifiedUser(t, { firstName: 'Ravi' });
    let orderId = 0;
    const placed = await exactlyOneMail(customer, async () => {
      orderId = (await placeOrder(t, customer.headers, { method: 'card', quantity: 2, unitPricePaise: 300_00 })).order.id;
    });
    const n = (await orderRow(t.database.db, orderId)).userOrderNumber;
    expect(placed.subject).toBe(`We have your order #${n}`);
    expect(placed.text).toContain(`Your order #${n} of ₹600.00 is placed and waits for your payment.`);

    const paid = await exactlyOneMail(customer, async () => {
      expect((await chargeCard(t, customer.headers, orderId, '4242 4242 4242 4242')).statusCode).toBe(200);
      await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
      expect(await orderRow(t.database.db, orderId)).toMatchObject({ paymentStatus: 'paid' });
    });
    expect(paid).toMatchObject({ subject: `Payment received for order #${n}`, template: 'order.payment_received' });
    expect(paid.text).toContain(`We received your payment of ₹600.00 for order #${n}.`);
    // Asking again about a settled payment changes nothing and mails nothing.
    expect(await mailsSince(customer.email, paid.id)).toEqual([]);
    await t.app.services.payments.sweep(new Date(Date.now() + 10_000));
    expect(await mailsSince(customer.email, paid.id)).toEqual([]);

    const before = await lastMailId();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/cancel`,
      headers: customer.headers,
      payload: { reason: 'changed_mind' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsSince(customer.email, before);
    expect(mails.map((m) => [m.subject, m.template])).toEqual([
      [`Order #${n} has been cancelled`, 'order.cancelled'],
      [`Order #${n} has been refunded`, 'order.refunded'],
    ]);
    expect(mails[1]?.text).toContain(`The payment of ₹600.00 for your order #${n} has been refunded.`);

    const box = await t.app.inject({ url: '/api/dev/outbox', query: { to: customer.email } });
    expect(box.statusCode).toBe(200);
    // Newest first; the verification mail of the registration comes before these.
    expect(
      OutboxResponseSchema.parse(box.json())
        .mails.map((m) => m.subject)
        .slice(0, 4),
    ).toEqual([
      `Order #${n} has been refunded`,
      `Order #${n} has been cancelled`,
      `Payment received for order #${n}`,
      `We have your order #${n}`,
    ]);
  });

  it("sends none when the customer's 'Order Updates' is off", async () => {
    const customer = await createVerifiedUser(t);
    const off = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: customer.headers, payload: { orderUpdates: false } });
    expect(off.statusCode, off.body).toBe(200);
    const before = await lastMailId();
    const { order } = await placeOrder(t, customer.headers, { method: 'card' });
    expect((await chargeCard(t, customer.headers, order.id, '4242 4242 4242 4242')).statusCode).toBe(200);
    await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
    await step(order.id, 'pack');
    await step(order.id, 'ship', { courier: 'Delhivery', trackingNumber: 'DL1' });
    expect(await orderRow(t.database.db, order.id)).toMatchObject({ status: 'shipped', paymentStatus: 'paid' });
    expect(await mailsSince(customer.email, before)).toEqual([]);
  });

  it('writes no mail for a step that is refused (the transaction rolls back)', async () => {
    const customer = await createVerifiedUser(t);
    const { order } = await placeOrder(t, customer.headers, { method: 'cod' });
    const before = await lastMailId();
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { action: 'cancel', version: order.version + 7 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await mailsSince(customer.email, before)).toEqual([]);
  });
});

describe('login alert for a new device', () => {
  const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const CHROME_WINDOWS_NEWER =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';
  const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

  const loginWith = (person: Person, userAgent: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': userAgent },
      payload: { email: person.email, password: GOOD_PASSWORD },
    });

  it('mails once for a device never seen, not for a known one or a browser update, and not when Login Alerts is off', async () => {
    const person = await createVerifiedUser(t, { firstName: 'Meera' }); // signed in once: its first device is known
    const before = await lastMailId();
    await login(t, person.email, person.password); // the same device again
    expect(await mailsSince(person.email, before)).toEqual([]);

    const alert = await exactlyOneMail(person, async () => expect((await loginWith(person, CHROME_WINDOWS)).statusCode).toBe(200));
    expect(alert).toMatchObject({ subject: 'New sign-in to your Dawa account', template: 'account.login_alert' });
    expect(alert.text).toContain('Hello Meera,');
    expect(alert.text).toContain('a device we have not seen before: Chrome on Windows (desktop)');
    expect(alert.text).toContain(`${publicUrl}/forgot-password`);
    expect(alert.text).toContain(`${publicUrl}/profile?tab=settings`);

    const again = await lastMailId();
    expect((await loginWith(person, CHROME_WINDOWS_NEWER)).statusCode).toBe(200);
    expect(await mailsSince(person.email, again)).toEqual([]);

    const off = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: person.headers, payload: { loginAlerts: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await loginWith(person, FIREFOX_ANDROID)).statusCode).toBe(200);
    expect(await mailsSince(person.email, again)).toEqual([]);
  });

  it("writes the sign-in's time in the account's own Timezone: India time by default, US Eastern when chosen", async () => {
    const person = await createVerifiedUser(t, { firstName: 'Ravi' });
    const settings = await t.app.inject({ url: '/api/settings', headers: person.headers });
    expect(settings.json()).toMatchObject({ timezone: 'IST' });
    const india = await exactlyOneMail(person, async () => expect((await loginWith(person, CHROME_WINDOWS)).statusCode).toBe(200));
    expect(india.text).toMatch(/Chrome on Windows \(desktop\), on .+ \(India time\)\./);

    const chosen = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: person.headers, payload: { timezone: 'EST' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const before = Date.now();
    const eastern = await exactlyOneMail(person, async () => expect((await loginWith(person, FIREFOX_ANDROID)).statusCode).toBe(200));
    const there = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' });
    // The minute may turn while the login runs: either side of it is the time in New York.
    const times = [there.format(before), there.format(Date.now())].map((when) => `on ${when} (US Eastern time).`);
    expect(
      times.some((when) => eastern.text.includes(when)),
      eastern.text,
    ).toBe(true);
  });

  it('sends no alert for a failed login', async () => {
    const person = await createVerifiedUser(t);
    const before = await lastMailId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': FIREFOX_ANDROID },
      payload: { email: person.email, password: 'Wrong@1234' },
    });
    expect(res.statusCode).toBe(401);
    expect(await mailsSince(person.email, before)).toEqual([]);
  });
});

describe('the store reached at another address than PUBLIC_URL', () => {
  it('returns a PhonePe payment to the address the customer paid from, and warns once per other address', async () => {
    const customer = await createVerifiedUser(t);
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const lan = 'http://192.168.1.20:3000';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: { ...customer.headers, host: '192.168.1.20:3000', origin: lan },
      payload: { orderId: order.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentUrl, merchantTransactionId } = PhonePeInitiateResponseSchema.parse(res.json());
    expect(paymentUrl.startsWith(`${lan}/api/payments/phonepe-sandbox/`)).toBe(true);
    const back = await choosePhonePe(t, paymentUrl, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${lan}/payment/callback/${merchantTransactionId}`);

    // A second request from there warns no more.
    await t.app.inject({ url: '/api/health', headers: { host: '192.168.1.20:3000' } });
    const warnings = t.logs.filter((line) => line.includes('The store was reached at 192.168.1.20:3000'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`not at PUBLIC_URL (${publicUrl})`);
  });

  it('returns to PUBLIC_URL when the request names no origin of this server', async () => {
    const customer = await createVerifiedUser(t);
    const { order } = await placeOrder(t, customer.headers, { method: 'phonepe' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: { ...customer.headers, origin: 'https://evil.example' },
      payload: { orderId: order.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentUrl, merchantTransactionId } = PhonePeInitiateResponseSchema.parse(res.json());
    const back = await choosePhonePe(t, paymentUrl, 'success');
    expect(back.headers.location).toBe(`${publicUrl}/payment/callback/${merchantTransactionId}`);
  });
});
