// The checkout's reduced view (OPEN, CLOSING_SOON, CLOSED) of the status the server computed on its
// clock; an unknown or missing status reads CLOSED, so nothing is ordered from a store in doubt.
import {
  getCheckoutStoreStatus,
  STORE_STATUSES,
  type CheckoutStoreStatus,
} from '@brewline/domain/store-hours/store-hours';

export function checkoutStatusOf(store: { readonly status: string } | null | undefined): CheckoutStoreStatus {
  return getCheckoutStoreStatus(STORE_STATUSES.find((known) => known === store?.status) ?? 'CLOSED');
}
