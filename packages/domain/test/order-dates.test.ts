import { describe, expect, it } from 'vitest';
import { formatLongDate, formatOrderPlacedAt } from '../src/order-dates.ts';

describe('order dates', () => {
  const at = new Date('2026-05-01T13:05:00Z');

  it("reads 'M/d/yy at h:mm a' in the store's zone", () => {
    expect(formatOrderPlacedAt(at, 'America/Denver')).toBe('5/1/26 at 7:05 AM');
    expect(formatOrderPlacedAt(at, 'America/New_York')).toBe('5/1/26 at 9:05 AM');
    expect(formatOrderPlacedAt(new Date('2026-05-02T03:30:00Z'), 'America/Los_Angeles')).toBe(
      '5/1/26 at 8:30 PM',
    );
  });

  it("reads 'MMMM d, yyyy' in the zone", () => {
    expect(formatLongDate(at, 'America/Chicago')).toBe('May 1, 2026');
    expect(formatLongDate(new Date('2026-05-01T03:00:00Z'), 'America/Phoenix')).toBe('April 30, 2026');
  });
});
