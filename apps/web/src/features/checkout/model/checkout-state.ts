// What the checkout remembers between its steps (docs/product/ordering.md#checkout-state), kept in
// session storage so a reload on any step keeps what the customer typed and chose.
import { PICKUP_METHODS, type PickupMethod } from '@brewline/domain/store-hours/pickup';

export type PaymentType = 'STRIPE' | 'GIFT_CARD';

/** The payment intent made for this checkout: reused for a retry after a declined card. */
export interface StoredPaymentIntent {
  readonly id: string;
  readonly paymentIntentId: string;
  readonly clientSecret: string;
  readonly amount: number;
  /** The cart, store and total it was made for; anything else needs a new intent. */
  readonly key: string;
  /** Confirmed with a card: a retry only sends the order again, never charges again. */
  readonly succeeded: boolean;
}

export interface CheckoutState {
  readonly guestName: string;
  readonly guestEmail: string;
  /** Ten digits, no mask. */
  readonly guestPhone: string;
  /** Which pickup-details fields the customer has left, so messages show only after a touch. */
  readonly touched: { readonly firstName: boolean; readonly email: boolean; readonly phone: boolean };
  readonly pickupLocation: PickupMethod | null;
  readonly carMake: string;
  readonly carModel: string;
  readonly carColor: string;
  /** The model year as typed; optional (docs/product/ordering.md#records's car.year). */
  readonly carYear: string;
  readonly isScheduled: boolean;
  /** ISO instant of the chosen slot; null for as soon as possible. */
  readonly time: string | null;
  /** The slot's label in the store's time zone ('2:15 PM'), for the Order Info block. */
  readonly timeLabel: string | null;
  readonly paymentType: PaymentType;
  /** The pickup details were checked and accepted (the profile step); changing one clears it. */
  readonly contactDone: boolean;
  /** The pickup step was completed, for this store; a new method or vehicle clears it. */
  readonly pickupDone: boolean;
  readonly pickupStoreId: number | null;
  /** The order total in cents as last priced. */
  readonly total: number;
  readonly paymentIntent: StoredPaymentIntent | null;
  /**
   * The Brewline Cards picked to pay with (spec: giftCardPayments), in the order picked. What each
   * pays, and the balance due, follow from the cards' balances and the total (domain brewline-cards).
   */
  readonly selectedCardNumbers: readonly string[];
  /** A claimed free-drink reward chosen for this order; null for none. */
  readonly claimedRewardId: string | null;
}

export const INITIAL_CHECKOUT_STATE: CheckoutState = {
  guestName: '',
  guestEmail: '',
  guestPhone: '',
  touched: { firstName: false, email: false, phone: false },
  pickupLocation: null,
  carMake: '',
  carModel: '',
  carColor: '',
  carYear: '',
  isScheduled: false,
  time: null,
  timeLabel: null,
  paymentType: 'STRIPE',
  contactDone: false,
  pickupDone: false,
  pickupStoreId: null,
  total: 0,
  paymentIntent: null,
  selectedCardNumbers: [],
  claimedRewardId: null,
};

const CONTACT_FIELDS = ['guestName', 'guestEmail', 'guestPhone'] as const;
const PICKUP_FIELDS = ['pickupLocation', 'carMake', 'carModel', 'carColor', 'carYear'] as const;

/**
 * `current` with `patch` applied. A patch that changes pickup details or the pickup (method, vehicle)
 * clears the step's done flag, unless it sets the flag itself: the step guard trusts the flags
 * (checkout-progress.ts), so only a step that has checked the fields may set them.
 */
export function applyCheckoutPatch(current: CheckoutState, patch: Partial<CheckoutState>): CheckoutState {
  const next = { ...current, ...patch };
  const changed = (field: keyof CheckoutState) => field in patch && patch[field] !== current[field];
  return {
    ...next,
    contactDone:
      'contactDone' in patch ? next.contactDone : next.contactDone && !CONTACT_FIELDS.some(changed),
    pickupDone: 'pickupDone' in patch ? next.pickupDone : next.pickupDone && !PICKUP_FIELDS.some(changed),
  };
}

const STORAGE_KEY = 'brewline.checkout';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function readIntent(value: unknown): StoredPaymentIntent | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const fields = [v['id'], v['paymentIntentId'], v['clientSecret'], v['key']];
  if (!fields.every((field) => typeof field === 'string') || typeof v['amount'] !== 'number') return null;
  return {
    id: str(v['id']),
    paymentIntentId: str(v['paymentIntentId']),
    clientSecret: str(v['clientSecret']),
    amount: v['amount'],
    key: str(v['key']),
    succeeded: v['succeeded'] === true,
  };
}

/** Reads stored state field by field: anything damaged or from an older version falls back. */
export function parseCheckoutState(value: unknown): CheckoutState {
  if (typeof value !== 'object' || value === null) return INITIAL_CHECKOUT_STATE;
  const v = value as Record<string, unknown>;
  const touched = (typeof v['touched'] === 'object' && v['touched'] !== null ? v['touched'] : {}) as Record<
    string,
    unknown
  >;
  const method = PICKUP_METHODS.find((m) => m === v['pickupLocation']) ?? null;
  return {
    guestName: str(v['guestName']),
    guestEmail: str(v['guestEmail']),
    guestPhone: str(v['guestPhone']),
    touched: {
      firstName: touched['firstName'] === true,
      email: touched['email'] === true,
      phone: touched['phone'] === true,
    },
    pickupLocation: method,
    carMake: str(v['carMake']),
    carModel: str(v['carModel']),
    carColor: str(v['carColor']),
    carYear: str(v['carYear']),
    isScheduled: v['isScheduled'] === true,
    time: strOrNull(v['time']),
    timeLabel: strOrNull(v['timeLabel']),
    paymentType: v['paymentType'] === 'GIFT_CARD' ? 'GIFT_CARD' : 'STRIPE',
    contactDone: v['contactDone'] === true,
    pickupDone: v['pickupDone'] === true,
    pickupStoreId: typeof v['pickupStoreId'] === 'number' ? v['pickupStoreId'] : null,
    total: typeof v['total'] === 'number' && Number.isSafeInteger(v['total']) ? v['total'] : 0,
    paymentIntent: readIntent(v['paymentIntent']),
    selectedCardNumbers: Array.isArray(v['selectedCardNumbers'])
      ? v['selectedCardNumbers'].filter((n): n is string => typeof n === 'string')
      : [],
    claimedRewardId: strOrNull(v['claimedRewardId']),
  };
}

export function readCheckoutState(): CheckoutState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw === null ? INITIAL_CHECKOUT_STATE : parseCheckoutState(JSON.parse(raw));
  } catch {
    return INITIAL_CHECKOUT_STATE;
  }
}

export function writeCheckoutState(state: CheckoutState): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage refused: the checkout still works until the tab reloads.
  }
}
