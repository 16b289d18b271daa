import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, users } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { validDoctorBody } from './doctor-fixtures.ts';
import { createAccount, setRole, type Account } from './staff-helpers.ts';

let t: TestApp;
let admin: Account;
let target: Account;
const staff: Partial<Record<'user' | 'doctor' | 'pharmacist', Account>> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
  target = await createAccount(t, 'user', 'target');
  staff.user = await createAccount(t, 'user');
  staff.doctor = await createAccount(t, 'doctor');
  staff.pharmacist = await createAccount(t, 'pharmacist');
});
afterAll(() => t.close());

/** Every admin-only route, with a body that would pass validation. */
const adminRoutes = () =>
  [
    { method: 'GET', url: '/api/admin/users' },
    {
      method: 'PUT',
      url: `/api/admin/users/${target.session.user.id}`,
      payload: { firstName: 'Hacked', lastName: 'Name', email: target.email, role: 'admin' },
    },
    { method: 'PUT', url: `/api/admin/users/${target.session.user.id}/role`, payload: { role: 'admin' } },
    { method: 'DELETE', url: `/api/admin/users/${target.session.user.id}` },
    { method: 'GET', url: '/api/admin/audit-log' },
    // Doctor Management (doctor 1 is a seeded profile; the writes would pass validation).
    { method: 'GET', url: '/api/admin/doctors' },
    { method: 'GET', url: '/api/admin/doctors/1' },
    { method: 'POST', url: '/api/admin/doctors', payload: validDoctorBody({ registrationNumber: 'DMC/R/99001' }) },
    { method: 'PUT', url: '/api/admin/doctors/1', payload: validDoctorBody({ registrationNumber: 'DMC/R/99002' }) },
    { method: 'DELETE', url: '/api/admin/doctors/1' },
    { method: 'POST', url: '/api/admin/doctors/1/photo', payload: {} },
    { method: 'GET', url: '/api/admin/settings' },
    { method: 'PUT', url: '/api/admin/settings', payload: { deliveryChargePaise: 0 } },
    { method: 'GET', url: '/api/admin/promos' },
    { method: 'POST', url: '/api/admin/promos', payload: { code: 'HACK' } },
    { method: 'PUT', url: '/api/admin/promos/PAIN20', payload: { active: false } },
    { method: 'GET', url: '/api/admin/blog' },
    { method: 'POST', url: '/api/admin/blog', payload: { slug: 'x' } },
    { method: 'PUT', url: '/api/admin/blog/1', payload: { slug: 'x' } },
    { method: 'GET', url: '/api/admin/policies/terms/versions' },
    { method: 'POST', url: '/api/admin/policies/terms/versions', payload: { title: 'T', body: 'B', publish: true } },
    { method: 'POST', url: '/api/admin/policies/terms/versions/1/publish' },
    { method: 'GET', url: '/api/admin/hero' },
    { method: 'POST', url: '/api/admin/hero', payload: { title: 'T' } },
    { method: 'PUT', url: '/api/admin/hero/1', payload: { title: 'T' } },
    { method: 'GET', url: '/api/admin/documents' },
    { method: 'GET', url: '/api/admin/documents/1/file' },
    { method: 'DELETE', url: '/api/admin/documents/1' },
    { method: 'GET', url: '/api/admin/analytics' },
    { method: 'GET', url: '/api/admin/analytics/export?table=salesByDay' },
  ] as const;

const call = (route: ReturnType<typeof adminRoutes>[number], headers: Record<string, string> = {}) =>
  t.app.inject({ method: route.method, url: route.url, headers, ...('payload' in route ? { payload: route.payload } : {}) });

async function expectTargetUntouched() {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, target.session.user.id));
  expect(row).toMatchObject({ role: 'user', firstName: 'Target', deletedAt: null });
  const doctorRows = await t.database.db
    .select({ id: doctors.id, active: doctors.active, registrationNumber: doctors.registrationNumber })
    .from(doctors);
  expect(doctorRows.filter((d) => d.registrationNumber.startsWith('DMC/R/990'))).toEqual([]);
  expect(doctorRows.find((d) => d.id === 1)?.active).toBe(true);
}

