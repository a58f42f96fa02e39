import { describe, expect, it } from 'vitest';
import { isValidPickupSlot, pickupSlots } from '../src/orders/pickup-slots.ts';
import type { WeeklyHours } from '../src/store-hours/store-hours.ts';

const sixToNine: WeeklyHours = {
  sunOpen: '0600',
  sunClose: '2100',
  monThruThursOpen: '0600',
  monThruThursClose: '2100',
  friOpen: '0600',
  friClose: '2100',
  satOpen: '0600',
  satClose: '2100',
};
const allDay: WeeklyHours = {
  sunOpen: '0',
  sunClose: '2400',
  monThruThursOpen: '0',
  monThruThursClose: '2400',
  friOpen: '0',
  friClose: '2400',
  satOpen: '0',
  satClose: '2400',
};

describe('pickupSlots', () => {
  it('starts at the first quarter hour after the make time and ends at closing, in store time', () => {
    // 2:03 PM in Phoenix (UTC-7, no daylight saving).
    const now = new Date('2026-11-21T21:03:00Z');
    const slots = pickupSlots(sixToNine, 'America/Phoenix', now);
    expect(slots[0]?.label).toBe('2:15 PM');
    expect(slots[0]?.time.toISOString()).toBe('2026-11-21T21:15:00.000Z');
    expect(slots.at(-1)?.label).toBe('8:45 PM');
    expect(slots).toHaveLength(27);
  });

  it('pushes the first slot past the make time when the next quarter is too close', () => {
    const now = new Date('2026-11-21T21:08:00Z'); // 2:08 PM: 2:15 is only 7 minutes away
    expect(pickupSlots(sixToNine, 'America/Phoenix', now)[0]?.label).toBe('2:30 PM');
  });

  it('offers nothing once the store has closed for the day, and nothing before it opens tomorrow', () => {
    expect(pickupSlots(sixToNine, 'America/Phoenix', new Date('2026-11-22T04:30:00Z'))).toEqual([]); // 9:30 PM
  });

  it('stays within today in the store time zone for a 24-hour store', () => {
    const now = new Date('2026-11-22T07:40:00Z'); // 11:40 PM in Los Angeles
    expect(pickupSlots(allDay, 'America/Los_Angeles', now).map((s) => s.label)).toEqual([]);
    const evening = new Date('2026-11-22T06:40:00Z'); // 10:40 PM
    expect(pickupSlots(allDay, 'America/Los_Angeles', evening).map((s) => s.label)).toEqual([
      '11:00 PM',
      '11:15 PM',
      '11:30 PM',
      '11:45 PM',
    ]);
  });

  it('accepts exactly the offered slots', () => {
    const now = new Date('2026-11-21T21:03:00Z');
    expect(isValidPickupSlot(sixToNine, 'America/Phoenix', now, new Date('2026-11-21T21:15:00Z'))).toBe(true);
    expect(isValidPickupSlot(sixToNine, 'America/Phoenix', now, new Date('2026-11-21T21:20:00Z'))).toBe(
      false,
    );
    expect(isValidPickupSlot(sixToNine, 'America/Phoenix', now, new Date('2026-11-22T05:00:00Z'))).toBe(
      false,
    );
  });
});
