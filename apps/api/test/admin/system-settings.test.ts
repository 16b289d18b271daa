import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { AdminSystemSettingsSchema } from '@dawa/shared/system/settings';
import { auditLog, orders, systemSettings } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError, GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, placeOrder, quote, rowCount, type Customer } from '../orders/commerce-helpers.ts';
import { auditRowsOf, createAccount, type Account } from './staff-helpers.ts';

let t: TestApp;
let webDist: string;
let admin: Account;
let customer: Customer;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-settings-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Dawa</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDist });
  admin = await createAccount(t, 'admin');
  customer = await createVerifiedUser(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The unlock cookie of a Set-Cookie answer, as a Cookie header value ('' when none). */
const unlockCookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = res.cookies.find((c) => c.name === 'dawa_unlocked');
  return cookie ? `dawa_unlocked=${cookie.value}` : '';
};

let adminCookie = '';
const put = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { ...headers, cookie: adminCookie }, payload: payload as object });
async function change(payload: unknown) {
  const res = await put(payload);
  expect(res.statusCode, res.body).toBe(200);
  adminCookie = unlockCookieOf(res) || adminCookie;
  return AdminSystemSettingsSchema.parse(res.json());
}
const settingsAudits = () => auditRowsOf(t, 'settings', 'system');

describe('GET /api/admin/settings', () => {
  it('answers the defaults while nothing is stored (the spec’s ₹40 up to ₹499, no hour limit, every feature on, no lock)', async () => {
    const res = await t.app.inject({ url: '/api/admin/settings', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminSystemSettingsSchema.parse(res.json())).toEqual({
      deliveryChargePaise: 4_000,
      freeDeliveryAbovePaise: 49_900,
      supportEmail: 'support@dawa.in',
      supportPhone: '+91 80 4567 8900',
      siteLockEnabled: false,
      siteLockPasswordSet: false,
      cancellationWindowHours: null,
      features: { newsletter: true, reviews: true, cashOnDelivery: true, registrations: true },
      updatedAt: null,
    });
  });

  it('refuses a visitor (401) and a customer, doctor and pharmacist (403)', async () => {
    expectError(await t.app.inject({ url: '/api/admin/settings' }), 401, 'Authentication required');
    expectError(await put({ deliveryChargePaise: 0 }, {}), 401, 'Authentication required');
    for (const role of ['user', 'doctor', 'pharmacist'] as const) {
      const account = await createAccount(t, role, `${role}x`);
      expectError(await t.app.inject({ url: '/api/admin/settings', headers: account.headers }), 403, 'Access denied. Admins only.');
      expectError(await put({ deliveryChargePaise: 0 }, account.headers), 403, 'Access denied. Admins only.');
    }
    expect(await rowCount(t, systemSettings)).toBe(0);
  });
});

describe('validation', () => {
  it.each([
    [{ deliveryChargePaise: -1 }, 'deliveryChargePaise'],
    [{ deliveryChargePaise: 12.5 }, 'deliveryChargePaise'],
    [{ freeDeliveryAbovePaise: 'lots' }, 'freeDeliveryAbovePaise'],
    [{ supportEmail: 'not an address' }, 'supportEmail'],
    [{ supportPhone: 'call us' }, 'supportPhone'],
    [{ cancellationWindowHours: 0 }, 'cancellationWindowHours'],
    [{ siteLockPassword: 'short' }, 'siteLockPassword'],
    [{ features: { newsletter: 'no' } }, 'features'],
    [{ deliveryChargePaise: 100, surprise: true }, ''],
  ])('refuses %j with a 400 naming %s, and writes nothing', async (payload, field) => {
    const body = expectError(await put(payload), 400);
    if (field) expect(Object.keys(body.fieldErrors ?? {}).join(' ')).toContain(field);
    expect(await rowCount(t, systemSettings)).toBe(0);
    expect(await settingsAudits()).toHaveLength(0);
  });

  it('refuses turning the lock on while no password exists, naming the password field, and writes nothing', async () => {
    const body = expectError(await put({ siteLockEnabled: true }), 400, 'Set a site password before turning the site lock on.');
    expect(body.fieldErrors).toEqual({ siteLockPassword: ['Set a site password before turning the site lock on.'] });
    expect(await rowCount(t, systemSettings)).toBe(0);
    expect((await t.app.inject('/api/products?pageSize=1')).statusCode).toBe(200);
  });
});

describe('delivery charge and threshold', () => {
  it('changes the cart quote and the order total at once, and audits before and after', async () => {
    const productId = await addProduct(t, { pricePaise: 60_000, stockQuantity: 20 });
    const lines = [{ productId, variantId: null, quantity: 1 }];
    expect(await quote(t, lines)).toMatchObject({
      subtotalPaise: 60_000,
      deliveryPaise: 0,
      totalPaise: 60_000,
      freeDeliveryAbovePaise: 49_900,
    });

    const saved = await change({ deliveryChargePaise: 7_500, freeDeliveryAbovePaise: 100_000 });
    expect(saved).toMatchObject({ deliveryChargePaise: 7_500, freeDeliveryAbovePaise: 100_000 });
    expect(await quote(t, lines)).toMatchObject({ deliveryPaise: 7_500, totalPaise: 67_500, freeDeliveryAbovePaise: 100_000 });
    const order = await placeOrder(t, customer, lines);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ deliveryPaise: 7_500, totalPaise: 67_500 });

    const audits = await settingsAudits();
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      actorId: admin.session.user.id,
      before: { deliveryChargePaise: 4_000, freeDeliveryAbovePaise: 49_900 },
      after: { deliveryChargePaise: 7_500, freeDeliveryAbovePaise: 100_000 },
    });
    await change({ deliveryChargePaise: 4_000, freeDeliveryAbovePaise: 49_900 });
  });

  it('writes no audit row for a save that changes nothing', async () => {
    const before = (await settingsAudits()).length;
    await change({ deliveryChargePaise: 4_000 });
    expect(await settingsAudits()).toHaveLength(before);
  });
});

