import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@dawa/shared/http/primitives';
import { OutboxResponseSchema } from '@dawa/shared/auth/schemas';
import type { OutboxMailView } from '../../modules/outbox/outbox.service.ts';

const OutboxQuerySchema = z.object({ to: text('to').max(254).optional() }).strict();
const tags = ['dev'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped text with its http(s) links made clickable (the verification link in particular). */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function mailboxPage(mails: OutboxMailView[], to: string | undefined): string {
  const items = mails
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt}">${escapeHtml(m.createdAt)}</time></p>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dawa dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d2d6dc;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#52606d;margin:0 0 .5rem}pre{white-space:pre-wrap;font-size:.95rem}a{color:#0f766e}</style></head>
<body><h1>Dawa dev mailbox</h1>
<p>Mails the app kept instead of sending (no SMTP_URL is set). Newest first.</p>
<form method="get"><label for="to">Only mails to</label> <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"> <button type="submit">Filter</button></form>
${items || '<p>No mails yet.</p>'}
</body></html>`;
}

/** GET /api/dev/outbox (JSON) and /api/dev/mailbox (HTML): only in demo mode with the outbox transport (devMailboxEnabled). */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outbox } = app.services;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags,
        summary: 'Mails kept by the outbox transport, newest first (demo mode only)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request) => ({ mails: await outbox.list(request.query.to) }),
  );
  app.get(
    '/dev/mailbox',
    { schema: { tags, summary: 'The outbox as a page (demo mode only)', querystring: OutboxQuerySchema } },
    async (request, reply) => {
      const mails = await outbox.list(request.query.to);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
        .send(mailboxPage(mails, request.query.to));
    },
  );
};
