// The one catalogue of what Brewline says to customers: every error, success, confirmation and
// empty-state text of the spec (docs/product/ordering.md#messages,
// docs/product/account.md#messages, both #validation), worded exactly as the spec quotes them.
// Texts the spec leaves unshown are ours and marked so. Code that shows a message takes it from
// here; code that decides something returns the code, so both apps and the API say the same thing.
import { formatCents } from '../money/money.ts';

/** The brand, passed into every message that names it so the catalogue serves any brand. */
export const BRAND_NAME = 'Brewline';

/** Where a member whose account was disabled for suspicious behavior writes (docs/product/account.md#messages's {email}). */
export const SUPPORT_EMAIL = 'support@brewline.example';

export interface BrandParams {
  readonly brand: string;
}

export interface CardAmountParams {
  readonly amountCents: number;
  readonly cardNumber: string;
}

export const messages = {
  // App shell and menu (docs/product/ordering.md#who-it-is-for, #screens)
  DOWNLOADING_MENU: () => 'Downloading menu data...',
  PRODUCT_NOT_AVAILABLE: () =>
    'This product is not available at this store! Please select a different store or product.',
  CART_EMPTY: () => 'Your cart is empty.',
  CART_EMPTY_PAGE: () => 'Your cart is empty. Ready to order a drink?',
  /** Ours: the store selector opened by Add to Cart before a store is chosen. */
  SELECT_STORE_TO_ORDER: () => 'Please select a store to order from.',
  /** Ours: shown where a price would be before a store is chosen. */
  SELECT_STORE_FOR_PRICES: () => 'Select a store for prices',
  /** Ours: the server refuses longer carts; this says so before it has to. */
  CART_FULL: (params: { readonly maxLines: number }) =>
    `Your cart holds at most ${params.maxLines} items. Please check out or remove an item first.`,
  /** Ours: an edit link to a line that has since left the cart (a store change, another tab). */
  CART_LINE_NOT_FOUND: () => 'This item is no longer in your cart.',
  TERMS_UPDATED: () =>
    "We've updated our Terms and Conditions. Please acknowledge and accept before proceeding.",

  // Store, pickup and order submission (docs/product/ordering.md#messages)
  STORE_NOT_ACCEPTING_ORDERS: () =>
    'This store is currently not accepting online orders. Please select a different store',
  /** The same text with its full stop, as the pickup and payment steps show it. */
  STORE_NOT_ACCEPTING_ORDERS_STEP: () =>
    'This store is currently not accepting online orders. Please select a different store.',
  STORE_CLOSED_AT_CHECKOUT: () =>
    'Could not complete checkout as store is closed or about to close. Please select a different store by selecting the store locator.',
  UNAVAILABLE_ITEMS_REMOVED: (params: { readonly names: readonly string[] }) =>
    `We've removed the unavailable item(s) from your cart: ${params.names.join(', ')}. Please select a different store or product to proceed with checkout.`,
  ITEMS_UNAVAILABLE: () => 'Some of the item is not available to place the order.',
  NO_PICKUP_OPTION: () =>
    'It looks like this store is currently unable to process online orders. Please select a different store to order online, or check if the store is open.',
  /** Ours: the chosen method's terminal is down while the store still takes another method. */
  PICKUP_METHOD_UNAVAILABLE: (params: { readonly method: string }) =>
    `${params.method} pickup is not available at this store right now. Please choose another pickup method.`,
  GLOBAL_STORE_ORDER: () => 'Cannot send an order to the global online ordering store.',
  NO_TRANSACTION: () => 'No transaction to send...',
  INVALID_CAR: () => 'Cannot create a valid car from the input state.',
  INVALID_CUSTOMER_ORDER: () => 'Cannot create a valid customer order from the input state.',
  UNABLE_TO_PROCESS_ORDER: () => 'Unable to process order.',
  NO_DATA: () => 'No data.',
  SOMETHING_WENT_WRONG: () => 'Something went wrong. Please try again.',

  // Payment (docs/product/ordering.md#screens, #messages)
  PAYMENT_VERIFY: () => 'Please verify your payment information.',
  PAYMENT_UNSUCCESSFUL: () => 'Payment unsuccessful.',
  PAYMENT_ERROR: () => 'An error occurred',
  PAYMENT_OPTION_STORED_CARD: (params: BrandParams) => `${params.brand.toUpperCase()} CARD`,
  PAYMENT_OPTION_CREDIT_CARD: () => 'CREDIT CARD/MOBILE PAY',
  SELECT_CARD_TO_PAY: (params: BrandParams) => `Select ${params.brand} Card to pay with:`,
  BALANCE_DUE: (params: { readonly amountCents: number }) =>
    `Balance Due: $${formatCents(params.amountCents)}`,
  SELECT_CARD_TO_CHECKOUT: (params: BrandParams) =>
    `Please select any ${params.brand} Card to proceed checkout.`,
  /** Ours: the spec requires balance due 0 but shows no text for it. */
  BALANCE_DUE_NOT_COVERED: (params: BrandParams & { readonly amountCents: number }) =>
    `Your ${params.brand} Cards do not cover this order. Balance Due: $${formatCents(params.amountCents)}`,
  CHECK_NAME_AND_PHONE: () => 'Please check name and phone.',
  /** Ours: stored cards and a credit card in one payload (the spec's flow has one or the other). */
  PAYMENT_ONE_METHOD: (params: BrandParams) =>
    `Please pay with your ${params.brand} Cards or with a credit card, not both.`,
  /** Ours: guests cannot use stored cards (docs/product/ordering.md#who-may-do-what). */
  CARD_PAYMENT_SIGN_IN: (params: BrandParams) => `Please sign in to pay with a ${params.brand} Card.`,
  /** Ours: a card number in the payment that is not one of the member's cards. */
  CARD_NOT_ON_ACCOUNT: (params: BrandParams & { readonly lastFour: string }) =>
    `The ${params.brand} Card ending in ${params.lastFour} is not on your account.`,
  /** Ours: the card's balance went down since the customer chose it (another order, a combine). */
  CARD_BALANCE_TOO_LOW: (params: BrandParams & { readonly lastFour: string }) =>
    `Your ${params.brand} Card ending in ${params.lastFour} no longer has enough balance for this payment. Please select your cards again.`,
  /** Ours: a claimed reward used, removed or expired since the customer chose it. */
  REWARD_NOT_AVAILABLE: () => 'This reward is no longer available. Please place your order without it.',
  /** Ours: the free drink needs a drink (a cup size) in the order. */
  REWARD_NEEDS_DRINK: () => 'Your free drink reward needs a drink in your order.',
  /** Ours: the payment step when a reward leaves nothing to pay. */
  REWARD_COVERS_ORDER: () => 'Your reward covers this order. There is nothing to pay.',
  /** Ours: the sandbox card form's field messages (the provider's own form words them the same). */
  CARD_NUMBER_INCOMPLETE: () => 'Your card number is incomplete.',
  CARD_NUMBER_INVALID: () => 'Your card number is invalid.',
  CARD_EXPIRY_INCOMPLETE: () => "Your card's expiration date is incomplete.",
  CARD_EXPIRY_INVALID: () => "Your card's expiration month is invalid.",
  CARD_EXPIRY_PAST: () => "Your card's expiration date is in the past.",
  CARD_CVC_INCOMPLETE: () => "Your card's security code is incomplete.",
  CARD_POSTAL_INCOMPLETE: () => 'Your ZIP code is incomplete.',
  /** Ours: the payment step's banner when a declined card or a failed step names its reason. */
  PAYMENT_UNSUCCESSFUL_WITH_REASON: (params: { readonly reason: string }) =>
    `Payment unsuccessful. ${params.reason}`,

  // Checkout contact and pickup details (docs/product/ordering.md#validation)
  EMAIL_REQUIRED: () => 'Email is required.',
  EMAIL_INVALID: () => 'Invalid email address.',
  NAME_REQUIRED: () => 'Name is required.',
  PHONE_REQUIRED: () => 'Phone is required.',
  PHONE_TEN_DIGITS_EXAMPLE: () => 'Phone number must be 10 digits. Example: 5553334567',
  CHECK_FIELDS: () => 'Please check that all fields are filled out correctly.',
  PICKUP_NAME_REQUIRED: () => 'Please enter a name',
  PICKUP_NAME_TOO_LONG: ({ maxLength }: { maxLength: number }) =>
    `Name can be at most ${maxLength} characters`,
  PICKUP_EMAIL_INVALID: () => 'Please enter a valid email',
  PICKUP_PHONE_INVALID: () => 'Please enter a valid mobile phone',

  /** Ours: 'Later today' chosen without a time. */
  PICKUP_TIME_REQUIRED: () => 'Please choose a pickup time.',

  // Vehicle (docs/product/ordering.md#validation)
  FIELD_REQUIRED: (params: { readonly field: string }) => `${params.field} is required.`,
  /** Ours: the spec requires a make from the list but shows no text. */
  VEHICLE_MAKE_UNKNOWN: () => 'Please choose a make from the list.',
  /** Ours. */
  VEHICLE_MODEL_UNKNOWN: () => 'Please choose a model from the list.',
  /** Ours: the optional model year (docs/product/ordering.md#records's car.year), when typed, must be a real one. */
  VEHICLE_YEAR_INVALID: () => 'Please enter the model year as 4 digits, like 2019, or leave it empty.',
  VEHICLE_COLOR_UNKNOWN: () => 'Please choose a color from the list.',

  // Add balance (docs/product/ordering.md#how-things-change, #messages;
  // docs/product/account.md#how-things-change, #validation, #messages)
  ADD_BALANCE_AMOUNT_REQUIRED: () => 'Please select an amount to add to the card.',
  ADD_BALANCE_MINIMUM: () => 'Please enter an amount over $0.50.',
  /** Ours: the spec sets no maximum; a reload above it is refused with this text. */
  ADD_BALANCE_MAXIMUM: (params: { readonly maximumCents: number }) =>
    `Please enter an amount of $${formatCents(params.maximumCents)} or less.`,
  ADD_BALANCE_CONFIRM: (params: CardAmountParams) =>
    `Add $${formatCents(params.amountCents)} to card # ${params.cardNumber}?`,
  ADD_BALANCE_SUCCESS: (params: CardAmountParams) =>
    `You successfully added $${formatCents(params.amountCents)} to card # ${params.cardNumber}!`,
  ADD_BALANCE_FAILED: () =>
    'Oh no! We could not add to your balance! Please try again later. Your card was not charged',
  ADD_BALANCE_UNREACHABLE: () =>
    'We could not reach our servers at the moment. Please try again later. Your card was not charged.',
  ADD_BALANCE_DESCRIPTION: (params: BrandParams) => `${params.brand} Card Balance Reload`,
  /**
   * Ours: the payment went through but recording it did not answer. The record is idempotent, so
   * trying again can never add (or charge) twice; the spec's failure text would say "not charged".
   */
  ADD_BALANCE_RECORD_PENDING: () =>
    'Your payment went through, but we could not update your balance yet. Please try again; you will not be charged twice.',

  // Generic alert rule (docs/product/ordering.md#messages, docs/product/account.md#messages)
  ALERT_NETWORK: () => "It looks like we couldn't reach our servers. Please try again later.",
  ALERT_FALLBACK: () => "We weren't able to complete this task. Please try again later.",

  // Sign-in and session (docs/product/account.md#screens, #messages)
  SIGNING_IN: () => 'Signing you in...',
  SIGN_IN_UNREACHABLE: () =>
    'It looks like we were unable to reach our servers. Please try again later. You can still use the app in guest mode.',
  ACCOUNT_DISABLED: (params: { readonly email: string }) =>
    `Due to suspicious behavior, we have disabled this account. Please contact ${params.email} if you need assistance with your account.`,
  BAD_EMAIL_BANNER: () =>
    'We noticed an issue with the email address associated with your account. Please update your profile to continue receiving coupons and order status updates.',

  // Account successes and failures (docs/product/account.md#messages)
  PASSWORD_CHANGED: () => 'Password has been successfully changed.',
  PROFILE_UPDATED: () => 'Profile successfully updated!',
  CARD_ADDED: (params: BrandParams) => `${params.brand} Card Successfully Added!`,
  CHANGES_SAVED: () => 'Changes saved!',
  ACCOUNT_UPDATED: () => 'Account details have been successfully updated.',
  CARD_COMBINED: () => 'Your card was successfully combined!',
  REQUEST_FAILED: () => 'There was an error with your request. Please try again later.',
  REWARD_CLAIM_FAILED: () => 'Could not complete this task. Please try again later.',
  /** Ours: a claim the points do not cover (the app offers Claim only when they do; this is the race). */
  REWARD_NOT_ENOUGH_POINTS: (params: { readonly remaining: number; readonly planName: string }) =>
    `You need ${params.remaining} more ${params.remaining === 1 ? 'point' : 'points'} to claim the ${params.planName}.`,
  /** Ours: removing a claimed reward an order has already used. */
  REWARD_ALREADY_USED: () => 'This reward has already been used on an order.',
  /** Ours: the rewards page's confirmation before removing a claimed reward. */
  REWARD_REMOVE_CONFIRM: (params: { readonly rewardName: string; readonly points: number | null }) =>
    params.points === null
      ? `Remove your expired ${params.rewardName}? Expired rewards do not give their points back.`
      : `Remove your ${params.rewardName}? Its ${params.points} points go back to your balance.`,
  /** Ours: after a claim and a removal. */
  REWARD_CLAIMED: (params: { readonly rewardName: string }) =>
    `Your ${params.rewardName} is waiting for you under My Rewards.`,
  REWARD_REMOVED: () => 'The reward has been removed.',
  FAVORITES_SAVE_FAILED: () => "We couldn't complete this request. Please try again later.",

  // Profile (docs/product/account.md#validation)
  FIRST_NAME_EMPTY: () => 'First Name cannot be empty',
  LAST_NAME_EMPTY: () => 'Last Name cannot be empty',
  FIRST_NAME_SPECIAL: () => 'Please remove special characters in first name.',
  LAST_NAME_SPECIAL: () => 'Please remove special characters in last name.',
  FIRST_NAME_TOO_LONG: ({ maxLength }: { maxLength: number }) =>
    `First Name can be at most ${maxLength} characters`,
  LAST_NAME_TOO_LONG: ({ maxLength }: { maxLength: number }) =>
    `Last Name can be at most ${maxLength} characters`,
  ADDRESS_EMPTY: () => 'Address cannot be empty',
  CITY_EMPTY: () => 'City cannot be empty',
  STATE_INVALID: () => 'Select a valid state', // ours
  ZIP_EMPTY: () => 'Zip cannot be empty',
  ZIP_NOT_NUMERIC: () => 'Zip must contain only digits.', // ours: the spec says numeric, no text
  /** Ours: all digits, but not five of them ('1234'). */
  ZIP_LENGTH: () => 'Zip must be 5 digits.',
  BIRTHDAY_EMPTY: () => 'Birthday cannot be empty',
  BIRTHDAY_INVALID: () => 'Select valid Birthday',
  BIRTHDAY_LOCKED: () => 'Contact the Fanatic Factory to update your birthday',

  // My Account (docs/product/account.md#validation)
  ACCOUNT_EMAIL_EMPTY: () => 'Email cannot be empty',
  ACCOUNT_EMAIL_INVALID: () => 'Invalid Email',
  ACCOUNT_PHONE_EMPTY: () => 'Phone cannot be empty',
  ACCOUNT_PHONE_INVALID: () => 'Please enter a valid phone number',
  ACCOUNT_PHONE_TEN_DIGITS: () => 'Phone number must be 10 digits.',

  // Change password (docs/product/account.md#validation)
  PASSWORD_EMPTY: () => 'Password cannot be empty',
  NEW_PASSWORD_EMPTY: () => 'New Password cannot be empty',
  PASSWORD_TOO_SHORT: () => 'Passwords must be at least 7 characters.',
  PASSWORD_SAME: () => 'New password cannot be the same as current password',
  PASSWORDS_DO_NOT_MATCH: () => 'Passwords do not match',

  // Cards (docs/product/account.md#screens, #validation)
  INVALID_CARD_NUMBER: (params: BrandParams) => `Invalid ${params.brand} Card Number`,
  NO_CARDS: () => 'No cards available!',
  SHOW_TO_BARISTA: () => 'Show this screen to the barista during checkout',
  /** Ours: removal is disabled while a balance remains; this says why. */
  CARD_REMOVE_HAS_BALANCE: () => 'A card can be removed only when its balance is $0.00.',
  /** Ours: 'Add Another Card' with a number that is already one of the member's cards. */
  CARD_ALREADY_ADDED: () => 'This card is already in your account.',
  /** Ours: after a card is removed. */
  CARD_REMOVED: () => 'Your card was removed.',
  /** Ours: after a card is made the default. */
  DEFAULT_CARD_SET: () => 'Your default card was updated.',
  /** Ours: combine needs two different cards of the member. */
  COMBINE_SAME_CARD: () => 'Please choose two different cards to combine.',
  /** Ours: combining a card whose balance is $0.00 would move nothing. */
  COMBINE_NOTHING_TO_MOVE: () => 'This card has no balance to combine.',
  /** Ours: the /scan sign-in promo for guests. */
  SCAN_SIGN_IN_PROMO: (params: BrandParams) =>
    `Sign in to pay with your ${params.brand} Card and collect rewards with every order.`,

  // Favorites (docs/product/account.md#validation)
  FAVORITE_STORES_LIMIT: () => 'You can only have 3 favorite stores, please remove one to add another!',
  /** Ours: adding a 6th product opens the picker with this prompt. */
  FAVORITE_PRODUCTS_LIMIT: () => 'You can have 5 favorite products. Choose the 5 to keep.',
  /** Ours: a favorite product that is not (or no longer) on the menu. */
  FAVORITE_PRODUCT_UNKNOWN: () => 'This product is not on the menu anymore.',
  /** Ours: a favorite store that does not exist, or the global online-ordering store. */
  FAVORITE_STORE_UNKNOWN: () => 'We could not find that store.',
  /** Ours: why a favorite store's ORDER button is disabled. */
  FAVORITE_STORE_NO_ONLINE_ORDERING: () => 'Online ordering is not available at this store.',

  // Store finder (docs/product/account.md#validation, #messages)
  STORE_SEARCH_EMPTY: () => '*Please enter the ZIP code or City.',
  STORE_SEARCH_BAD_ZIP: () => '*Please check the ZIP code again.',
  LOCATION_SERVICES_CHECK: () => 'Please check if location services is enabled',
  LOCATION_SERVICES_ENABLE: () => 'Please make sure location services are enabled',
  STORE_SEARCHING: () => 'Searching…',
  STORE_SEARCH_NO_RESULTS: (params: { readonly search?: string }) =>
    params.search ? `0 results for ${params.search}` : '0 results',

  // Product search (docs/product/account.md#screens, #messages)
  NO_RESULTS: () => 'No Results',

  // Orders (docs/product/account.md#screens, #how-things-change, #messages)
  LOADING_ORDER: () => 'Loading order...',
  PAST_ORDERS: () => 'Past Orders',
  NO_PAST_ORDERS: () => 'No orders to show yet.',
  NO_ACTIVE_ORDER: () => 'No orders in progress.',
  ACTIVE_ORDER_NOT_FOUND: (params: { readonly id: string }) =>
    `Woops! Something went wrong when we tried to find the active order. Active order id: ${params.id}`,
  /** Ours, after the active order's text ("order detail fails similarly"). */
  ORDER_NOT_FOUND: (params: { readonly id: string }) =>
    `Woops! Something went wrong when we tried to find the order. Order id: ${params.id}`,
  /** Ours: an order item without its product is a data error worth naming. */
  ORDER_ITEM_WITHOUT_PRODUCT: () => 'This order has an item without a product.',
  /** Ours: Order again left lines out ('X is no longer available at {store}'); `names` already joined. */
  ORDER_AGAIN_NO_LONGER_AVAILABLE: (params: {
    readonly names: string;
    readonly count: number;
    readonly store: string;
  }) => `${params.names} ${params.count === 1 ? 'is' : 'are'} no longer available at ${params.store}.`,
  /** Ours: Order again found nothing the store still sells; the cart is left as it was. */
  ORDER_AGAIN_NOTHING_AVAILABLE: (params: { readonly store: string }) =>
    `Nothing from this order is available at ${params.store} right now. Please choose a different store or order from the menu.`,
  /** Ours: Order again before a store is chosen opens the store picker with this. */
  ORDER_AGAIN_CHOOSE_STORE: () => 'Please choose a store to order again from.',
  /** Ours: the history's "Show more" failed. */
  ORDER_HISTORY_LOAD_FAILED: () => "We couldn't load your orders. Please try again.",

  // Help (docs/product/account.md#screens)
  HELP_PROMPT: () => 'Please tell us about the issue you are having!',
  HELP_FEEDBACK_CATEGORY: () => 'Online Ordering Help',
  /** Ours: the spec shows no validation for the help text. */
  HELP_FEEDBACK_EMPTY: () => 'Please tell us about the issue.',
  /** Ours. */
  HELP_FEEDBACK_TOO_LONG: (params: { readonly maxLength: number }) =>
    `Please keep it under ${params.maxLength} characters.`,
  /** Ours: after the help text is stored. */
  HELP_FEEDBACK_THANKS: () => 'Thank you! We received your message and will look into it.',

  // Member sign-in, sign-up and session (docs/product/account.md#how-things-change; the texts are
  // ours, the spec shows none)
  SIGN_IN_REQUIRED: () => 'Please sign in to continue.',
  SIGN_IN_FAILED: () => 'The email or password is not correct.',
  SIGN_IN_LOCKED: (params: { readonly minutes: number }) =>
    `Too many unsuccessful sign-in attempts. For your security, please wait ${params.minutes} ${params.minutes === 1 ? 'minute' : 'minutes'} before trying again.`,
  PASSWORD_TOO_LONG: (params: { readonly maxLength: number }) =>
    `Passwords must be at most ${params.maxLength} characters.`,
  /** Ours: the e-mail field's message, at sign-up and on My Account: what is wrong is the address. */
  SIGN_UP_EMAIL_TAKEN: () => 'This email address is already taken.',
  /** Ours: at sign-up, beside a link to sign in with it. */
  SIGN_UP_SIGN_IN_INSTEAD: () => 'Is this your email? Sign in instead:',
  CURRENT_PASSWORD_WRONG: () => 'Current password is not correct.',
  PASSWORD_MANAGED_ELSEWHERE: () =>
    'Your password is managed by your sign-in provider. Please change it there.',
  SIGN_IN_EXPIRED: () => 'This sign-in page has expired. Please go back to the app and sign in again.',

  // Checkout refusals the API makes (ours: the spec shows no text for these)
  /** Ours: a price, order or reorder asked for without a store the server knows. */

  // A cart the menu does not allow (ours: the app never builds one; another client may)

  // Requests refused before they run (ours)

  // The store board and the back office (ours: staff read these, customers never do)

  /** Ours: a text with a character no field can hold (U+0000). */
  UNSUPPORTED_CHARACTERS: () => 'Please remove unsupported characters and try again.',
  /** Ours: a member or an address sent one kind of request (orders, cards, feedback) too often. */
  TOO_MANY_REQUESTS: (params: { readonly seconds: number }) =>
    `You're doing that too often. Please wait ${params.seconds} ${params.seconds === 1 ? 'second' : 'seconds'} and try again.`,
} as const;

export type MessageCode = keyof typeof messages;

/** The parameters a message takes (an empty tuple for fixed texts). */
export type MessageArgs<C extends MessageCode> = Parameters<(typeof messages)[C]>;

/** The text of a message by code, for callers holding a code (e.g. from an API error). */
export function formatMessage<C extends MessageCode>(code: C, ...args: MessageArgs<C>): string {
  const template = messages[code] as (...params: MessageArgs<C>) => string;
  return template(...args);
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(messages, code);
}
