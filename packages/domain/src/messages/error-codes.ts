// The one list of codes an expected failure carries: programs (the apps, the board, the back office)
// act on the code, people read the message, which always comes from the catalogue (messages.ts). The
// API declares these as its GraphQL enum `ErrorCode`, so every client's types list them.

/** Every code, by name only: what a client needs to recognise one (error-code-descriptions.ts says what each means). */
export const ERROR_CODE_NAMES = [
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'QUERY_TOO_COSTLY',
  'SERVER_BUSY',
  'EDIT_CONFLICT',
  'INVALID_CART',
  'STORE_NOT_FOUND',
  'GLOBAL_STORE',
  'STORE_CLOSED',
  'STORE_NOT_ACCEPTING',
  'PICKUP_METHOD_UNAVAILABLE',
  'ITEMS_UNAVAILABLE',
  'AMOUNT_MISMATCH',
  'PAYMENT_NOT_SUCCEEDED',
  'CARD_PAYMENT_REFUSED',
  'REWARD_UNAVAILABLE',
  'INVALID_ORDER',
  'ORDER_NOT_FOUND',
  'INVALID_TRANSITION',
  'TERMINAL_UNAUTHORIZED',
  'WRONG_PASSWORD',
  'LOCKED_OUT',
  'EMAIL_TAKEN',
  'PASSWORD_MANAGED_ELSEWHERE',
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_SUSPENDED',
  'CARD_NOT_FOUND',
  'CARD_ALREADY_ADDED',
  'CARD_HAS_BALANCE',
  'COMBINE_REFUSED',
  'RELOAD_REFUSED',
  'PLAN_NOT_FOUND',
  'NOT_ENOUGH_POINTS',
  'REWARD_NOT_FOUND',
  'REWARD_ALREADY_USED',
  'LIMIT_REACHED',
  'UNKNOWN_PRODUCT',
  'UNKNOWN_STORE',
] as const;

export type ErrorCode = (typeof ERROR_CODE_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ERROR_CODE_NAMES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && NAMES.has(code);
}