describe('every /api/admin route', () => {
  it('answers 401 to a call without a token, and changes nothing', async () => {
    for (const route of adminRoutes()) expectError(await call(route), 401, 'Authentication required');
    await expectTargetUntouched();
  });

  it('answers 401 to a forged token that claims the admin role', async () => {
    const forged = await new SignJWT({ role: 'admin', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(staff.user?.session.user.id))
      .setIssuer('dawa')
      .setAudience('dawa-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
    for (const route of adminRoutes()) expectError(await call(route, { authorization: `Bearer ${forged}` }), 401);
    await expectTargetUntouched();
  });

  it.each(['user', 'doctor', 'pharmacist'] as const)(
    "refuses a %s with 403 'Access denied. Admins only.', and changes nothing",
    async (role) => {
      const account = staff[role];
      if (!account) throw new Error('fixture missing');
      for (const route of adminRoutes()) {
        const body = expectError(await call(route, account.headers), 403, 'Access denied. Admins only.');
        expect(body.code).toBe('forbidden');
      }
      await expectTargetUntouched();
    },
  );

  it('refuses an unauthenticated call with 401 before reading its input (no validation answers to outsiders)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/users/not-a-number/role', payload: { role: 'emperor' } });
    expectError(res, 401, 'Authentication required');
  });

  it('ignores a role sent by the client: a customer asking with ?role=admin or a role header is still refused', async () => {
    const customer = staff.user;
    if (!customer) throw new Error('fixture missing');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=admin',
      headers: { ...customer.headers, 'x-role': 'admin' },
    });
    expectError(res, 403, 'Access denied. Admins only.');
  });

  it('lets an admin in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
  });
});

/** Routes open to admins and pharmacists (Orders/Prescriptions), with bodies that would pass validation. */
const pharmacyRoutes = () =>
  [
    { method: 'GET', url: '/api/admin/orders' },
    { method: 'GET', url: '/api/admin/orders/1' },
    { method: 'POST', url: '/api/admin/orders/1/status', payload: { action: 'cancel', version: 0 } },
  ] as const;

describe('every /api/admin route open to pharmacists', () => {
  const callPharmacy = (route: ReturnType<typeof pharmacyRoutes>[number], headers: Record<string, string> = {}) =>
    t.app.inject({ method: route.method, url: route.url, headers, ...('payload' in route ? { payload: route.payload } : {}) });

  it('answers 401 to a call without a token', async () => {
    for (const route of pharmacyRoutes()) expectError(await callPharmacy(route), 401, 'Authentication required');
  });

  it.each(['user', 'doctor'] as const)('refuses a %s with 403, and changes nothing', async (role) => {
    const account = staff[role];
    if (!account) throw new Error('fixture missing');
    for (const route of pharmacyRoutes()) {
      const body = expectError(
        await callPharmacy(route, account.headers),
        403,
        'Access denied. This part of the dashboard is not open to your role.',
      );
      expect(body.code).toBe('forbidden');
    }
  });

  it('lets a pharmacist and an admin in', async () => {
    for (const who of [staff.pharmacist, admin]) {
      if (!who) throw new Error('fixture missing');
      const res = await t.app.inject({ url: '/api/admin/orders', headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('a staff account that changes after its token was issued', () => {
  it('an admin demoted in the database is refused at once, with the token it already holds', async () => {
    const demoted = await createAccount(t, 'admin', 'demoted');
    expect((await t.app.inject({ url: '/api/admin/users', headers: demoted.headers })).statusCode).toBe(200);
    await setRole(t, demoted.session.user.id, 'user');
    expectError(await t.app.inject({ url: '/api/admin/users', headers: demoted.headers }), 403, 'Access denied. Admins only.');
  });

  it('a deleted admin is refused at once (401)', async () => {
    const gone = await createAccount(t, 'admin', 'gone');
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.session.user.id));
    expectError(await t.app.inject({ url: '/api/admin/audit-log', headers: gone.headers }), 401, 'Authentication required');
  });
});

describe('the OpenAPI document', () => {
  it('documents every admin route with the bearer scheme, the 401 and 403 answers and the admin tag', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown>; tags?: string[] }>>;
    }>();
    const adminPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(adminPaths.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/api/admin/audit-log', '/api/admin/users', '/api/admin/users/{id}', '/api/admin/users/{id}/role']),
    );
    for (const [, operations] of adminPaths) {
      for (const operation of Object.values(operations)) {
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
        expect(operation.tags).toEqual(['admin']);
      }
    }
  });
});
