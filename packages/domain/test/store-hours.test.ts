import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  STORE_STATUSES,
  getCheckoutStoreStatus,
  getStoreStatus,
  getStoreStatusDetail,
  parseHoursValue,
  storeStatusLabel,
  validateWeeklyHours,
} from '../src/store-hours/store-hours.ts';
import type { StoreStatus, WeeklyHours } from '../src/store-hours/store-hours.ts';

const utc = (iso: string): Date => new Date(iso);
const minutesAfter = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * 60_000);

function week(open: string, close: string): WeeklyHours {
  return {
    sunOpen: open,
    sunClose: close,
    monThruThursOpen: open,
    monThruThursClose: close,
    friOpen: open,
    friClose: close,
    satOpen: open,
    satClose: close,
  };
}

const regular: WeeklyHours = {
  sunOpen: '0800',
  sunClose: '2000',
  monThruThursOpen: '0630',
  monThruThursClose: '2100',
  friOpen: '0630',
  friClose: '2200',
  satOpen: '700',
  satClose: '2200',
};

const NY = 'America/New_York';

describe('parseHoursValue', () => {
  it.each([
    ['0', 0],
    ['0630', 390],
    ['630', 390],
    ['59', 59],
    ['2359', 1439],
    ['2400', 1440],
  ])('reads %s as %i minutes', (value, minutes) => {
    expect(parseHoursValue(value)).toEqual({ ok: true, value: minutes });
  });

  it.each(['', '12345', 'ab', ' 630', '6:30', '-100', '6.5'])('refuses %j as not 1 to 4 digits', (value) => {
    expect(parseHoursValue(value)).toEqual({
      ok: false,
      code: 'HOURS_NOT_DIGITS',
      message: `Hours value '${value}' must be 1 to 4 digits in HHMM form, for example 630 or 2130.`,
    });
  });

  it('refuses values above 2400', () => {
    expect(parseHoursValue('2401')).toEqual({
      ok: false,
      code: 'HOURS_OUT_OF_RANGE',
      message: "Hours value '2401' must be between 0 and 2400.",
    });
    expect(parseHoursValue('2500').ok).toBe(false);
  });

  it('refuses minutes of 60 or more', () => {
    expect(parseHoursValue('0660')).toEqual({
      ok: false,
      code: 'HOURS_BAD_MINUTES',
      message: "Hours value '0660' has minutes 60; minutes must be under 60.",
    });
    expect(parseHoursValue('99').ok).toBe(false);
  });

  it('lists every invalid field of a week', () => {
    expect(validateWeeklyHours(regular)).toEqual([]);
    expect(validateWeeklyHours({ ...regular, friClose: '2160', sunOpen: '' })).toEqual([
      {
        field: 'sunOpen',
        message: "Hours value '' must be 1 to 4 digits in HHMM form, for example 630 or 2130.",
      },
      { field: 'friClose', message: "Hours value '2160' has minutes 60; minutes must be under 60." },
    ]);
  });
});

