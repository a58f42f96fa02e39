// Scheduled pickup: besides 'as soon as possible' a customer may pick a time today, in 15-minute
// slots, inside the store's hours, at least the make time ahead. Times are instants; the labels are
// the store's wall-clock time, because that is where the customer will stand.
import { getStoreStatus, type StoreHours } from '../store-hours/store-hours.ts';
import { sameCivilDate, localParts } from '../lib/zoned-time.ts';

export const PICKUP_SLOT_MINUTES = 15;
/** How long a barista needs before the earliest slot. */
export const DEFAULT_MAKE_MINUTES = 10;

export interface PickupSlot {
  time: Date;
  /** '2:15 PM' in the store's time zone. */
  label: string;
}

const MINUTE = 60_000;

function isOpenAt(hours: StoreHours, timeZone: string, at: Date): boolean {
  const status = getStoreStatus(hours, timeZone, at);
  return status === 'OPEN' || status === 'CLOSING_SOON';
}

/** The slots left today at the store, earliest first. */
export function pickupSlots(
  hours: StoreHours,
  timeZone: string,
  now: Date,
  makeMinutes = DEFAULT_MAKE_MINUTES,
): PickupSlot[] {
  const slotMs = PICKUP_SLOT_MINUTES * MINUTE;
  const earliest = now.getTime() + makeMinutes * MINUTE;
  const today = localParts(now, timeZone);
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const slots: PickupSlot[] = [];
  // Slots sit on quarter hours of real time, which are quarter hours in every US time zone.
  for (let t = Math.ceil(earliest / slotMs) * slotMs; slots.length < 96; t += slotMs) {
    const time = new Date(t);
    if (!sameCivilDate(localParts(time, timeZone), today)) break;
    if (isOpenAt(hours, timeZone, time)) slots.push({ time, label: format.format(time) });
  }
  return slots;
}

/** Whether a requested pickup time is one of today's slots. */
export function isValidPickupSlot(
  hours: StoreHours,
  timeZone: string,
  now: Date,
  requested: Date,
  makeMinutes = DEFAULT_MAKE_MINUTES,
): boolean {
  return pickupSlots(hours, timeZone, now, makeMinutes).some(
    (slot) => slot.time.getTime() === requested.getTime(),
  );
}
