import { describe, expect, it } from 'vitest';
import { formatHoursValue, weeklyHoursRows } from '../src/store-hours/store-hours-display.ts';

describe('store hours as a customer reads them', () => {
  it('formats HHMM values in 12-hour time', () => {
    expect(formatHoursValue('530')).toBe('5:30 AM');
    expect(formatHoursValue('1200')).toBe('12:00 PM');
    expect(formatHoursValue('2130')).toBe('9:30 PM');
    expect(formatHoursValue('0')).toBe('12:00 AM');
    expect(formatHoursValue('2400')).toBe('12:00 AM');
    expect(formatHoursValue('2460')).toBeNull();
  });

  it('groups the week, with 24 hours, after midnight and closed days', () => {
    expect(
      weeklyHoursRows({
        monThruThursOpen: '530',
        monThruThursClose: '2100',
        friOpen: '600',
        friClose: '130',
        satOpen: '0',
        satClose: '2400',
        sunOpen: '0',
        sunClose: '0',
      }),
    ).toEqual([
      { days: 'Mon – Thu', hours: '5:30 AM – 9:00 PM' },
      { days: 'Fri', hours: '6:00 AM – 1:30 AM' },
      { days: 'Sat', hours: 'Open 24 hours' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });
});