describe('support e-mail and phone', () => {
  it('are written into every served page for the footer, escaped', async () => {
    await change({ supportEmail: 'help@dawa.example', supportPhone: '+91 22 1234 5678' });
    for (const url of ['/', '/cart', '/no/such/page']) {
      const page = await t.app.inject(url);
      const meta = /<meta name="dawa-settings" content="([^"]*)">/.exec(page.body);
      expect(meta?.[1], url).toBeDefined();
      const served = JSON.parse((meta?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
      expect(served).toMatchObject({ supportEmail: 'help@dawa.example', supportPhone: '+91 22 1234 5678' });
    }
  });
});

describe('cancellation window', () => {
  it('refuses cancelling after N hours with a readable 409, and allows it within them', async () => {
    const productId = await addProduct(t, { pricePaise: 10_000, stockQuantity: 20 });
    const lines = [{ productId, variantId: null, quantity: 1 }];
    const old = await placeOrder(t, customer, lines);
    const recent = await placeOrder(t, customer, lines);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(orders.id, old.orderId));
    await change({ cancellationWindowHours: 2 });
    // The order page and the tracking card offer Cancel by the same rule the cancel route enforces.
    const canCancel = async (orderId: number) => {
      const tracking = await t.app.inject({ url: `/api/orders/${orderId}/tracking`, headers: customer.headers });
      const detail = await t.app.inject({ url: `/api/orders/${orderId}`, headers: customer.headers });
      expect(tracking.statusCode, tracking.body).toBe(200);
      const fromDetail = detail.json<{ canCancel?: boolean; order?: { canCancel: boolean } }>();
      return [tracking.json<{ canCancel: boolean }>().canCancel, fromDetail.order?.canCancel ?? fromDetail.canCancel];
    };
    expect(await canCancel(old.orderId)).toEqual([false, false]);
    expect(await canCancel(recent.orderId)).toEqual([true, true]);

    const [oldRow] = await t.database.db.select().from(orders).where(eq(orders.id, old.orderId));
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${old.orderId}/cancel`,
      headers: customer.headers,
      payload: { reason: 'changed_mind' },
    });
    expectError(
      refused,
      409,
      `Order #${oldRow?.userOrderNumber} can no longer be cancelled: orders can be cancelled within 2 hours of being placed.`,
    );
    const [still] = await t.database.db.select().from(orders).where(eq(orders.id, old.orderId));
    expect(still?.status).toBe(oldRow?.status);
    expect(still?.status).not.toBe('cancelled');

    const allowed = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${recent.orderId}/cancel`,
      headers: customer.headers,
      payload: { reason: 'changed_mind' },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(CancelOrderResponseSchema.parse(allowed.json()).success).toBe(true);

    await change({ cancellationWindowHours: null });
    expect(await canCancel(old.orderId)).toEqual([true, true]);
    const later = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${old.orderId}/cancel`,
      headers: customer.headers,
      payload: { reason: 'changed_mind' },
    });
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('feature switches', () => {
  it('each refuses its feature with a readable 403 while off, hides it in the served page, and works again when on', async () => {
    const productId = await addProduct(t, { pricePaise: 10_000, stockQuantity: 20 });
    const lines = [{ productId, variantId: null, quantity: 1 }];
    await change({ features: { newsletter: false, reviews: false, cashOnDelivery: false, registrations: false } });

    const subscribe = () => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: uniqueEmail('news') } });
    const review = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        headers: customer.headers,
        payload: { rating: 4, comment: 'Works well.' },
      });
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { firstName: 'Ravi', lastName: 'Kumar', email: uniqueEmail('reg'), password: GOOD_PASSWORD },
      });
    const codOrder = async () => {
      const { totalPaise } = await quote(t, lines);
      return t.app.inject({
        method: 'POST',
        url: '/api/orders/create',
        headers: customer.headers,
        payload: {
          lines,
          address: {
            firstName: 'Asha',
            lastName: 'Verma',
            address: '12 MG Road',
            city: 'Bengaluru',
            state: 'Karnataka',
            postalCode: '560001',
          },
          phone: '9876543210',
          paymentMethod: 'cod',
          totalPaise,
        },
      });
    };

    expectError(await subscribe(), 403, 'Newsletter sign-up is closed at the moment.');
    expectError(await review(), 403, 'Reviews are turned off at the moment.');
    expectError(await register(), 403, 'New registrations are closed at the moment.');
    const ordersBefore = await rowCount(t, orders);
    expectError(await codOrder(), 403, 'Cash on delivery is not available at the moment. Please choose another payment method.');
    expect(await rowCount(t, orders)).toBe(ordersBefore);
    expect((await t.app.inject('/')).body).toContain('&quot;newsletter&quot;:false');
    const config = (await t.app.inject('/api/config')).json<{ paymentMethods: string[] }>();
    expect(config.paymentMethods).not.toContain('cod');

    expect(await settingsAudits().then((rows) => rows.at(-1))).toMatchObject({
      before: { features: { newsletter: true, reviews: true, cashOnDelivery: true, registrations: true } },
      after: { features: { newsletter: false, reviews: false, cashOnDelivery: false, registrations: false } },
    });

    await change({ features: { newsletter: true, reviews: true, cashOnDelivery: true, registrations: true } });
    expect((await subscribe()).statusCode).toBe(200);
    expect((await review()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    expect((await codOrder()).statusCode).toBe(201);
    expect((await t.app.inject('/api/config')).json<{ paymentMethods: string[] }>().paymentMethods).toContain('cod');
  });
});

