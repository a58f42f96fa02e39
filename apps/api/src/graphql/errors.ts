// The one place a service's refusal becomes what a client reads. Services throw a domain `Refusal`
// (a code from ERROR_CODES, the catalogue's text, details); every resolver of every schema the
// builder makes is wrapped (refusals-plugin.ts), so a refusal leaves as a GraphQL error with
// `extensions.code` and the details beside it.
// Anything else that fails is logged and answered with the generic message, never a stack trace
// (graphql-endpoint.ts's error formatter with hardening.ts). No other API file builds a GraphQL error
// (errors-scan.test.ts checks it).
import type { ErrorCode } from '@brewline/domain/messages/error-codes';
import { Refusal } from '@brewline/domain/messages/refusal';
import { GraphQLError, type GraphQLFieldResolver } from 'graphql';
import mercurius from 'mercurius';
import { extensionsOf } from '../http/refusal-json.ts';

/**
 * HTTP statuses some codes carry. Mercurius answers with the status of a request's only error when
 * no data came back (every root field is non-null, so a refused operation has none); any other
 * refusal made while executing keeps HTTP 200, as GraphQL over HTTP asks.
 */
const STATUS_OF_CODE: Partial<Record<ErrorCode, number>> = {
  /** Account docs/product/account.md#messages: a disabled account's refusal is a 418. */
  ACCOUNT_SUSPENDED: 418,
  RATE_LIMITED: 429,
  SERVER_BUSY: 503,
};

/** A request refused before it runs (in a Mercurius hook) describes the request itself: 400. */
const REQUEST_REFUSAL_STATUS = 400;

export const SUSPENDED_HTTP_STATUS = STATUS_OF_CODE.ACCOUNT_SUSPENDED;

/** What Mercurius reads to choose the HTTP status of the answer. */
class StatusGraphQLError extends GraphQLError {
  readonly statusCode: number;

  constructor(message: string, extensions: Record<string, unknown>, statusCode: number) {
    super(message, { extensions });
    this.statusCode = statusCode;
  }
}

/** The mapping, for a refusal raised while executing (a resolver or a subscription). */
export function graphQLErrorOf(refusal: Refusal): GraphQLError {
  const status = STATUS_OF_CODE[refusal.code];
  return status === undefined
    ? new GraphQLError(refusal.message, { extensions: extensionsOf(refusal) })
    : new StatusGraphQLError(refusal.message, extensionsOf(refusal), status);
}

/**
 * The mapping, for a refusal raised before execution (in a Mercurius hook), which also sets the
 * HTTP status: the code's own (429, 503), else 400. Mercurius reads `statusCode` from this shape.
 */
export function requestRefusalOf(refusal: Refusal): Error {
  const status = STATUS_OF_CODE[refusal.code] ?? REQUEST_REFUSAL_STATUS;
  return new mercurius.ErrorWithProps(refusal.message, extensionsOf(refusal), status);
}

const mapped = (error: unknown): unknown => (error instanceof Refusal ? graphQLErrorOf(error) : error);

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** A resolver whose refusals (thrown, or a rejected promise) leave mapped; its results untouched. */
export function mappingRefusals<S, C, A>(
  resolve: GraphQLFieldResolver<S, C, A>,
): GraphQLFieldResolver<S, C, A> {
  return (source, args, context, info) => {
    try {
      const result: unknown = resolve(source, args, context, info);
      return isPromiseLike(result)
        ? Promise.resolve(result).catch((error: unknown) => {
            throw mapped(error);
          })
        : result;
    } catch (error) {
      throw mapped(error);
    }
  };
}
