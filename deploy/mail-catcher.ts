// A local mail catcher, NOT a mail server: deploy/up.sh starts it when no SMTP_URL is given, so the
// API servers can send and the outbox drains, but nothing reaches a customer. It accepts every message
// over SMTP on 127.0.0.1 and writes it, as received, to a file in the folder given (one .eml each).
// A real deployment sets SMTP_URL to its mail provider instead (deploy/README.md).
//
// node deploy/mail-catcher.ts <port> <folder>
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

const [portArg, folder] = process.argv.slice(2);
const port = Number(portArg);
if (!folder || !Number.isInteger(port) || port <= 0) {
  console.error('usage: node deploy/mail-catcher.ts <port> <folder>');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });

let caught = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    caught += 1;
    const file = join(folder, `${String(caught).padStart(6, '0')}.eml`);
    const to = session.envelope.rcptTo.map((address) => address.address).join(', ');
    pipeline(stream, createWriteStream(file))
      .then(() => {
        console.log(`mail catcher: caught a message to ${to} (not delivered): ${file}`);
        callback();
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  },
});
server.listen(port, '127.0.0.1', () => {
  console.log(`mail catcher on smtp://127.0.0.1:${port}: messages are kept in ${folder}, never delivered`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
