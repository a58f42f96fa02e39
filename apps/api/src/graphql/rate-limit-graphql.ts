// Applies the rate limits to GraphQL mutations in one place, before execution, by the names of the
// root fields the request would run: the modules that own those mutations know nothing of it. A
// refused request runs nothing and is answered HTTP 429 with Retry-After and the catalogue's message.
import { messages } from '@brewline/domain/messages/messages';
import type { FastifyInstance } from 'fastify';
import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { AppContext } from '../context.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { requestRefusalOf } from './errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

/**
 * The mutation fields one request runs, once per response key: `a: addCard(...) b: addCard(...)`
 * runs twice, while the same field named twice with one key is merged by GraphQL and runs once.
 * Fragments on the root type count like fields written out.
 */
export function mutationFieldsRun(document: DocumentNode, operationName: string | null): string[] {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== OperationTypeNode.MUTATION) return [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const byResponseKey = new Map<string, string>();
  const visit = (selectionSet: SelectionSetNode, spreadNames: ReadonlySet<string>): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        byResponseKey.set(selection.alias?.value ?? selection.name.value, selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, spreadNames);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Validation refuses cycles already; the guard keeps this walk finite whatever it is given.
        if (fragment && !spreadNames.has(name)) visit(fragment.selectionSet, new Set([...spreadNames, name]));
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return [...byResponseKey.values()];
}

function operationNameOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('operationName' in body)) return null;
  return typeof body.operationName === 'string' ? body.operationName : null;
}

export function registerMutationRateLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.graphql.addHook<MercuriusContext & AppContext>('preExecution', async (_schema, document, context) => {
    const request = context.reply.request;
    const operations = mutationFieldsRun(document, operationNameOf(request.body));
    if (operations.length === 0) return;
    const memberId = context.member.kind === 'member' ? context.member.identity.memberId : null;
    let verdict;
    try {
      verdict = await limiter.check(operations, { memberId, address: request.ip });
    } catch (error) {
      // A store that cannot count (a shared store away) must not stop orders: let the request through.
      request.log.warn({ err: error }, 'rate limit store failed; request allowed');
      return;
    }
    if (verdict.allowed) return;
    request.log.warn({ operations, memberId, retryAfterSeconds: verdict.retryAfterSeconds }, 'rate limited');
    void context.reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw requestRefusalOf(
      new Refusal('RATE_LIMITED', messages.TOO_MANY_REQUESTS({ seconds: verdict.retryAfterSeconds }), {
        retryAfterSeconds: verdict.retryAfterSeconds,
      }),
    );
  });
}
