// The development mail page (/dev/mail): without SMTP_URL the sender keeps every e-mail in the outbox,
// and this page lists them, newest first, each readable as the customer would see it (HTML) and as
// plain text. Never registered in production (NODE_ENV=production): it shows customers' e-mail.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { escapeHtml } from './mail-layout.ts';

// The e-mail's own inline styles are its look; nothing else may load or run.
const MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

function html(reply: FastifyReply, body: string): FastifyReply {
  reply.raw.setHeader('content-security-policy', MAIL_CSP);
  return reply.type('text/html; charset=utf-8').send(body);
}

export function registerDevMailRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/mail', async (_request, reply) => {
    const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(100);
    const items = rows
      .map((row) => {
        const title = row.subject ?? `${row.kind} (not rendered yet)`;
        const links =
          row.htmlBody === null
            ? ''
            : ` <a href="/dev/mail/${row.id}">HTML</a> · <a href="/dev/mail/${row.id}/text">text</a>`;
        return `<li><strong>${escapeHtml(title)}</strong> to ${escapeHtml(row.recipient ?? '—')} · ${escapeHtml(row.status)}${row.lastError ? ` (${escapeHtml(row.lastError)})` : ''} · ${row.createdAt.toISOString()}${links}</li>`;
      })
      .join('\n');
    return html(
      reply,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mail</title></head><body style="font-family:Helvetica,Arial,sans-serif;margin:24px"><h1>Development mail</h1><p>E-mails Brewline would have sent (no SMTP_URL is set), newest first.</p><ol>${items || '<li>No e-mail yet.</li>'}</ol></body></html>`,
    );
  });

  const one = async (id: string) => {
    const number = Number(id);
    if (!Number.isSafeInteger(number)) return null;
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, number));
    return row ?? null;
  };
  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (request, reply) => {
    const row = await one(request.params.id);
    if (!row?.htmlBody) return reply.code(404).type('text/plain').send('No such e-mail.');
    return html(reply, row.htmlBody);
  });
  app.get<{ Params: { id: string } }>('/dev/mail/:id/text', async (request, reply) => {
    const row = await one(request.params.id);
    if (!row?.textBody) return reply.code(404).type('text/plain').send('No such e-mail.');
    return reply
      .type('text/plain; charset=utf-8')
      .send(`To: ${row.recipient ?? ''}\nSubject: ${row.subject ?? ''}\n\n${row.textBody}`);
  });
}
