import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/client.ts';
import { outboxEmails } from '../../src/db/schema/index.ts';
import { createMailRelay, enqueueMail, MAIL_RELAY_MAX_ATTEMPTS } from '../../src/modules/outbox/outbox.service.ts';
import type { Mailer, MailMessage } from '../../src/providers/mail/types.ts';
import { uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The SMTP edge: records what it was given, refusing the addresses in `refuse` as a server would. */
function recordingMailer(refuse: Set<string>): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(message) {
      if (refuse.has(message.to)) throw new Error(`550 mailbox unavailable: ${message.to}`);
      sent.push(message);
    },
    close() {},
  };
}

const queued = (to: string, subject: string) => ({
  to,
  subject,
  text: `${subject} (text)`,
  html: `<p>${subject}</p>`,
  template: 'order.placed',
  params: { orderId: 1 },
  language: 'en',
});
const rowsTo = (to: string) => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(asc(outboxEmails.id));

describe('the SMTP relay of the transactional outbox', () => {
  it('sends each committed mail once and marks it; a rolled-back one never exists', async () => {
    const to = uniqueEmail('relay');
    await inTransaction(t.database.db, async (tx) => {
      await enqueueMail(tx, queued(to, 'First'));
      await enqueueMail(tx, queued(to, 'Second'));
    });
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await enqueueMail(tx, queued(to, 'Rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const mailer = recordingMailer(new Set());
    const relay = createMailRelay({ db: t.database.db, mailer, log: { error() {} }, now: () => new Date('2026-11-24T10:00:00Z') });
    await relay.drain();
    expect(mailer.sent.filter((m) => m.to === to).map((m) => [m.subject, m.text, m.html])).toEqual([
      ['First', 'First (text)', '<p>First</p>'],
      ['Second', 'Second (text)', '<p>Second</p>'],
    ]);
    expect((await rowsTo(to)).map((r) => [r.subject, r.sentAt?.toISOString(), r.attempts])).toEqual([
      ['First', '2026-11-24T10:00:00.000Z', 1],
      ['Second', '2026-11-24T10:00:00.000Z', 1],
    ]);
    await relay.drain();
    expect(mailer.sent.filter((m) => m.to === to)).toHaveLength(2);
  });

  it('keeps a refused mail for the next drains, up to the attempt limit, with the reason', async () => {
    const to = uniqueEmail('bounce');
    await inTransaction(t.database.db, (tx) => enqueueMail(tx, queued(to, 'Bounces')));
    const mailer = recordingMailer(new Set([to]));
    const relay = createMailRelay({ db: t.database.db, mailer, log: { error() {} }, now: () => new Date() });
    await relay.drain();
    expect(await rowsTo(to)).toMatchObject([
      { sentAt: null, attempts: 1, lastError: expect.stringContaining('550 mailbox unavailable') as unknown },
    ]);
    for (let i = 0; i < MAIL_RELAY_MAX_ATTEMPTS + 2; i++) await relay.drain();
    expect(await rowsTo(to)).toMatchObject([{ sentAt: null, attempts: MAIL_RELAY_MAX_ATTEMPTS }]);
  });
});
