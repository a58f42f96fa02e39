// What the server says when it refuses a request, for the refusals the apps never word themselves:
// the API throws a Refusal with one of these texts (refusal.ts), and the apps show the message the
// answer carries. Kept apart from messages.ts, which the customer app bundles, so that these texts
// (many of them read only by staff on the board or in the back office) cost its pages nothing.
export const refusalMessages = {
  SELECT_STORE: () => 'Please select a store.',
  /** Ours: the cart's prices changed between pricing and sending. */
  PRICES_CHANGED: () => 'The prices in your cart have changed. Please review your order.',
  /** Ours. */
  PAYMENT_USD_ONLY: () => 'Payments are taken in US dollars only.',
  /** Ours: a pickup time that is not one of the slots offered. */
  PICKUP_TIME_NOT_OFFERED: () => 'Please choose one of the pickup times offered.',
  /** Ours: an order refused after its card payment was taken; the payment was given back. */
  PAYMENT_REFUNDED: (params: { readonly reason: string }) =>
    `${params.reason} Your payment has been refunded.`,
  /** Ours: a live status asked for an order that is not the customer's (or does not exist). */
  ORDER_NOT_FOUND_LIVE: () => 'We could not find this order.',
  /** Ours: Order again with an order that is not in the member's history. */
  ORDER_NOT_IN_HISTORY: () => 'We could not find that order in your history.',
  /** Ours: a history page size out of range (the app asks for a fixed size). */
  ORDER_HISTORY_PAGE_SIZE: (params: { readonly max: number }) =>
    `Ask for 1 to ${params.max} orders at a time.`,
  /** Ours: a "Show more" cursor the server cannot read. */
  ORDER_HISTORY_CHANGED: () => 'Your order list changed. Please reload it.',
  CART_QUANTITY_RANGE: (params: { readonly what: string; readonly max: number }) =>
    `The quantity of ${params.what} must be a whole number from 1 to ${params.max}.`,
  CART_OPTION_UNKNOWN: (params: { readonly product: string; readonly modifierId: string | number }) =>
    `${params.product} cannot be made with option ${params.modifierId}.`,
  CART_ONE_CHOICE: (params: { readonly product: string; readonly group: string | undefined }) =>
    `${params.product} takes only one choice of ${params.group}.`,
  CART_TOO_MANY_LINES: (params: { readonly max: number }) => `A cart holds at most ${params.max} lines.`,
  CART_LINE_IDS_UNIQUE: () => 'Each cart line needs its own id.',
  CART_SIZE_UNKNOWN: (params: { readonly product: string; readonly sizeId: string | number }) =>
    `${params.product} does not come in size ${params.sizeId}.`,
  CART_SIZE_NOT_ONLINE: (params: { readonly product: string; readonly size: string }) =>
    `${params.product} is not offered in the ${params.size} size online.`,
  CART_VERSION_UNKNOWN: (params: {
    readonly product: string;
    readonly versionId: string | number | null | undefined;
  }) => `${params.product} has no version ${params.versionId}.`,
  REQUEST_NOT_GRAPHQL: () => 'The request is not a GraphQL document.',
  REQUEST_TOO_NESTED: (params: { readonly max: number }) =>
    `A request may nest at most ${params.max} levels.`,
  REQUEST_TOO_COSTLY: () =>
    'This request asks for too much at once. Please ask for fewer fields or fewer items.',
  SERVER_BUSY: () => 'We are busy right now. Please try again in a moment.',
  BOARD_NOT_PAIRED: () => 'This screen is not paired with a store, or its pairing was revoked.',
  BOARD_PRODUCT_UNKNOWN: () => 'No such product on the menu.',
  ORDER_NOT_AT_STORE: () => 'This order is not at your store.',
  ORDER_TRANSITION_REFUSED: (params: { readonly from: string; readonly to: string }) =>
    `This order cannot go from ${params.from} to ${params.to}.`,
  BOARD_STATUS_CHOICES: () => 'Orders move to Received, Ready or Complete.',
  EDIT_CONFLICT: (params: { readonly what: string }) =>
    `Someone else saved this ${params.what} while you were editing it. Their version is shown beside yours; nothing was saved.`,
  STAFF_ROLE_REFUSED: () => 'Your role does not allow this.',
  STAFF_OTHER_STORE: () => 'You do not manage this store.',
  STORE_UNKNOWN: (params: { readonly storeId: string | number }) => `There is no store ${params.storeId}.`,
  TERMINAL_CHOICE: () => 'Choose the counter terminal (2) or the drive-thru terminal (3).',
  TERMINAL_NO_DRIVE_THRU: (params: { readonly store: string }) =>
    `${params.store} has no drive-thru, so it has no drive-thru terminal.`,
  TERMINAL_CREDENTIAL_UNKNOWN: (params: {
    readonly storeId: string | number;
    readonly credentialId: string | number;
  }) => `Store ${params.storeId} has no credential ${params.credentialId}.`,
  REWARD_PLAN_UNKNOWN: () => 'No reward plan with this id.',
  REWARD_PLAN_NAME_TAKEN: () => 'Another plan has this name.',
  MENU_CHANGE_REFUSED: () => 'The menu change was refused.',
  MENU_DRAFT_VERSION_REQUIRED: () => 'Name the version you edited (expectedVersion).',
  MENU_DRAFT_PRODUCT_UNKNOWN: (params: { readonly id: string | number }) =>
    `There is no product ${params.id} in the draft.`,
  MENU_DRAFT_GROUP_UNKNOWN: (params: { readonly id: string | number }) =>
    `There is no group ${params.id} in the draft.`,
  MENU_DRAFT_GROUP_HOLDS_GROUPS: (params: { readonly group: string }) =>
    `${params.group} still holds groups: move or remove them first.`,
  MENU_DRAFT_GROUP_HOLDS_PRODUCTS: (params: { readonly group: string }) =>
    `${params.group} still lists products: move them to another group first.`,
  MENU_DRAFT_OPTION_UNKNOWN: (params: { readonly what: string; readonly id: string | number }) =>
    `There is no ${params.what} ${params.id} in the draft.`,
  /** A size, modifier group or scale removed while products still offer it (named, the first two). */
  MENU_DRAFT_OPTION_OFFERED: (params: {
    readonly name: string;
    readonly products: string;
    readonly count: number;
    /** For a modifier group: the products that choose one of its modifiers at first, if any. */
    readonly chosenAtFirstFor?: string;
  }) =>
    `${params.name} is still offered by ${params.products}` +
    (params.chosenAtFirstFor
      ? ` (one of its modifiers is chosen at first for ${params.chosenAtFirstFor})`
      : '') +
    `: untick it in ${params.count === 1 ? 'that product' : 'those products'} before removing it.`,
  MENU_DRAFT_GROUPS_ORDER: () => 'Name every group at this level once, in the new order.',
  MENU_DRAFT_PRODUCTS_ORDER: () => 'Name every product of the group once, in the new order.',
  MEMBER_SEARCH_TOO_LONG: (params: { readonly maxLength: number }) =>
    `Search with at most ${params.maxLength} characters.`,
  MEMBER_UNKNOWN: () => 'No member with this id.',
  AUDIT_INSTANT_INVALID: (params: { readonly name: string }) =>
    `"${params.name}" must be an instant such as 2026-11-24T00:00:00Z.`,
  AUDIT_PAGE_SIZE: (params: { readonly max: number }) =>
    `Ask for between 1 and ${params.max} entries a page.`,
  RANGE_END_NOT_AFTER_START: () => 'The end is not after the start.',
  REPORT_ROWS_RANGE: (params: { readonly max: number }) => `Ask for between 1 and ${params.max} rows.`,
  REPORT_FUNNEL_CHAIN_ONLY: () => 'The funnel covers the whole chain; ask a chain admin.',
  REPORT_STORES_REQUIRED: () => 'Choose at least one store.',
  ADMIN_ORDER_NOT_FOUND: () => 'No order with this number, or not one of your stores.',
  ADMIN_DATE_INVALID: (params: { readonly name: string }) =>
    `${params.name} date must be a date like 2026-11-24.`,
  ADMIN_DATE_RANGE: () => 'The From date must be on or before the To date.',
  ADMIN_CARD_LAST_FOUR: () => 'Enter the last four digits of the card.',
  ADMIN_ORDER_PAGE_SIZE: (params: { readonly max: number }) => `Ask for 1 to ${params.max} orders a page.`,
  ADMIN_PAGE_RANGE: (params: { readonly max: number }) => `Ask for a page from 0 to ${params.max}.`,
  REFUND_NOT_ALLOWED: () => 'This order cannot be refunded.',
  REFUND_ALREADY_FULL: () => 'This order has already been refunded in full.',
  REFUND_KEY_TOO_LONG: () => 'The request key is too long.',
  REFUND_KEY_REUSED: () => 'This request key was already used for another refund.',
} as const;
