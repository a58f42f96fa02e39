import { describe, expect, it } from 'vitest';
import { formatClockTime, formatLongDate, formatOrderPlacedAt } from '../src/orders/order-dates.ts';
import { readStoreClock } from '../src/store-hours/store-clock.ts';
import { storeClockOf } from '../src/store-hours/store-clock-writing.ts';

describe("a time on the store's clock", () => {
  const at = new Date('2026-05-01T13:05:00Z');

  it("writes the instant in the store's offset at that instant, summer and winter", () => {
    expect(storeClockOf(at, 'America/Denver')).toBe('2026-05-01T07:05:00-06:00');
    expect(storeClockOf(new Date('2026-12-01T13:05:00Z'), 'America/Denver')).toBe(
      '2026-12-01T06:05:00-07:00',
    );
    expect(storeClockOf(at, 'America/Phoenix')).toBe('2026-05-01T06:05:00-07:00');
    expect(storeClockOf(at, 'UTC')).toBe('2026-05-01T13:05:00Z');
  });

  it('names the same instant', () => {
    const written = storeClockOf(new Date('2026-05-02T03:30:45Z'), 'America/Los_Angeles');
    expect(new Date(written).toISOString()).toBe('2026-05-02T03:30:45.000Z');
  });

  it('reads back the wall clock it was written with, whatever the zone of the reader', () => {
    const clock = readStoreClock('2026-03-08T02:30:00-05:00');
    expect([
      clock.getFullYear(),
      clock.getMonth(),
      clock.getDate(),
      clock.getHours(),
      clock.getMinutes(),
    ]).toEqual([2026, 2, 8, 2, 30]);
  });

  it('refuses a time without its offset, or no time at all', () => {
    expect(() => readStoreClock('2026-05-01T07:05:00')).toThrow(RangeError);
    expect(() => readStoreClock('yesterday')).toThrow(RangeError);
  });
});

describe('order dates', () => {
  it("reads 'M/d/yy at h:mm a' on the store's clock", () => {
    const at = new Date('2026-05-01T13:05:00Z');
    expect(formatOrderPlacedAt(storeClockOf(at, 'America/Denver'))).toBe('5/1/26 at 7:05 AM');
    expect(formatOrderPlacedAt(storeClockOf(at, 'America/New_York'))).toBe('5/1/26 at 9:05 AM');
    expect(formatOrderPlacedAt(storeClockOf(new Date('2026-05-02T03:30:00Z'), 'America/Los_Angeles'))).toBe(
      '5/1/26 at 8:30 PM',
    );
  });

  it("reads 'MMMM d, yyyy' on the store's clock", () => {
    expect(formatLongDate(storeClockOf(new Date('2026-05-01T13:05:00Z'), 'America/Chicago'))).toBe(
      'May 1, 2026',
    );
    expect(formatLongDate(storeClockOf(new Date('2026-05-01T03:00:00Z'), 'America/Phoenix'))).toBe(
      'April 30, 2026',
    );
  });

  it("reads a scheduled pickup as 'h:mm a'", () => {
    expect(formatClockTime(storeClockOf(new Date('2026-05-01T19:45:00Z'), 'America/Denver'))).toBe('1:45 PM');
  });
});
