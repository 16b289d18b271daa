import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminSupportConversationSchema,
  AdminSupportListResponseSchema,
  AdminSupportThreadSchema,
  SupportMessageSchema,
  SupportPostedSchema,
  SupportThreadSchema,
} from '@dawa/shared/support/inbox';
import { supportConversations, supportMessages } from '../../src/db/schema/index.ts';
import { bearer, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRowsOf, createAccount, type Account } from '../admin/staff-helpers.ts';

let t: TestApp;
let customer: Account;
let other: Account;
let pharmacist: Account;
let admin: Account;
let doctor: Account;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t, 'user', 'customer');
  other = await createAccount(t, 'user', 'other');
  pharmacist = await createAccount(t, 'pharmacist', 'pharma');
  admin = await createAccount(t, 'admin');
  doctor = await createAccount(t, 'doctor');
});
afterAll(() => t.close());

const open = (account: Account) => t.app.inject({ method: 'POST', url: '/api/support/conversation', headers: account.headers });
const read = (account: Account, after?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/support/conversation${after === undefined ? '' : `?after=${after}`}`,
    headers: account.headers,
  });
const send = (account: Account, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/support/conversation/messages', headers: account.headers, payload: body as object });
const inbox = (account: Account, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/support/conversations${query}`, headers: account.headers });
const thread = (account: Account, id: number, after?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/support/conversations/${id}${after === undefined ? '' : `?after=${after}`}`,
    headers: account.headers,
  });
const reply = (account: Account, id: number, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/support/conversations/${id}/messages`,
    headers: account.headers,
    payload: body as object,
  });
