// Input no route has a use for, refused in one place before any route sees it (docs/reliability.md): U+0000
// anywhere (PostgreSQL cannot store it, so it would fail deep inside a query as a database error
// whose text names the SQL), and JSON nested deeper than any form needs (a recursive walk of it
// would exhaust the stack). Every route, form and socket frame gets the same 400 and message.
import { messages } from '@brewline/domain/messages/messages';
import { Refusal } from '@brewline/domain/messages/refusal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusalJson } from './refusal-json.ts';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

/** Objects and arrays inside each other: the deepest input the apps send (an order) has about 6. */
export const MAX_INPUT_NESTING = 64;

export type BadInput = 'unsupported-characters' | 'too-deep';

export const nestingMessage = () => refusalMessages.REQUEST_TOO_NESTED({ max: MAX_INPUT_NESTING });

export function badInputMessage(problem: BadInput): string {
  return problem === 'too-deep' ? nestingMessage() : messages.UNSUPPORTED_CHARACTERS();
}

/**
 * The first problem in a parsed value (keys included), or null. Iterative, and it stops at the
 * nesting limit, so no input can make it recurse or walk further than that.
 */
export function findBadInput(value: unknown, maxNesting = MAX_INPUT_NESTING): BadInput | null {
  const pending: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, depth } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'unsupported-characters';
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= maxNesting) return 'too-deep';
    if (Array.isArray(item)) {
      for (const element of item) pending.push({ item: element, depth: depth + 1 });
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      if (key.includes('\u0000')) return 'unsupported-characters';
      pending.push({ item: element, depth: depth + 1 });
    }
  }
  return null;
}

/** U+0000 written into a URL (path or query), however its hex digits are cased. */
const ENCODED_NUL = /%00/i;

function refuse(request: FastifyRequest, reply: FastifyReply, problem: BadInput): FastifyReply {
  const message = badInputMessage(problem);
  // GraphQL clients read `errors`; every other caller (forms, the sandbox, the board) reads `message`.
  const body = request.url.startsWith('/graphql')
    ? { data: null, errors: [refusalJson(new Refusal('INVALID_INPUT', message))] }
    : { statusCode: 400, code: 'INVALID_INPUT', error: 'Bad Request', message };
  return reply.code(400).header('cache-control', 'no-store').send(body);
}

/**
 * Checks the URL of every request as it arrives and every parsed body before validation. Register
 * it before any route or plugin, so that every route inherits it. Bodies the routes read themselves
 * (the identity provider's) are guarded where they reach the database (oidc-storage.ts).
 */
export function registerBadInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes('\u0000')) {
      return refuse(request, reply, 'unsupported-characters');
    }
    return undefined;
  });
  app.addHook('preValidation', async (request, reply) => {
    const problem = findBadInput(request.body);
    if (problem) return refuse(request, reply, problem);
    return undefined;
  });
}
