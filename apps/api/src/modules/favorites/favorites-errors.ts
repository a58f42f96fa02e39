// Expected failures of the favorites operations: a stable code for the app and the catalogue's
// message for people. LIMIT_REACHED on a 6th product carries the six candidates, so the app can open
// the picker to choose the 5 to keep without asking again.
import { GraphQLError } from 'graphql';

export type FavoritesErrorCode = 'LIMIT_REACHED' | 'UNKNOWN_PRODUCT' | 'UNKNOWN_STORE';

export function favoritesError(
  code: FavoritesErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}
