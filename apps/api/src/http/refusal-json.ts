// A refusal as the JSON error GraphQL clients read, for the answers made outside GraphQL's execution
// (a request refused before Mercurius sees it, a socket frame), and the `extensions` the mapping
// point (graphql/errors.ts) gives every refusal: the code beside the details.
import type { Refusal } from '@brewline/domain/messages/refusal';

export function extensionsOf(refusal: Refusal): Record<string, unknown> {
  return { code: refusal.code, ...refusal.details };
}

export function refusalJson(refusal: Refusal): { message: string; extensions: Record<string, unknown> } {
  return { message: refusal.message, extensions: extensionsOf(refusal) };
}
