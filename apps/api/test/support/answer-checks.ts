// What no answer of ours may contain, whatever was asked: a server error, a stack trace, SQL or a
// database's words, a path on the server, or an internal failure dressed as a refusal. The caller's
// own input may be quoted back (a validation message naming the bad value); it is removed before
// looking, so hostile input that looks like SQL is not mistaken for our SQL.
import { GENERIC_ERROR_MESSAGE } from '../../src/graphql/hardening.ts';

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat (?:async )?[\w$.<>[\]]+ \(|\n\s+at |\.(?:ts|js|mjs|cjs):\d+:\d+/],
  ['server path', /\/work\/|node_modules|apps\/api\/|\/src\/|file:\/\//],
  [
    'SQL',
    /\bselect\s+(?:\*|"|[\w".]+\s*,)|\binsert\s+into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete\s+from\b|\bFailed query\b/i,
  ],
  [
    'database error',
    /violates|duplicate key|relation "|column "|syntax error at|invalid input syntax|invalid byte sequence|out of range for type|PGlite|postgres|DrizzleQueryError|drizzle-orm|ECONNREFUSED/i,
  ],
];

export interface AnswerToCheck {
  status: number;
  text: string;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Removes the caller's own strings (raw and as JSON would escape them) from the answer. */
export function withoutEcho(text: string, inputs: readonly string[]): string {
  let rest = text;
  // Longest first, so a short input inside a longer one does not break the longer one's removal.
  for (const input of [...new Set(inputs)].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length)) {
    const escaped = JSON.stringify(input).slice(1, -1);
    rest = rest.replaceAll(escaped, '').replaceAll(JSON.stringify(escaped).slice(1, -1), '');
    rest = rest.replaceAll(input, '');
  }
  return rest;
}

/** A stack, a server path, SQL or a database's words in an answer (HTML, JSON or a socket frame). */
export function leaksIn(answerText: string, inputs: readonly string[]): string[] {
  // Most answers match nothing at all: only those that do are looked at without the caller's input.
  const suspicious = LEAKS.some(([, pattern]) => pattern.test(answerText));
  const text = suspicious ? withoutEcho(answerText, inputs) : '';
  const problems: string[] = [];
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match)
      problems.push(
        `${name} in the answer: …${text.slice(Math.max(0, match.index - 60), match.index + 80)}…`,
      );
  }
  return problems;
}

/** The problems with one answer; empty when it is fine. */
export function problemsWith(answer: AnswerToCheck, inputs: readonly string[]): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  problems.push(...leaksIn(answer.text, inputs));
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    problems.push(`not JSON: ${answer.text.slice(0, 120)}`);
    return problems;
  }
  if (typeof parsed !== 'object' || parsed === null) problems.push('answer is not an object');
  for (const error of answer.errors ?? []) {
    if (typeof error.message !== 'string' || error.message.trim() === '')
      problems.push('an error without a message');
    else if (error.message === GENERIC_ERROR_MESSAGE) {
      problems.push('internal failure (the generic message) instead of a refusal');
    }
  }
  return problems;
}
