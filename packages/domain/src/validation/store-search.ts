// The store finder's search box (docs/product/account.md#validation): empty is refused, five digits
// search by ZIP, other all-digit input is a mistyped ZIP, anything else searches by city.
import { messages } from '../messages/messages.ts';
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';

export const ZIP_LENGTH = 5;

export type StoreSearch =
  { readonly kind: 'zip'; readonly zip: string } | { readonly kind: 'city'; readonly city: string };

export function parseStoreSearch(input: string): Result<StoreSearch, 'SEARCH_EMPTY' | 'SEARCH_BAD_ZIP'> {
  const text = input.trim();
  if (text === '') return err('SEARCH_EMPTY', messages.STORE_SEARCH_EMPTY());
  if (/^\d+$/.test(text)) {
    return text.length === ZIP_LENGTH
      ? ok({ kind: 'zip', zip: text })
      : err('SEARCH_BAD_ZIP', messages.STORE_SEARCH_BAD_ZIP());
  }
  return ok({ kind: 'city', city: text.replace(/\s+/g, ' ') });
}

/** Browser geolocation settings for "use my location" (docs/product/account.md#constants). */
export const GEOLOCATION_OPTIONS = { timeout: 1000, maximumAge: 10_000, enableHighAccuracy: true } as const;

/** The finder's list: the selected store first, the rest in the order the search returned them. */
export function selectedStoreFirst<S extends { readonly storeId: number }>(
  stores: readonly S[],
  selectedStoreId: number | null | undefined,
): S[] {
  const selected = stores.filter((store) => store.storeId === selectedStoreId);
  return [...selected, ...stores.filter((store) => store.storeId !== selectedStoreId)];
}

/** GeolocationPositionError.PERMISSION_DENIED: the one failure only the customer can fix. */
export const GEOLOCATION_PERMISSION_DENIED = 1;

/**
 * The finder's message when the device gives no position: a refusal asks the customer to turn
 * location services on; no position in time, or no location support at all, asks them to check.
 */
export function locationErrorMessage(code: number | null): string {
  return code === GEOLOCATION_PERMISSION_DENIED
    ? messages.LOCATION_SERVICES_ENABLE()
    : messages.LOCATION_SERVICES_CHECK();
}