describe('site lock', () => {
  it('goes on with a new password without locking the admin out, never answers the password, and goes off again', async () => {
    const password = 'garden gate 42';
    const res = await put({ siteLockEnabled: true, siteLockPassword: password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(password);
    expect(res.body).not.toContain('argon2');
    adminCookie = unlockCookieOf(res);
    expect(adminCookie, 'the admin’s browser gets the unlock cookie').not.toBe('');
    expect(AdminSystemSettingsSchema.parse(res.json())).toMatchObject({ siteLockEnabled: true, siteLockPasswordSet: true });

    // Everyone else is locked out at once; the admin carries on.
    expectError(await t.app.inject('/api/products?pageSize=1'), 423, 'This site is password protected for development.');
    expect((await t.app.inject({ url: '/api/admin/settings', headers: { ...admin.headers, cookie: adminCookie } })).statusCode).toBe(200);

    // The new password unlocks a browser; a wrong one does not.
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'wrong password' } }),
      401,
      'Incorrect password.',
    );
    const unlock = await t.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password } });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await t.app.inject({ url: '/api/products?pageSize=1', headers: { cookie: unlockCookieOf(unlock) } })).statusCode).toBe(200);

    // Stored as an argon2 hash; audited without the password or its hash.
    const [hashRow] = await t.database.db.select().from(systemSettings).where(eq(systemSettings.key, 'siteLockPasswordHash'));
    expect(String(hashRow?.value)).toMatch(/^\$argon2id\$/);
    const audit = (await settingsAudits()).at(-1);
    expect(audit).toMatchObject({ before: { siteLockEnabled: false }, after: { siteLockEnabled: true, siteLockPasswordChanged: true } });
    expect(JSON.stringify(audit)).not.toContain(password);
    expect(JSON.stringify(audit)).not.toContain('argon2');
    const allAudits = await t.database.db.select().from(auditLog);
    expect(JSON.stringify(allAudits)).not.toContain(password);

    // Off again: open to everyone, no restart.
    await change({ siteLockEnabled: false });
    expect((await t.app.inject('/api/products?pageSize=1')).statusCode).toBe(200);
    expect((await t.app.inject('/api/site-lock/status')).json()).toEqual({ locked: false });
  });
});

