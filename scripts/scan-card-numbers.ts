// node scripts/scan-card-numbers.ts <log file>: fails when a server log holds a card number in full
// (a payment card number passing Luhn, or a 14-digit Brewline Card number). npm test runs it on the
// log of the browser journeys' server; the API's own test is apps/api/test/log-hygiene.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { findCardNumbers } from '../apps/api/src/http/log-redaction.ts';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/scan-card-numbers.ts <log file>');
if (!existsSync(file)) {
  console.error(`No server log at ${file}: the journeys' server did not write one.`);
  process.exit(1);
}
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const found = lines.flatMap((line, index) =>
  findCardNumbers(line).map((digits) => `line ${index + 1}: ••••${digits.slice(-4)}`),
);
if (found.length > 0) {
  console.error(`Card numbers in full in ${file}:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`No card numbers in ${lines.length} lines of the journeys' server log.`);