const close = (account: Account, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/support/conversations/${id}/close`, headers: account.headers });
const messageCount = async () => (await t.database.db.select().from(supportMessages)).length;

describe('the customer side', () => {
  it('tells a visitor to log in (401) and an expired token gets the usual answer', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/support/conversation' });
    const body = expectError(guest, 401);
    expect(body.message).toBe('Please log in to chat with our support team.');
    expect(body.reason).toBe('support_login_required');
    expect(
      expectError(await t.app.inject({ method: 'POST', url: '/api/support/conversation/messages', payload: { body: 'hi' } }), 401).message,
    ).toBe('Please log in to chat with our support team.');
    expect(
      expectError(await t.app.inject({ method: 'GET', url: '/api/support/conversation', headers: bearer('forged.token.here') }), 401)
        .message,
    ).toBe('Authentication required');
  });

  it('has no conversation before opening one (404), then opens one once and continues it', async () => {
    expectError(await read(customer), 404, 'You have no support conversation yet.');
    const first = await open(customer);
    expect(first.statusCode, first.body).toBe(201);
    const created = SupportThreadSchema.parse(first.json());
    expect(created).toMatchObject({ status: 'open', messages: [], closedAt: null });
    const again = await open(customer);
    expect(again.statusCode).toBe(200);
    expect(SupportThreadSchema.parse(again.json()).id).toBe(created.id);
  });

  it('two opens at once make one conversation', async () => {
    const [a, b] = await Promise.all([open(other), open(other)]);
    expect(SupportThreadSchema.parse(a.json()).id).toBe(SupportThreadSchema.parse(b.json()).id);
    const rows = await t.database.db.select().from(supportConversations).where(eq(supportConversations.userId, other.session.user.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['an empty message', { body: '' }, 'Please type a message.'],
    ['a blank message', { body: '  \n ' }, 'Please type a message.'],
    ['a message over 2000 characters', { body: 'x'.repeat(2001) }, 'Messages can be at most 2000 characters.'],
    ['a NUL character', { body: 'hi\u0000there' }, 'NUL'],
    ['a message that is not text', { body: 42 }, 'Please type a message.'],
    ['an unknown field', { body: 'hi', role: 'staff' }, ''],
  ])('refuses %s with a 400 and writes nothing', async (_name, payload, message) => {
    const before = await messageCount();
    expect(expectError(await send(customer, payload), 400).message).toContain(message);
    expect(await messageCount()).toBe(before);
  });

  it('keeps a message as text (markup is not interpreted) and reads only what comes after', async () => {
    const posted = SupportPostedSchema.parse((await send(customer, { body: '  <b>My order</b> has not arrived  ' })).json());
    expect(posted.message).toMatchObject({ author: 'customer', authorName: null, body: '<b>My order</b> has not arrived' });
    const second = SupportPostedSchema.parse((await send(customer, { body: 'Order #12' })).json());
    const later = SupportThreadSchema.parse((await read(customer, posted.message.id)).json());
    expect(later.messages.map((m) => m.id)).toEqual([second.message.id]);
    expect(SupportThreadSchema.parse((await read(customer, second.message.id)).json()).messages).toEqual([]);
  });

  it('refuses a bad `after`', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/support/conversation?after=-1', headers: customer.headers }), 400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/support/conversation?after=99999999999', headers: customer.headers }), 400);
  });
});

describe('the Support Inbox', () => {
  it('is for admins and pharmacists only', async () => {
    expect(expectError(await inbox(customer), 403).message).toBeTruthy();
    expectError(await inbox(doctor), 403);
    expect((await inbox(pharmacist)).statusCode).toBe(200);
    expect((await inbox(admin)).statusCode).toBe(200);
  });

  it('lists open conversations, latest message first, with unread counts and no message text', async () => {
    await send(other, { body: 'Do you deliver to 560001?' });
    const page = AdminSupportListResponseSchema.parse((await inbox(pharmacist, '?status=open')).json());
    expect(page.items.map((c) => c.customer.email).slice(0, 2)).toEqual([other.email, customer.email]);
    const mine = page.items.find((c) => c.customer.email === customer.email)!;
    expect(mine).toMatchObject({ status: 'open', messageCount: 2, unreadCount: 2 });
    expect(JSON.stringify(page)).not.toContain('has not arrived');
    expectError(await inbox(admin, '?status=pending'), 400);
  });

  it('shows a thread (audit-logged), marks it read, takes a reply the customer then reads', async () => {
    const { id } = SupportThreadSchema.parse((await read(customer)).json());
    const view = AdminSupportThreadSchema.parse((await thread(pharmacist, id)).json());
    expect(view.messages.map((m) => m.body)).toEqual(['<b>My order</b> has not arrived', 'Order #12']);
    expect(view).toMatchObject({ unreadCount: 0, customer: { email: customer.email } });
    const views = await auditRowsOf(t, 'support_conversation', id);
    expect(views.at(-1)).toMatchObject({ action: 'view', actorEmail: pharmacist.email });
    // A poll that brings nothing new records nothing.
    await thread(pharmacist, id, view.messages.at(-1)!.id);
    expect(await auditRowsOf(t, 'support_conversation', id)).toHaveLength(views.length);
    const listed = AdminSupportListResponseSchema.parse((await inbox(admin)).json()).items.find((c) => c.id === id)!;
    expect(listed.unreadCount).toBe(0);

    const res = await reply(pharmacist, id, { body: 'Sorry about that! It ships today.' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = SupportMessageSchema.parse(res.json());
    expect(answer).toMatchObject({ author: 'staff', authorName: 'Pharma' });
    expect((await auditRowsOf(t, 'support_conversation', id)).at(-1)).toMatchObject({ action: 'create', actorEmail: pharmacist.email });

    const seen = SupportThreadSchema.parse((await read(customer, view.messages.at(-1)!.id)).json());
    expect(seen.messages).toEqual([answer]);
    // The customer's view never carries staff e-mails.
    expect(JSON.stringify(seen)).not.toContain(pharmacist.email);
  });

  it('refuses bad replies and unknown conversations', async () => {
    const { id } = SupportThreadSchema.parse((await read(customer)).json());
    const before = await messageCount();
    expect(expectError(await reply(admin, id, { body: ' ' }), 400).message).toContain('Please type a message.');
    expectError(await reply(admin, id, { body: 'a\u0000b' }), 400);
    expectError(await reply(admin, id, { body: 'y'.repeat(2001) }), 400);
    expectError(await reply(admin, 999_999, { body: 'hello' }), 404, 'Support conversation not found');
    expectError(await thread(admin, 999_999), 404);
    expectError(await thread(admin, 0), 400);
    expect(await messageCount()).toBe(before);
  });

  it('closes a conversation once; no more replies; the customer’s next message opens a new one', async () => {
    const { id } = SupportThreadSchema.parse((await read(customer)).json());
    const closing = await close(admin, id);
    expect(closing.statusCode, closing.body).toBe(200);
    const closed = AdminSupportConversationSchema.parse(closing.json());
    expect(closed).toMatchObject({ id, status: 'closed' });
    expect((await auditRowsOf(t, 'support_conversation', id)).at(-1)).toMatchObject({
      action: 'status_change',
      after: { status: 'closed' },
    });
    expectError(await close(admin, id), 409, 'This conversation is already closed.');
    expectError(await reply(admin, id, { body: 'one more thing' }), 409, 'This conversation is closed.');
    expect(SupportThreadSchema.parse((await read(customer)).json())).toMatchObject({ id, status: 'closed' });

    const next = SupportPostedSchema.parse((await send(customer, { body: 'New question' })).json());
    expect(next.conversationId).not.toBe(id);
    const open = AdminSupportListResponseSchema.parse((await inbox(admin, '?status=open')).json()).items;
    expect(open.find((c) => c.id === next.conversationId)?.unreadCount).toBe(1);
    expect(open.some((c) => c.id === id)).toBe(false);
  });
});
