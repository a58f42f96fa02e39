// Writing to the transactional outbox (db schema `outbox_messages`; modules/notifications sends it):
// always inside the transaction of the change the e-mail is about, so the two commit or roll back
// together. Its own folder, importing no module, so orders and cards can write to it and the sender
// can read orders without a cycle. Only the kind and what
// it is about are written here; the sender renders the e-mail when it sends, off the request's path.
import type { OrderStatus } from '@brewline/domain/orders/order-status';
import type { Tx } from '../db/client.ts';
import { outboxMessages } from '../db/schema/outbox.ts';

export const MAIL_KINDS = [
  'ORDER_PLACED',
  'ORDER_READY',
  'ORDER_REFUNDED',
  'ORDER_FAILED',
  'CARD_RELOADED',
  'PASSWORD_RESET',
  'PASSWORD_CHANGED',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export function isMailKind(value: string): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value);
}

export interface MailToWrite {
  kind: MailKind;
  /** One e-mail per key: a retried change writes nothing more. */
  dedupeKey: string;
  orderId?: string | null;
  paymentIntentId?: string | null;
  memberId?: string | null;
  /** A one-time token the mail's link carries (outbox_messages.link_token): erased once the mail is settled. */
  linkToken?: string | null;
  at: Date;
}

export async function enqueueMail(tx: Tx, mail: MailToWrite): Promise<void> {
  await tx
    .insert(outboxMessages)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      orderId: mail.orderId ?? null,
      paymentIntentId: mail.paymentIntentId ?? null,
      memberId: mail.memberId ?? null,
      linkToken: mail.linkToken ?? null,
      status: 'PENDING',
      nextAttemptAt: mail.at,
      createdAt: mail.at,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** The e-mail an order's new status sends, if any. */
const STATUS_MAIL: Partial<Record<OrderStatus, MailKind>> = {
  ORDER_READY: 'ORDER_READY',
  ORDER_REFUND_PROCESSED: 'ORDER_REFUNDED',
  ORDER_ERROR: 'ORDER_FAILED',
};

/** Whether moving an order to `status` writes an e-mail (enqueueOrderStatusMail does nothing otherwise). */
export function statusSendsMail(status: OrderStatus): boolean {
  return STATUS_MAIL[status] !== undefined;
}

/** In the transaction that moves the status: ready, refunded and failed orders tell the customer. */
export async function enqueueOrderStatusMail(
  tx: Tx,
  change: { orderId: string; status: OrderStatus; at: Date },
): Promise<void> {
  const kind = STATUS_MAIL[change.status];
  if (!kind) return;
  await enqueueMail(tx, {
    kind,
    // An order can fail, be sent again and fail again: each time is its own e-mail.
    dedupeKey: `${kind}:${change.orderId}:${change.at.getTime()}`,
    orderId: change.orderId,
    at: change.at,
  });
}