describe('getStoreStatus on an ordinary day (Wednesday 2026-03-04, New York, UTC-5)', () => {
  // Opens 06:30 = 11:30Z, closes 21:00 = 02:00Z next day.
  it.each<[string, StoreStatus]>([
    ['2026-03-04T05:30:00Z', 'CLOSED'], // 00:30, opens later today
    ['2026-03-04T10:59:00Z', 'CLOSED'], // 05:59, 31 minutes before opening
    ['2026-03-04T11:00:00Z', 'NOT_OPEN_YET'], // 06:00, 30 minutes before
    ['2026-03-04T11:14:00Z', 'NOT_OPEN_YET'], // 06:14, 16 minutes before
    ['2026-03-04T11:15:00Z', 'OPENING_SOON'], // 06:15, 15 minutes before
    ['2026-03-04T11:29:59Z', 'OPENING_SOON'],
    ['2026-03-04T11:30:00Z', 'OPEN'], // 06:30
    ['2026-03-04T17:00:00Z', 'OPEN'],
    ['2026-03-05T01:29:00Z', 'OPEN'], // 20:29, 31 minutes left
    ['2026-03-05T01:30:00Z', 'CLOSING_SOON'], // 20:30, 30 minutes left
    ['2026-03-05T01:59:59Z', 'CLOSING_SOON'],
    ['2026-03-05T02:00:00Z', 'OPEN_TOMORROW'], // 21:00, closed, opens Thursday 06:30
    ['2026-03-05T04:59:00Z', 'OPEN_TOMORROW'], // 23:59
  ])('at %s is %s', (iso, status) => {
    expect(getStoreStatus(regular, NY, utc(iso))).toBe(status);
  });

  it('reduces to the checkout view', () => {
    const expected: Record<StoreStatus, string> = {
      OPEN: 'OPEN',
      CLOSING_SOON: 'CLOSING_SOON',
      NOT_OPEN_YET: 'CLOSED',
      OPENING_SOON: 'CLOSED',
      CLOSED: 'CLOSED',
      OPEN_TOMORROW: 'CLOSED',
      NEVER: 'CLOSED',
    };
    for (const status of STORE_STATUSES) expect(getCheckoutStoreStatus(status)).toBe(expected[status]);
  });

  it('tells when the store opens and closes', () => {
    expect(getStoreStatusDetail(regular, NY, utc('2026-03-04T11:20:00Z'))).toEqual({
      status: 'OPENING_SOON',
      opensAt: utc('2026-03-04T11:30:00Z'),
      closesAt: null,
    });
    expect(getStoreStatusDetail(regular, NY, utc('2026-03-04T12:00:00Z'))).toEqual({
      status: 'OPEN',
      opensAt: null,
      closesAt: utc('2026-03-05T02:00:00Z'),
    });
  });
});

