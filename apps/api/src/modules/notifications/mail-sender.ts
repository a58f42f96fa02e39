// The outbox's sender: delivers each e-mail of the outbox once, off the path of the change that wrote
// it (the order never waits for mail). Any number of servers run it:
// - a pass claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (locked_until): two servers never
//   hold the same row, and a row whose sender died mid-send is taken again once its lease runs out;
// - after sending, the outcome is written only while the lease is still ours;
// - a passing failure (no answer, 4xx) is retried with exponential backoff; a 5xx is final, and a 5xx
//   for the recipient sets the member's bad-email flag (the web app's banner), which updating the
//   e-mail clears.
// Without SMTP_URL (development) the rendered e-mail is kept in the row (status KEPT) for the
// development mail page, so a person trying the demo sees what a customer would get. A production
// server without SMTP_URL runs no sender at all: the outbox is shared, and a row it took would be a
// customer's e-mail never sent; the rows wait for a server that can send them.
// What "once" means: a crash after the SMTP server took the message and before the row is marked
// sends it again when the lease runs out, with the same Message-ID, which mail systems use to drop
// the duplicate. Every other crash (before commit, after commit and before sending) sends it once.
import { and, asc, eq, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { memberProfiles } from '../../db/schema/members.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import { composeMail } from './mail-content.ts';
import type { MailContent, OutboxRow } from './outbox-mail.ts';
import { MailRefused, SMTP_CONNECTIONS, type MailTransport } from './mail-transport.ts';

export interface MailSenderOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** null keeps e-mails in the database for the development mail page. */
  transport: MailTransport | null;
  from: string;
  /** The web app's address, for the links back to the order. */
  publicUrl: string;
  pollMs?: number;
  /** How long a claimed row is this sender's before another may take it (default 60 s). */
  leaseMs?: number;
  /** The first retry's delay; each next one doubles, up to an hour (default 30 s). */
  retryBaseMs?: number;
  /** After this many attempts the e-mail is given up (default 10). */
  maxAttempts?: number;
}

/** How this server's e-mail leaves: over SMTP, kept for /dev/mail (development), or not at all. */
export type MailTransportKind = 'smtp' | 'log' | 'none';

export function mailTransportKind(transport: MailTransport | null, production: boolean): MailTransportKind {
  if (transport) return 'smtp';
  return production ? 'none' : 'log';
}

/** How long the oldest e-mail still waiting in the outbox has waited, in whole seconds; null when none waits. */
export async function oldestWaitingMailSeconds(db: Db, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ oldest: min(outboxMessages.createdAt) })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'PENDING'));
  const oldest = row?.oldest;
  if (!oldest) return null;
  return Math.max(0, Math.floor((now.getTime() - new Date(oldest).getTime()) / 1000));
}

export interface MailPass {
  sent: number;
  kept: number;
  skipped: number;
  retried: number;
  failed: number;
}

/**
 * Rows one pass claims, and how many of them are sent at once (one per pooled SMTP connection). A pass
 * that found a full batch is followed at once by the next, so a backlog drains at the transport's
 * pace, oldest first (new receipts queue behind it, never starve: claims go by due time), and an
 * idle outbox costs one query per poll.
 */
const BATCH = 100;
const SENT_AT_ONCE = SMTP_CONNECTIONS;
const MAX_BACKOFF_MS = 3_600_000;

/** Takes up to BATCH due rows for this sender until `until`. */
async function claimDue(db: Db, now: Date, until: Date): Promise<OutboxRow[]> {
  const free = and(
    eq(outboxMessages.status, 'PENDING'),
    lte(outboxMessages.nextAttemptAt, now),
    or(isNull(outboxMessages.lockedUntil), lt(outboxMessages.lockedUntil, now)),
  );
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(free)
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ lockedUntil: until, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(and(inArray(outboxMessages.id, due), free))
    .returning();
}

/** Writes the outcome if the row is still ours (same lease); false if another sender took it over. */
async function settle(
  db: Db,
  row: OutboxRow,
  lease: Date,
  values: Partial<typeof outboxMessages.$inferInsert>,
): Promise<boolean> {
  const done = await db
    .update(outboxMessages)
    .set({ ...values, lockedUntil: null })
    .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.lockedUntil, lease)))
    .returning({ id: outboxMessages.id });
  return done.length > 0;
}

/** The address was refused for good: the member's banner asks them to update it. */
async function flagBadEmail(db: Db, memberId: string, address: string): Promise<void> {
  await db
    .update(memberProfiles)
    .set({ badEmail: true })
    .where(
      and(eq(memberProfiles.memberId, memberId), sql`lower(${memberProfiles.email}) = lower(${address})`),
    );
}

