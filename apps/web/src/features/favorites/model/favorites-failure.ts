// What a refused or failed favorites call means for the member: the limits and unknown ids carry the
// API's message (and, for a 6th product, the six candidates for the picker); anything unexpected
// gets the spec's 'We couldn't complete this request. Please try again later.'
import { messages } from '@brewline/domain/messages/messages';
import type { CombinedError } from '@urql/core';
import { describeApiError } from '../../../lib/graphql-errors.ts';

export type FavoritesFailure =
  | { readonly kind: 'limit'; readonly message: string; readonly candidates: readonly number[] | null }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

export function favoritesFailure(error: CombinedError): FavoritesFailure {
  const first = error.graphQLErrors[0];
  const { code } = describeApiError(error);
  if (first && code === 'LIMIT_REACHED') {
    const candidates = first.extensions['candidates'];
    return { kind: 'limit', message: first.message, candidates: isIdList(candidates) ? candidates : null };
  }
  if (first && (code === 'UNKNOWN_PRODUCT' || code === 'UNKNOWN_STORE')) {
    return { kind: 'refused', message: first.message };
  }
  return { kind: 'failed', message: messages.FAVORITES_SAVE_FAILED() };
}