describe('getStoreStatus with irregular weeks', () => {
  it('keeps a store open past midnight when close is earlier than open', () => {
    const late = { ...regular, friOpen: '1800', friClose: '0200' };
    // Saturday 2026-03-07 local times, New York UTC-5.
    expect(getStoreStatus(late, NY, utc('2026-03-07T06:00:00Z'))).toBe('OPEN'); // 01:00 Saturday
    expect(getStoreStatus(late, NY, utc('2026-03-07T06:30:00Z'))).toBe('CLOSING_SOON'); // 01:30
    expect(getStoreStatus(late, NY, utc('2026-03-07T07:00:00Z'))).toBe('CLOSED'); // 02:00, opens 07:00
    expect(getStoreStatus(late, NY, utc('2026-03-06T22:59:00Z'))).toBe('OPENING_SOON'); // Fri 17:59
  });

  it('treats close 0 after an opening as midnight', () => {
    const midnight = week('0600', '0');
    expect(getStoreStatus(midnight, NY, utc('2026-03-05T04:29:00Z'))).toBe('OPEN'); // 23:29
    expect(getStoreStatus(midnight, NY, utc('2026-03-05T04:30:00Z'))).toBe('CLOSING_SOON'); // 23:30
    expect(getStoreStatus(midnight, NY, utc('2026-03-05T05:00:00Z'))).toBe('CLOSED'); // 00:00, opens 06:00
  });

  it('closes at 2400 at the end of the day', () => {
    const toMidnight = week('0600', '2400');
    expect(getStoreStatus(toMidnight, NY, utc('2026-03-05T04:29:00Z'))).toBe('OPEN');
    expect(getStoreStatus(toMidnight, NY, utc('2026-03-05T04:59:59Z'))).toBe('CLOSING_SOON');
    expect(getStoreStatus(toMidnight, NY, utc('2026-03-05T05:00:00Z'))).toBe('CLOSED');
  });

  it('never closes a 24-hour store', () => {
    const always = week('0', '2400');
    for (const iso of ['2026-03-05T04:45:00Z', '2026-03-05T05:00:00Z', '2026-06-01T12:00:00Z']) {
      expect(getStoreStatusDetail(always, NY, utc(iso))).toEqual({
        status: 'OPEN',
        opensAt: null,
        closesAt: null,
      });
    }
  });

  it('closes a 24-hour store on its closed day', () => {
    const notSunday = { ...week('0', '2400'), sunOpen: '0', sunClose: '0' };
    // Saturday 2026-03-07 23:45 New York.
    expect(getStoreStatus(notSunday, NY, utc('2026-03-08T04:45:00Z'))).toBe('CLOSING_SOON');
    // Sunday 2026-03-15 (UTC-4 by then) 10:00, 23:40 and 23:50.
    expect(getStoreStatus(notSunday, NY, utc('2026-03-15T14:00:00Z'))).toBe('OPEN_TOMORROW');
    expect(getStoreStatus(notSunday, NY, utc('2026-03-16T03:40:00Z'))).toBe('NOT_OPEN_YET');
    expect(getStoreStatus(notSunday, NY, utc('2026-03-16T03:50:00Z'))).toBe('OPENING_SOON');
    expect(getStoreStatus(notSunday, NY, utc('2026-03-16T04:00:00Z'))).toBe('OPEN');
  });

  it('says CLOSED when the next opening is after tomorrow', () => {
    const weekdaysOnly = { ...week('0', '0'), monThruThursOpen: '0900', monThruThursClose: '1700' };
    // 2026-03-06 is a Friday: next opening Monday.
    expect(getStoreStatus(weekdaysOnly, NY, utc('2026-03-06T15:00:00Z'))).toBe('CLOSED');
    // Sunday 2026-03-08 noon: opens Monday.
    expect(getStoreStatus(weekdaysOnly, NY, utc('2026-03-08T16:00:00Z'))).toBe('OPEN_TOMORROW');
    expect(getStoreStatusDetail(weekdaysOnly, NY, utc('2026-03-06T15:00:00Z')).opensAt).toEqual(
      utc('2026-03-09T13:00:00Z'),
    );
  });

  it('is NEVER when the week has no hours', () => {
    expect(getStoreStatus(week('0', '0'), NY, utc('2026-03-04T12:00:00Z'))).toBe('NEVER');
    expect(getStoreStatus(week('2400', '0600'), NY, utc('2026-03-04T12:00:00Z'))).toBe('NEVER');
    expect(getStoreStatus(week('', 'x'), NY, utc('2026-03-04T12:00:00Z'))).toBe('NEVER');
  });

  it('closes a day whose values are invalid instead of guessing', () => {
    const broken = { ...regular, monThruThursClose: '2460' };
    // Wednesday noon: closed all day, opens Friday.
    expect(getStoreStatus(broken, NY, utc('2026-03-04T17:00:00Z'))).toBe('CLOSED');
  });

  it('refuses an unknown time zone', () => {
    expect(() => getStoreStatus(regular, 'Mars/Olympus', utc('2026-03-04T12:00:00Z'))).toThrow(
      new RangeError("Unknown time zone 'Mars/Olympus'"),
    );
  });
});

// Offsets are written out here, independent of the code under test, so a one-hour slip fails.
const zones = [
  { zone: 'America/New_York', standard: -5, daylight: -4 },
  { zone: 'America/Chicago', standard: -6, daylight: -5 },
  { zone: 'America/Denver', standard: -7, daylight: -6 },
  { zone: 'America/Phoenix', standard: -7, daylight: -7 },
  { zone: 'America/Los_Angeles', standard: -8, daylight: -7 },
];

// US changes: second Sunday of March, first Sunday of November, at 02:00 local.
const changes = [
  { name: 'spring 2026', saturday: '2026-03-07', sunday: '2026-03-08', kind: 'spring' },
  { name: 'fall 2026', saturday: '2026-10-31', sunday: '2026-11-01', kind: 'fall' },
  { name: 'spring 2027', saturday: '2027-03-13', sunday: '2027-03-14', kind: 'spring' },
  { name: 'fall 2027', saturday: '2027-11-06', sunday: '2027-11-07', kind: 'fall' },
] as const;

