// Limits on what one GraphQL request may ask, and what an error may say. A public ordering API
// must not let one request ask for everything at once, nor answer with a stack trace or SQL.
import { messages } from '@brewline/domain/messages/messages';
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  visit,
  BREAK,
  type DocumentNode,
  type ValidationRule,
} from 'graphql';
import { badInputMessage, findBadInput } from '../http/bad-input.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { requestRefusalOf } from './errors.ts';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export const MAX_QUERY_DEPTH = 8;
/** What any unexpected failure says: the catalogue's fallback alert, never the error's own text. */
export const GENERIC_ERROR_MESSAGE = messages.ALERT_FALLBACK();
/** Tokens in one document: the largest the apps send has under 100, a 400-field document about 1,200. */
export const MAX_TOKENS = 5000;
/** Brackets inside brackets: depth 8 with arguments and input lists needs about 30. */
export const MAX_NESTING = 64;

/**
 * Validation rules on top of GraphQL's own. What a request may cost (fields, aliases, fragments and
 * lists, as executed) is measured before execution instead (query-cost.ts).
 */
export function validationRules(production: boolean): ValidationRule[] {
  return production ? [NoSchemaIntrospectionCustomRule] : [];
}

/** Our own refusals carry a code; anything else that went wrong inside is not the client's business. */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError;
  if (!original) return true; // parse and validation errors describe the request itself
  return original instanceof GraphQLError && typeof original.extensions['code'] === 'string';
}

/**
 * The message a client may see. Unexpected failures get the generic message (they are logged with
 * their detail); in production the 'Did you mean ...?' suggestions that would map the schema go too.
 */
export function safeErrorMessage(error: GraphQLError, production: boolean): string {
  if (!isExpected(error)) return GENERIC_ERROR_MESSAGE;
  return publicMessage(error.message, production);
}

/** In production the 'Did you mean ...?' suggestions, which would map the schema, are dropped. */
export function publicMessage(message: string, production: boolean): string {
  return production ? message.replace(/ Did you mean .*\?$/, '') : message;
}

function documentHoldsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes('\u0000')) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** How deep `{`, `[` and `(` nest in a document, strings and comments skipped; cheap, no parser. */
export function nestingDepth(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '#') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (char === '"') {
      const block = source.startsWith('"""', i);
      i += block ? 3 : 1;
      while (i < source.length && !(block ? source.startsWith('"""', i) : source[i] === '"')) {
        i += source[i] === '\\' ? 2 : 1;
      }
      if (block) i += 2;
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']' || char === ')') {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * A JSON text is never a GraphQL document, yet Mercurius reads a query that fails to parse as a
 * ready-made syntax tree if it is JSON. A hand-made tree is not what any client sends and can break
 * validation with internal messages, so such a request is refused before Mercurius sees it.
 */
const JSON_TEXT = /^\s*(?:[[\d"-]|\{\s*["}]|(?:true|false|null)\s*$)/;

/**
 * Checks on every GraphQL request before it runs, each answered HTTP 400 with a clear message:
 * - a document that is JSON, or nests deeper than MAX_NESTING (the parser is recursive: ten thousand
 *   nested brackets would exhaust its stack);
 * - U+0000 in any text: PostgreSQL cannot store it, so it would fail deep inside a service as a
 *   database error. No form has a use for it.
 */
export function registerRequestChecks(app: FastifyInstance): void {
  app.graphql.addHook('preParsing', (_schema, source) => {
    if (JSON_TEXT.test(source)) {
      throw requestRefusalOf(new Refusal('INVALID_INPUT', refusalMessages.REQUEST_NOT_GRAPHQL()));
    }
    if (nestingDepth(source) > MAX_NESTING) {
      throw requestRefusalOf(
        new Refusal('INVALID_INPUT', refusalMessages.REQUEST_TOO_NESTED({ max: MAX_NESTING })),
      );
    }
  });
  app.graphql.addHook('preExecution', (_schema, document, _context, variables) => {
    // Variables in a GET's query string reach here without the HTTP body check (http/bad-input.ts).
    const problem = findBadInput(variables);
    if (problem) throw requestRefusalOf(new Refusal('INVALID_INPUT', badInputMessage(problem)));
    if (documentHoldsNul(document)) {
      throw requestRefusalOf(new Refusal('INVALID_INPUT', messages.UNSUPPORTED_CHARACTERS()));
    }
  });
  // A subscription over the socket: its document, as above; its variables are checked frame by
  // frame (realtime/socket-frames.ts).
  app.graphql.addHook('preSubscriptionExecution', (_schema, document) => {
    if (documentHoldsNul(document)) {
      throw requestRefusalOf(new Refusal('INVALID_INPUT', messages.UNSUPPORTED_CHARACTERS()));
    }
  });
}
