// A real SMTP server for a journey's own API server (SMTP_URL): it keeps every message, parsed, so a
// journey can follow the links a customer's e-mail carries.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  url: string;
  received: CaughtMail[];
  /** The first link in the newest mail to `to` whose subject matches, once it arrives. */
  linkIn(to: string, subject: RegExp, pattern: RegExp): Promise<string>;
  close(): Promise<void>;
}

export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? ''));
          received.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async linkIn(to, subject, pattern) {
      const find = () =>
        received
          .filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject))
          .map((mail) => pattern.exec(mail.text)?.[0])
          .findLast((link) => link !== undefined);
      for (let i = 0; i < 300; i++) {
        const link = find();
        if (link) return link;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to} matching ${subject}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