/** The instant of a local wall time given its UTC offset in hours. */
function local(date: string, hhmm: string, offsetHours: number): Date {
  const base = Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`);
  return new Date(base - offsetHours * 3_600_000);
}

describe.each(zones)('daylight-saving changes in $zone', ({ zone, standard, daylight }) => {
  describe.each(changes)('$name', ({ saturday, sunday, kind }) => {
    const before = kind === 'spring' ? standard : daylight;
    const after = kind === 'spring' ? daylight : standard;

    it('opens Sunday 08:00 on the new offset', () => {
      const opening = local(sunday, '0800', after);
      expect(getStoreStatus(regular, zone, minutesAfter(opening, -31))).toBe('CLOSED');
      expect(getStoreStatus(regular, zone, minutesAfter(opening, -30))).toBe('NOT_OPEN_YET');
      expect(getStoreStatus(regular, zone, minutesAfter(opening, -15))).toBe('OPENING_SOON');
      expect(getStoreStatus(regular, zone, minutesAfter(opening, -1))).toBe('OPENING_SOON');
      expect(getStoreStatus(regular, zone, opening)).toBe('OPEN');
      expect(getStoreStatusDetail(regular, zone, minutesAfter(opening, -5)).opensAt).toEqual(opening);
    });

    it('closes Sunday 20:00 on the new offset', () => {
      const closing = local(sunday, '2000', after);
      expect(getStoreStatus(regular, zone, minutesAfter(closing, -31))).toBe('OPEN');
      expect(getStoreStatus(regular, zone, minutesAfter(closing, -30))).toBe('CLOSING_SOON');
      expect(getStoreStatus(regular, zone, closing)).toBe('OPEN_TOMORROW');
    });

    it('keeps Saturday night open across the change until 03:00 on the new offset', () => {
      const lateSaturday = { ...regular, satOpen: '1800', satClose: '0300' };
      const opened = local(saturday, '1800', before);
      const closing = local(sunday, '0300', after);
      expect(getStoreStatus(lateSaturday, zone, minutesAfter(opened, -1))).toBe('OPENING_SOON');
      expect(getStoreStatus(lateSaturday, zone, opened)).toBe('OPEN');
      expect(getStoreStatus(lateSaturday, zone, minutesAfter(closing, -31))).toBe('OPEN');
      expect(getStoreStatus(lateSaturday, zone, minutesAfter(closing, -1))).toBe('CLOSING_SOON');
      expect(getStoreStatus(lateSaturday, zone, closing)).toBe('CLOSED'); // opens again 08:00 today
      expect(getStoreStatusDetail(lateSaturday, zone, opened).closesAt).toEqual(closing);
    });

    it('keeps a 24-hour store open through the change', () => {
      const always = week('0', '2400');
      for (const hhmm of ['0000', '0130', '0159', '0300', '2345']) {
        expect(getStoreStatus(always, zone, local(sunday, hhmm, after))).toBe('OPEN');
      }
      expect(getStoreStatus(always, zone, local(saturday, '2359', before))).toBe('OPEN');
    });
  });
});

describe('times that do not exist or exist twice', () => {
  it('maps a closing time inside the spring gap to the end of the gap', () => {
    // 02:30 does not exist on 2026-03-08 in New York; the clock jumps from 01:59 EST to 03:00 EDT.
    const gapClose = { ...regular, satOpen: '1800', satClose: '0230' };
    expect(getStoreStatusDetail(gapClose, NY, utc('2026-03-08T05:00:00Z')).closesAt).toEqual(
      utc('2026-03-08T07:00:00Z'),
    );
  });

  it('maps an opening time repeated in the fall overlap to its first occurrence', () => {
    // 01:30 happens twice on 2026-11-01 in New York: 05:30Z (EDT) and 06:30Z (EST).
    const early = { ...regular, sunOpen: '0130', sunClose: '1200' };
    expect(getStoreStatus(early, NY, utc('2026-11-01T05:30:00Z'))).toBe('OPEN');
    expect(getStoreStatus(early, NY, utc('2026-11-01T05:29:00Z'))).toBe('OPENING_SOON');
  });
});

describe('storeStatusLabel', () => {
  it.each([
    ['2026-03-04T17:00:00Z', 'Open Now'],
    ['2026-03-05T01:45:00Z', 'Closing Soon'],
    ['2026-03-04T11:05:00Z', 'Opening Soon'],
    ['2026-03-04T11:20:00Z', 'Opens in 10 minutes'],
    ['2026-03-04T11:29:30Z', 'Opens in 1 minute'],
    ['2026-03-04T11:15:00Z', 'Opens in 15 minutes'],
    ['2026-03-04T09:00:00Z', 'Closed'],
    ['2026-03-05T03:00:00Z', 'Closed'],
  ])('at %s reads %j', (iso, label) => {
    expect(storeStatusLabel(regular, NY, utc(iso))).toBe(label);
  });

  it('reads Closed for a store with no hours', () => {
    expect(storeStatusLabel(week('0', '0'), NY, utc('2026-03-04T17:00:00Z'))).toBe('Closed');
  });
});

describe('store status properties', () => {
  const year2026 = fc.date({
    min: utc('2026-01-01T00:00:00Z'),
    max: utc('2026-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const zone = fc.constantFrom(...zones.map((z) => z.zone));
  const hhmm = fc
    .tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => (h === 24 ? '2400' : String(h * 100 + m)));
  const anyWeek = fc.record({
    sunOpen: hhmm,
    sunClose: hhmm,
    monThruThursOpen: hhmm,
    monThruThursClose: hhmm,
    friOpen: hhmm,
    friClose: hhmm,
    satOpen: hhmm,
    satClose: hhmm,
  });

  it('is one of the seven states at every instant of 2026', () => {
    fc.assert(
      fc.property(anyWeek, zone, year2026, (hours, timeZone, at) => {
        expect(STORE_STATUSES).toContain(getStoreStatus(hours, timeZone, at));
      }),
      { numRuns: 300 },
    );
  });

  // Oracle: the wall clock read through Intl, independent of the code under test. Hours are kept
  // between 03:00 and 24:00 on the same day so that no daylight-saving change falls inside them.
  const wallClock = (at: Date, timeZone: string): { weekday: string; minutes: number } => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
    const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
    return { weekday: get('weekday'), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
  };
  const dayHours = fc
    .tuple(fc.integer({ min: 180, max: 1440 }), fc.integer({ min: 180, max: 1440 }))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  const toHhmm = (minutes: number): string => String(Math.floor(minutes / 60) * 100 + (minutes % 60));

  it('is OPEN or CLOSING_SOON exactly inside the hours, CLOSING_SOON exactly in the last 30 minutes', () => {
    fc.assert(
      fc.property(
        fc.array(dayHours, { minLength: 4, maxLength: 4 }),
        zone,
        year2026,
        (days, timeZone, at) => {
          const [sun, monThu, fri, sat] = days as [
            readonly [number, number],
            readonly [number, number],
            readonly [number, number],
            readonly [number, number],
          ];
          const hours: WeeklyHours = {
            sunOpen: toHhmm(sun[0]),
            sunClose: toHhmm(sun[1]),
            monThruThursOpen: toHhmm(monThu[0]),
            monThruThursClose: toHhmm(monThu[1]),
            friOpen: toHhmm(fri[0]),
            friClose: toHhmm(fri[1]),
            satOpen: toHhmm(sat[0]),
            satClose: toHhmm(sat[1]),
          };
          const wall = wallClock(at, timeZone);
          const [open, close] =
            wall.weekday === 'Sun'
              ? sun
              : wall.weekday === 'Fri'
                ? fri
                : wall.weekday === 'Sat'
                  ? sat
                  : monThu;
          const seconds = at.getUTCSeconds() + at.getUTCMilliseconds() / 1000;
          const minutesLeft = close - wall.minutes - seconds / 60;
          const status = getStoreStatus(hours, timeZone, at);
          const inside = wall.minutes >= open && wall.minutes < close;
          expect(status === 'OPEN' || status === 'CLOSING_SOON').toBe(inside);
          if (inside) expect(status).toBe(minutesLeft <= 30 ? 'CLOSING_SOON' : 'OPEN');
        },
      ),
      { numRuns: 500 },
    );
  });
});
