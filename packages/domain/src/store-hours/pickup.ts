// Which pickup methods a store offers right now and how the checkout's pickup step behaves
// (docs/product/ordering.md#checkout, #pickup-methods).
import type { StoreStatus } from './store-hours.ts';

/** The chain-wide placeholder store a new visitor starts on; it cannot take orders. */
export const GLOBAL_STORE_ID = 995;

export type PickupMethod = 'IN_STORE' | 'DRIVE_THRU' | 'PARKING_LOT';
export const PICKUP_METHODS: readonly PickupMethod[] = ['IN_STORE', 'DRIVE_THRU', 'PARKING_LOT'];

/** Terminal kinds: the counter terminal serves in-store and parking-lot orders. */
export const IN_STORE_TERMINAL_ID = 2;
export const DRIVE_THRU_TERMINAL_ID = 3;
/** The only terminal status that means a barista's screen is live and will receive the order. */
export const TERMINAL_CONNECTED = 'CONNECTED';

export interface Terminal {
  readonly termId: number;
  readonly status: string;
}

export interface PickupStore {
  readonly storeId: number;
  readonly inStorePickup: boolean;
  readonly driveThruPickup: boolean;
  readonly parkingLotPickup: boolean;
  readonly terminals: readonly Terminal[];
  /** Online ordering switched on for the store; missing counts as on. */
  readonly oLOEnabled?: boolean | null;
}

export function isTerminalConnected(terminals: readonly Terminal[], termId: number): boolean {
  return terminals.some((terminal) => terminal.termId === termId && terminal.status === TERMINAL_CONNECTED);
}

/** The terminal that receives orders of a method. */
export function terminalForMethod(method: PickupMethod): number {
  return method === 'DRIVE_THRU' ? DRIVE_THRU_TERMINAL_ID : IN_STORE_TERMINAL_ID;
}

/**
 * The methods a store offers now, in the order IN_STORE, DRIVE_THRU, PARKING_LOT. None unless the
 * store is OPEN with online ordering on; then in-store needs its flag and terminal 2 connected,
 * drive-thru its flag and terminal 3 connected, parking lot its flag and drive-thru being offered.
 */
export function availablePickupMethods(store: PickupStore, status: StoreStatus): PickupMethod[] {
  if (status !== 'OPEN' || store.oLOEnabled === false) return [];
  const inStore = store.inStorePickup && isTerminalConnected(store.terminals, IN_STORE_TERMINAL_ID);
  const driveThru = store.driveThruPickup && isTerminalConnected(store.terminals, DRIVE_THRU_TERMINAL_ID);
  const parkingLot = store.parkingLotPickup && driveThru;
  const methods: PickupMethod[] = [];
  if (inStore) methods.push('IN_STORE');
  if (driveThru) methods.push('DRIVE_THRU');
  if (parkingLot) methods.push('PARKING_LOT');
  return methods;
}

/** Whether the store takes an order for this method now. */
export function isAcceptingOrders(store: PickupStore, status: StoreStatus, method: PickupMethod): boolean {
  return availablePickupMethods(store, status).includes(method);
}

/** Drive-thru if offered, else parking lot, else in store; null when nothing is offered. */
export function defaultPickupMethod(methods: readonly PickupMethod[]): PickupMethod | null {
  for (const method of ['DRIVE_THRU', 'PARKING_LOT', 'IN_STORE'] as const) {
    if (methods.includes(method)) return method;
  }
  return null;
}

/**
 * The customer must pick another store when none is chosen, the chosen one offers no pickup
 * method now (unavailable), or it is the global store 995.
 */
export function isStoreChangeRequired(
  store: Pick<PickupStore, 'storeId'> | null | undefined,
  methods: readonly PickupMethod[],
): boolean {
  return !store || store.storeId === GLOBAL_STORE_ID || methods.length === 0;
}

/** One method and no store change needed: nothing to choose, so the step is skipped. */
export function shouldSkipPickupStep(
  methods: readonly PickupMethod[],
  storeChangeRequired: boolean,
): boolean {
  return methods.length === 1 && !storeChangeRequired;
}

/** Only an OPEN store lets the pickup step continue. */
export function canProceedFromPickupStep(status: StoreStatus): boolean {
  return status === 'OPEN';
}

/**
 * The payment step accepts every status except CLOSED and CLOSING_SOON. It is given the checkout's
 * reduced status (getCheckoutStoreStatus), where everything but OPEN and CLOSING_SOON reads CLOSED,
 * so in practice only an OPEN store takes payment.
 */
export function canProceedAtPaymentStep(status: StoreStatus): boolean {
  return status !== 'CLOSED' && status !== 'CLOSING_SOON';
}

/** Choosing parking lot reveals the vehicle form. */
export function needsVehicle(method: PickupMethod | null | undefined): boolean {
  return method === 'PARKING_LOT';
}

/** Where Continue on the pickup step leads: payment options when the profile has saved cards. */
export function nextStepAfterPickup(savedCardCount: number): 'payment-options' | 'payment' {
  return savedCardCount > 0 ? 'payment-options' : 'payment';
}

export interface ContactKnown {
  readonly name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
}

/** The profile (pickup details) step may be skipped when name, email and phone are all known. */
export function canSkipProfileStep(profile: ContactKnown | null | undefined): boolean {
  const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';
  return !!profile && filled(profile.name) && filled(profile.email) && filled(profile.phone);
}

/**
 * Adding to the cart opens the store selector instead when no store is chosen, the chosen store is
 * the global one, online ordering is off there, or it is not OPEN.
 */
export function needsStoreSelection(
  store: Pick<PickupStore, 'storeId' | 'oLOEnabled'> | null | undefined,
  status: StoreStatus | null | undefined,
): boolean {
  return !store || store.storeId === GLOBAL_STORE_ID || store.oLOEnabled === false || status !== 'OPEN';
}

const PICKUP_METHOD_LABELS: Readonly<Record<PickupMethod, string>> = {
  IN_STORE: 'In Store',
  DRIVE_THRU: 'Drive-Thru',
  PARKING_LOT: 'Parking Lot',
};

/** How a pickup method reads to customers and baristas (ours: the spec names the values only). */
export function pickupMethodLabel(method: string): string {
  return PICKUP_METHOD_LABELS[method as PickupMethod] ?? method;
}

export function isPickupMethod(value: string | null | undefined): value is PickupMethod {
  return PICKUP_METHODS.some((method) => method === value);
}

/** A stored pickup method read back: orders are written only with checked methods, so another is a damaged row. */
export function storedPickupMethod(value: string): PickupMethod {
  if (!isPickupMethod(value))
    throw new Error(`Stored pickup method ${JSON.stringify(value)} is not one of PICKUP_METHODS`);
  return value;
}

/** What a store terminal can be: its board's live connection is open, or it is not. */
export const TERMINAL_STATUSES = ['CONNECTED', 'DISCONNECTED'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

/** A stored terminal status; anything but CONNECTED reads as DISCONNECTED (no order goes to it). */
export function storedTerminalStatus(value: string): TerminalStatus {
  return value === TERMINAL_CONNECTED ? 'CONNECTED' : 'DISCONNECTED';
}
