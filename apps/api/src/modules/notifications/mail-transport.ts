// How an e-mail leaves: over SMTP with nodemailer to the server SMTP_URL names, through a pool of
// connections kept open. A refusal keeps the
// server's reply code, so the sender can tell a permanent refusal of the address (5xx for the
// recipient: the member's bad-email flag) from a passing failure (retried with backoff).
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row: a receiver can tell a resend after a crash from a new e-mail. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export class MailRefused extends Error {
  /** The SMTP reply code, when the server answered. */
  readonly responseCode: number | null;
  /** The server refused the recipient (RCPT TO), not the message or the connection. */
  readonly recipientRefused: boolean;

  constructor(message: string, responseCode: number | null, recipientRefused: boolean) {
    super(message);
    this.responseCode = responseCode;
    this.recipientRefused = recipientRefused;
  }

  /** 5xx: sending again will not help. */
  get permanent(): boolean {
    return this.responseCode !== null && this.responseCode >= 500 && this.responseCode < 600;
  }
}

function refusalOf(error: unknown): MailRefused {
  if (!(error instanceof Error)) return new MailRefused(String(error), null, false);
  const details = error as Error & { responseCode?: unknown; code?: unknown; rejected?: unknown };
  const code = typeof details.responseCode === 'number' ? details.responseCode : null;
  const recipient =
    details.code === 'EENVELOPE' && Array.isArray(details.rejected) && details.rejected.length > 0;
  return new MailRefused(error.message, code, recipient);
}

/**
 * Connections kept open to the SMTP server and used side by side: a message costs one SMTP exchange
 * instead of a connection, a greeting, STARTTLS and a login each. Five is what most mail providers
 * allow one client at a time; a connection is renewed after a hundred messages.
 */
export const SMTP_CONNECTIONS = 5;

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 100,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail(mail);
      } catch (error) {
        throw refusalOf(error);
      }
    },
    close() {
      transporter.close();
    },
  };
}
