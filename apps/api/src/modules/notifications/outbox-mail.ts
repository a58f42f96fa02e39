// What the sender holds while it works: an outbox row as read, and what the row comes to once
// rendered (an e-mail to send, or why none goes out).
import type { outboxMessages } from '../../db/schema/outbox.ts';
import type { RenderedMail } from './mail-layout.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export type MailContent =
  | {
      kind: 'send';
      to: string;
      memberId: string | null;
      mail: RenderedMail;
      /** A one-time token in the mail's link: the copy the outbox keeps once it is sent leaves it out. */
      secret?: string;
    }
  | { kind: 'skip'; why: string };
