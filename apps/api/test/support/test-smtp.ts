// A real SMTP server in the test process (the smtp-server package) on a port of its own: it keeps
// every message it accepts, parsed (mailparser), and refuses recipients whose address starts with
// 'bounce' with a permanent 550, as a mail provider refuses an address that does not exist.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Messages refused so far (RCPT TO answered 550). */
  refused: string[];
  close(): Promise<void>;
}

function addressesOf(parsed: ParsedMail): string[] {
  const to = parsed.to;
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

export async function startTestSmtp(port: number): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        refused.push(address.address);
        callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: addressesOf(parsed),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
