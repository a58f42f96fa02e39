// The device's position for "use my location", with the spec's settings
// (docs/product/account.md#constants: timeout 1000 ms, maximum age 10000 ms, high accuracy). A
// failure keeps the browser's code for the right message.
import type { GeoPoint } from '@brewline/domain/store-hours/geo-distance';
import { GEOLOCATION_OPTIONS } from '@brewline/domain/validation/store-search';

export type PositionAnswer =
  | { readonly ok: true; readonly point: GeoPoint }
  /** GeolocationPositionError's code, or null where the browser has no geolocation at all. */
  | { readonly ok: false; readonly code: number | null };

export function currentPosition(): Promise<PositionAnswer> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return Promise.resolve({ ok: false, code: null });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      (error) => resolve({ ok: false, code: error.code }),
      GEOLOCATION_OPTIONS,
    );
  });
}