/** A settled row keeps no link token: the mail that needed it has gone or never will. */
const SETTLED = { linkToken: null } as const;

const REMOVED_SECRET = '[removed once sent]';

/** The mail as the outbox keeps it: a one-time token in its link replaced, so the row opens nothing. */
function storedCopy(content: Extract<MailContent, { kind: 'send' }>) {
  const hide = (text: string) => (content.secret ? text.replaceAll(content.secret, REMOVED_SECRET) : text);
  return {
    recipient: content.to,
    subject: content.mail.subject,
    textBody: hide(content.mail.text),
    htmlBody: hide(content.mail.html),
  };
}

/**
 * The claimed rows grouped by their order (a row of no order is a group alone), each in the order it
 * was written (UPDATE ... RETURNING promises no order of its own).
 */
function byOrder(rows: readonly OutboxRow[]): OutboxRow[][] {
  const groups = new Map<string, OutboxRow[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = row.orderId ?? `row-${row.id}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/** Runs `each` over the items, at most `atOnce` at a time. */
async function forEachAtOnce<T>(
  items: readonly T[],
  atOnce: number,
  each: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await each(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, lane));
}

export async function deliverDueMail(options: MailSenderOptions): Promise<MailPass & { claimed: number }> {
  const now = options.now();
  const lease = new Date(now.getTime() + (options.leaseMs ?? 60_000));
  const pass: MailPass = { sent: 0, kept: 0, skipped: 0, retried: 0, failed: 0 };
  const rows = await claimDue(options.db, now, lease);
  // Different orders' mail goes out side by side; one order's in the order it was written, so the
  // receipt never arrives after 'ready for pickup'.
  await forEachAtOnce(byOrder(rows), SENT_AT_ONCE, async (group) => {
    for (const row of group) await deliverRow(options, row, now, lease, pass);
  });
  return { ...pass, claimed: rows.length };
}

/** Renders, sends and settles one claimed row, counting the outcome in `pass`. */
async function deliverRow(
  options: MailSenderOptions,
  row: OutboxRow,
  now: Date,
  lease: Date,
  pass: MailPass,
): Promise<void> {
  const content = await composeMail(options.db, row, options.publicUrl);
  if (content.kind === 'skip') {
    if (await settle(options.db, row, lease, { ...SETTLED, status: 'SKIPPED', lastError: content.why }))
      pass.skipped += 1;
    return;
  }
  const rendered = storedCopy(content);
  if (!options.transport) {
    // Development only: the page at /dev/mail shows the mail as sent, its link working.
    const kept = { ...rendered, textBody: content.mail.text, htmlBody: content.mail.html };
    if (await settle(options.db, row, lease, { ...kept, ...SETTLED, status: 'KEPT', sentAt: now }))
      pass.kept += 1;
    return;
  }
  try {
    await options.transport.send({
      from: options.from,
      to: content.to,
      subject: content.mail.subject,
      text: content.mail.text,
      html: content.mail.html,
      messageId: `<outbox-${row.id}.${row.dedupeKey.replaceAll(/[^A-Za-z0-9.-]/g, '-')}@brewline.mail>`,
    });
    if (
      await settle(options.db, row, lease, { ...rendered, ...SETTLED, status: 'SENT', sentAt: options.now() })
    )
      pass.sent += 1;
  } catch (error) {
    const refused = error instanceof MailRefused ? error : new MailRefused(String(error), null, false);
    const giveUp = refused.permanent || row.attempts >= (options.maxAttempts ?? 10);
    if (giveUp) {
      await settle(options.db, row, lease, {
        ...rendered,
        ...SETTLED,
        status: 'FAILED',
        lastError: refused.message,
      });
      if (refused.permanent && refused.recipientRefused && content.memberId) {
        await flagBadEmail(options.db, content.memberId, content.to);
      }
      pass.failed += 1;
      options.log.warn({ outboxId: row.id, kind: row.kind, code: refused.responseCode }, 'e-mail given up');
      return;
    }
    const delay = Math.min((options.retryBaseMs ?? 30_000) * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
    await settle(options.db, row, lease, {
      ...rendered,
      lastError: refused.message,
      nextAttemptAt: new Date(now.getTime() + delay),
    });
    pass.retried += 1;
  }
}

/** Runs a pass every `pollMs` (default 2 s) until stopped; closes the transport with it. */
export function startMailSender(options: MailSenderOptions): PeriodicJob {
  let stopping = false;
  const drain = async (): Promise<void> => {
    while (!stopping && (await deliverDueMail(options)).claimed === BATCH);
  };
  const job = startPeriodicJob('mail sender pass', options.pollMs ?? 2000, drain, options.log);
  return {
    async stop() {
      stopping = true;
      await job.stop();
      options.transport?.close();
    },
  };
}
