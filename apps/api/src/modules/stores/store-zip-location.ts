// Where a new store is, from its ZIP code: the city, state and position the `zipcodes` data gives
// (store-finder-geodata.ts, the finder's own data, so a store is found from the ZIP it was created
// with), and the time zone at that position from `@photostructure/tz-lookup`. The time zone is a
// suggestion the back office shows for the admin to confirm: near a zone's border the lookup can be
// wrong, and the admin knows which clock the store keeps.
import tzLookup from '@photostructure/tz-lookup';
import { isKnownTimeZone } from '@brewline/domain/lib/zoned-time';
import { zipPlace } from './store-finder-geodata.ts';

export interface ZipLocation {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** An IANA name, e.g. America/Phoenix; null where the lookup knows none. */
  timeZone: string | null;
}

export async function zipLocation(zip: string): Promise<ZipLocation | null> {
  const place = await zipPlace(zip.trim());
  if (!place) return null;
  const zone = tzLookup(place.latitude, place.longitude);
  return { ...place, timeZone: isKnownTimeZone(zone) ? zone : null };
}
