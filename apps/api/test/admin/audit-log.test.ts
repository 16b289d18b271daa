import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAuditLogResponseSchema } from '@dawa/shared/admin/audit';
import { inTransaction } from '../../src/db/client.ts';
import { auditLog } from '../../src/db/schema/index.ts';
import { recordAudit, type AuditContext } from '../../src/modules/audit/audit.service.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from './staff-helpers.ts';

let t: TestApp;
let admin: Account;
let otherAdmin: Account;
let customer: Account;

const read = (query: Record<string, string> = {}) => t.app.inject({ url: '/api/admin/audit-log', query, headers: admin.headers });
const page = async (query: Record<string, string> = {}) => {
  const res = await read(query);
  expect(res.statusCode, res.body).toBe(200);
  return AdminAuditLogResponseSchema.parse(res.json());
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin', 'auditor');
  otherAdmin = await createAccount(t, 'admin', 'second');
  customer = await createAccount(t, 'user', 'subject');
  // Three real changes through the API: a promotion and a demotion by one admin, a rename by the other.
  const put = (url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url, payload, headers });
  expect((await put(`/api/admin/users/${customer.session.user.id}/role`, { role: 'pharmacist' }, admin.headers)).statusCode).toBe(200);
  expect((await put(`/api/admin/users/${customer.session.user.id}/role`, { role: 'user' }, admin.headers)).statusCode).toBe(200);
  const rename = { firstName: 'Renamed', lastName: 'Tester', email: customer.email, role: 'user' };
  expect((await put(`/api/admin/users/${customer.session.user.id}`, rename, otherAdmin.headers)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/admin/audit-log', () => {
  it('lists the records newest first, with who, when, what, and before and after', async () => {
    const { items, total } = await page({ entityType: 'user', entityId: String(customer.session.user.id) });
    expect(total).toBe(3);
    expect(items.map((e) => [e.actor.email, e.action, e.before, e.after])).toEqual([
      [otherAdmin.email, 'update', { firstName: 'Subject' }, { firstName: 'Renamed' }],
      [admin.email, 'role_change', { role: 'pharmacist' }, { role: 'user' }],
      [admin.email, 'role_change', { role: 'user' }, { role: 'pharmacist' }],
    ]);
    expect(items[0]?.actor).toEqual({ id: otherAdmin.session.user.id, role: 'admin', email: otherAdmin.email });
    const times = items.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by actor (id or e-mail, any case) and by action', async () => {
    expect((await page({ actorEmail: otherAdmin.email.toUpperCase() })).items.map((e) => e.action)).toEqual(['update']);
    expect((await page({ actorId: String(admin.session.user.id) })).total).toBe(2);
    expect((await page({ action: 'role_change', entityId: String(customer.session.user.id) })).total).toBe(2);
    expect((await page({ action: 'delete' })).total).toBe(0);
  });

  it('filters by a date range in India time (whole days)', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await page({ from: today, to: today, entityId: String(customer.session.user.id) })).total).toBe(3);
    expect((await page({ to: '2020-01-01' })).total).toBe(0);
    expect((await page({ from: '2999-01-01' })).total).toBe(0);
  });

  it('pages the answer', async () => {
    const first = await page({ entityId: String(customer.session.user.id), pageSize: '2' });
    const second = await page({ entityId: String(customer.session.user.id), pageSize: '2', page: '2' });
    expect(first).toMatchObject({ total: 3, pageCount: 2, page: 1 });
    expect(second.items.map((e) => e.id)).toEqual([Math.min(...first.items.map((e) => e.id)) - 1]);
  });

  it('refuses bad filters with a readable 400 naming the field', async () => {
    expect(expectError(await read({ from: '2026-02-30' }), 400).fieldErrors?.from).toEqual(['From must be a real date']);
    expect(expectError(await read({ from: '2026-05-02', to: '2026-05-01' }), 400).fieldErrors?.to).toEqual(['From must not be after To']);
    expect(expectError(await read({ action: 'erase' }), 400).fieldErrors?.action).toEqual(['Choose an action from the list']);
  });

  it('has no route that writes, changes or deletes a record', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/api/admin/audit-log', headers: admin.headers, payload: {} })).statusCode).toBe(404);
    }
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in SQL (a trigger raises), whoever asks', async () => {
    const { db } = t.database;
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    // Drizzle wraps the driver's error ('Failed query: …'); the database's own message is its cause.
    const databaseError = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'no error',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(await databaseError(sql`UPDATE audit_log SET action = 'forged'`)).toBe('audit_log is append-only: UPDATE is not allowed');
    expect(await databaseError(sql`DELETE FROM audit_log`)).toBe('audit_log is append-only: DELETE is not allowed');
    expect(await databaseError(sql`TRUNCATE audit_log`)).toBe('audit_log is append-only: TRUNCATE is not allowed');
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after?.n).toBe(before?.n);
    expect((await page({ action: 'role_change', entityId: String(customer.session.user.id) })).total).toBe(2);
  });

  it('a record is written in the transaction of its change: when the change rolls back, so does the record', async () => {
    const context: AuditContext = { actor: { id: admin.session.user.id, role: 'admin', email: admin.email }, requestId: 'req-test', ip: null };
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await recordAudit(tx, { ...context, action: 'update', entityType: 'settings', entityId: 'rollback-probe', before: null, after: { x: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await page({ entityType: 'settings', entityId: 'rollback-probe' })).total).toBe(0);
  });
});