describe('SITE_LOCK_PASSWORD as the bootstrap value, a second instance', () => {
  it('locks with the environment password until the dashboard sets its own, which then wins; another instance follows within seconds', async () => {
    // Nothing stored about the lock when the second instance starts (the earlier test turned it off: that is stored, and wins).
    await t.database.db.delete(systemSettings).where(eq(systemSettings.key, 'siteLockEnabled'));
    await t.database.db.delete(systemSettings).where(eq(systemSettings.key, 'siteLockPasswordHash'));
    const other = await createTestApp(
      { SITE_LOCK_PASSWORD: 'bootstrap pass', DATA_DIR: t.dataDir, WEB_DIST: '/nonexistent' },
      { database: t.database },
    );
    try {
      const status = await other.app.inject('/api/site-lock/status');
      expect(status.json()).toEqual({ locked: true });
      const envUnlock = await other.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'bootstrap pass' } });
      expect(envUnlock.statusCode, envUnlock.body).toBe(200);
      const cookie = unlockCookieOf(envUnlock);

      const res = await other.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { ...admin.headers, cookie },
        payload: { siteLockPassword: 'dashboard pass' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(unlockCookieOf(res), 'the admin gets a cookie for the new password').not.toBe('');
      expectError(
        await other.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'bootstrap pass' } }),
        401,
        'Incorrect password.',
      );
      expect(
        (await other.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'dashboard pass' } })).statusCode,
      ).toBe(200);
      expectError(await other.app.inject({ url: '/api/products?pageSize=1', headers: { cookie } }), 423);

      // The first instance read the settings before this change: it follows within its cache time (5 s).
      const deadline = Date.now() + 8_000;
      let locked = false;
      while (!locked && Date.now() < deadline) {
        locked = (await t.app.inject('/api/products?pageSize=1')).statusCode === 423;
        if (!locked) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(locked).toBe(true);
    } finally {
      await other.close();
    }
  }, 30_000);
});
