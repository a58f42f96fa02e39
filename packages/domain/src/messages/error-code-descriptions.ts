// What each error code means for a client, printed in the GraphQL schema's ErrorCode enum. Apart from
// error-codes.ts so the apps, which only recognise codes, do not bundle these sentences.
import type { ErrorCode } from './error-codes.ts';

export interface ErrorCodeEntry {
  /** What the code means for a client, printed in the schema. */
  readonly description: string;
}

export const ERROR_CODES = {
  // Any request
  INVALID_INPUT: { description: 'The input breaks a rule; `fieldErrors` (or `fields`) names each field.' },
  UNAUTHENTICATED: { description: 'Sign-in needed; `reason` is NO_TOKEN or INVALID_TOKEN.' },
  FORBIDDEN: { description: 'Signed in, but not staff, or staff without this permission or store.' },
  RATE_LIMITED: { description: 'Too many requests of this kind (HTTP 429); `retryAfterSeconds`.' },
  QUERY_TOO_COSTLY: { description: 'The request asks for more than one request may (HTTP 400).' },
  SERVER_BUSY: { description: 'A heavy query while the server is busy (HTTP 503); `retryAfterSeconds`.' },
  EDIT_CONFLICT: { description: 'Someone else saved the record since it was read; `current` is it now.' },

  // Cart, store and order submission
  INVALID_CART: { description: 'The cart names something the menu does not offer this way.' },
  STORE_NOT_FOUND: { description: 'No such store, or no store chosen.' },
  GLOBAL_STORE: { description: 'The global online-ordering store takes no orders.' },
  STORE_CLOSED: { description: 'The store is closed or about to close.' },
  STORE_NOT_ACCEPTING: { description: 'The store takes no online orders now.' },
  PICKUP_METHOD_UNAVAILABLE: { description: "The chosen pickup method's terminal is down." },
  ITEMS_UNAVAILABLE: { description: 'Items the store cannot make now; `lineIds` are the cart lines.' },
  AMOUNT_MISMATCH: { description: 'The prices changed since the cart was priced; `total` is the new one.' },
  PAYMENT_NOT_SUCCEEDED: { description: 'The card payment did not go through.' },
  CARD_PAYMENT_REFUSED: { description: "A member's stored card can no longer pay its part; `cardLastFour`." },
  REWARD_UNAVAILABLE: { description: 'The claimed reward can no longer be used on this order.' },
  INVALID_ORDER: { description: 'The order breaks a rule the app checks before sending.' },
  ORDER_NOT_FOUND: { description: 'No such order for this customer, store or staff member.' },
  INVALID_TRANSITION: { description: 'The order cannot change to that status from where it is.' },
  TERMINAL_UNAUTHORIZED: { description: "The board's pairing is missing or revoked." },

  // Member account, cards, rewards and favorites
  WRONG_PASSWORD: { description: 'The current password is not correct.' },
  LOCKED_OUT: { description: 'Too many unsuccessful sign-in attempts; wait before trying again.' },
  EMAIL_TAKEN: { description: 'Another account has this email address.' },
  PASSWORD_MANAGED_ELSEWHERE: { description: "The member's password is kept by their sign-in provider." },
  ACCOUNT_NOT_FOUND: { description: 'The signed-in account no longer exists.' },
  ACCOUNT_SUSPENDED: { description: 'The account is disabled for suspicious behavior (HTTP 418).' },
  CARD_NOT_FOUND: { description: "The card is not one of the member's, or not a card at all." },
  CARD_ALREADY_ADDED: { description: 'The card is already on this account.' },
  CARD_HAS_BALANCE: { description: 'Only a card with a $0.00 balance can be removed.' },
  COMBINE_REFUSED: { description: 'The two cards cannot be combined.' },
  RELOAD_REFUSED: { description: 'The card could not be reloaded; it was not charged.' },
  PLAN_NOT_FOUND: { description: 'No such reward plan.' },
  NOT_ENOUGH_POINTS: { description: 'The points do not cover the reward; `pointsRemaining`.' },
  REWARD_NOT_FOUND: { description: 'No such claimed reward for this member.' },
  REWARD_ALREADY_USED: { description: 'The claimed reward was used on an order.' },
  LIMIT_REACHED: { description: 'Favorites are full; `limit`, and `candidates` to choose from.' },
  UNKNOWN_PRODUCT: { description: 'A favorite product is not on the menu; `productIds`.' },
  UNKNOWN_STORE: { description: 'A favorite store does not exist; `storeIds`.' },
} as const satisfies Record<ErrorCode, ErrorCodeEntry>;
