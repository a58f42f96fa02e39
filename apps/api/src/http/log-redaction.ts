// Card numbers never reach a log line in full. Payment card numbers should never reach this server
// at all (the provider's form posts them to the provider), but a client bug or an attacker can put
// one anywhere: in a wrong field, a malformed body, a GraphQL variable of the wrong type, whose error
// message quotes it back, and Mercurius logs every GraphQL error. Brewline Card numbers (14 digits)
// are not payment card data, yet whoever knows an unregistered card's number can add it and spend
// its balance, so they are masked the same way. The mask is applied to every finished log line, so
// no logger call, serializer or library message can get around it; the last four digits stay, as a
// support agent needs them.
import { passesLuhn } from '@brewline/domain/validation/payment-card';

/**
 * 13 to 19 digits, possibly in groups separated by single spaces or dashes, standing alone: digits
 * inside a longer word (a hex id, a base64 secret) or a decimal number are not a card number. A
 * URL-encoded character before them (`%22` in a logged query string) counts as a separator.
 */
const DIGIT_RUN = /(?:(?<=%[0-9A-Fa-f]{2})|(?<![\w.%]))(?<!%[0-9A-Fa-f])\d(?:[ -]?\d){12,18}(?![\w.])/g;
/** pino's epoch-millisecond timestamp, the one 13-digit number every line has. */
const TIMESTAMP_PREFIX = '"time":';

/** A payment card number (13-19 digits passing Luhn) or a Brewline Card number (14 digits). */
export function isCardNumber(digits: string): boolean {
  return digits.length === 14 || (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits));
}

/** The card numbers in a text, as digits only (timestamps excluded). */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (text.slice(Math.max(0, match.index - TIMESTAMP_PREFIX.length), match.index) === TIMESTAMP_PREFIX)
      continue;
    const digits = match[0].replace(/[ -]/g, '');
    if (isCardNumber(digits)) found.push(digits);
  }
  return found;
}

/**
 * The text with every card number reduced to its last four digits. Log lines are JSON: a number
 * inside a string stays inside it, a bare JSON number becomes a string, so the line stays valid JSON.
 */
export function maskCardNumbers(text: string): string {
  let scanned = 0;
  let inString = false;
  const insideString = (offset: number): boolean => {
    for (; scanned < offset; scanned += 1) {
      const char = text[scanned];
      if (char === '\\' && inString) scanned += 1;
      else if (char === '"') inString = !inString;
    }
    return inString;
  };
  return text.replace(DIGIT_RUN, (run: string, offset: number) => {
    if (text.slice(Math.max(0, offset - TIMESTAMP_PREFIX.length), offset) === TIMESTAMP_PREFIX) return run;
    const digits = run.replace(/[ -]/g, '');
    if (!isCardNumber(digits)) return run;
    const masked = `[card ••••${digits.slice(-4)}]`;
    return insideString(offset) ? masked : `"${masked}"`;
  });
}

export interface LogDestination {
  write(line: string): void;
}

/** A log destination that masks card numbers in every line before passing it on. */
export function cardMaskingDestination(destination: LogDestination): LogDestination {
  return {
    write(line) {
      destination.write(maskCardNumbers(line));
    },
  };
}
