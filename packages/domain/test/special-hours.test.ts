import { describe, expect, it } from 'vitest';
import { pickupSlots } from '../src/orders/pickup-slots.ts';
import { checkScheduledSend } from '../src/orders/scheduled-orders.ts';
import { specialHoursText, validateSpecialHours } from '../src/store-hours/special-hours.ts';
import {
  getStoreStatus,
  getStoreStatusDetail,
  storeStatusLabel,
  type SpecialHours,
  type WeeklyHours,
} from '../src/store-hours/store-hours.ts';
import { validateStoreSchedule, validateWeeklySchedule } from '../src/store-hours/store-hours-validation.ts';
import { storeStatusPreview } from '../src/store-hours/store-status-preview.ts';

const NY = 'America/New_York';
const PHOENIX = 'America/Phoenix';

const sixToNine = {
  sunOpen: '600',
  sunClose: '2100',
  monThruThursOpen: '600',
  monThruThursClose: '2100',
  friOpen: '600',
  friClose: '2100',
  satOpen: '600',
  satClose: '2100',
};

function withSpecial(...specialHours: SpecialHours[]): WeeklyHours & { specialHours: SpecialHours[] } {
  return { ...sixToNine, specialHours };
}

const closed = (date: string, reason = 'Thanksgiving'): SpecialHours => ({
  date,
  closed: true,
  open: '0',
  close: '0',
  reason,
});
const special = (date: string, open: string, close: string, reason = 'Christmas Eve'): SpecialHours => ({
  date,
  closed: false,
  open,
  close,
  reason,
});

describe('special hours in the status engine', () => {
  // Thursday 2026-11-26 is Thanksgiving; 10:00 in New York is 15:00 UTC.
  const thanksgivingMorning = new Date('2026-11-26T15:00:00Z');

  it('a closure closes the store all day, and it opens again the next morning', () => {
    const hours = withSpecial(closed('2026-11-26'));
    expect(getStoreStatus(sixToNine, NY, thanksgivingMorning)).toBe('OPEN');
    const detail = getStoreStatusDetail(hours, NY, thanksgivingMorning);
    expect(detail.status).toBe('OPEN_TOMORROW');
    expect(detail.opensAt?.toISOString()).toBe('2026-11-27T11:00:00.000Z'); // Friday 6:00 AM
    expect(storeStatusLabel(hours, NY, thanksgivingMorning)).toBe('Closed');
  });

  it('a closure on another date changes nothing today', () => {
    expect(getStoreStatus(withSpecial(closed('2026-11-27')), NY, thanksgivingMorning)).toBe('OPEN');
  });

  it('shorter holiday hours close early, with closing soon before', () => {
    const hours = withSpecial(special('2026-12-24', '700', '1400'));
    expect(getStoreStatus(hours, NY, new Date('2026-12-24T11:30:00Z'))).toBe('NOT_OPEN_YET'); // 6:30 AM: the week opens at 6, the eve at 7
    expect(getStoreStatus(hours, NY, new Date('2026-12-24T18:45:00Z'))).toBe('CLOSING_SOON'); // 1:45 PM
    expect(getStoreStatus(hours, NY, new Date('2026-12-24T19:30:00Z'))).toBe('OPEN_TOMORROW'); // 2:30 PM
  });

  it('special hours past midnight run into the next date', () => {
    const hours = withSpecial(special('2026-12-31', '600', '200', "New Year's Eve"));
    // 1:30 AM on January 1st is still New Year's Eve's opening.
    expect(getStoreStatus(hours, NY, new Date('2027-01-01T06:30:00Z'))).toBe('CLOSING_SOON');
    expect(getStoreStatus(hours, NY, new Date('2027-01-01T07:30:00Z'))).toBe('CLOSED');
  });

  it('the evening before keeps its past-midnight opening into a closed date', () => {
    const late = { ...sixToNine, monThruThursClose: '200', specialHours: [closed('2026-11-26')] };
    // Wednesday's opening runs to 2:00 AM on Thanksgiving: 1:45 AM Thursday is still open.
    expect(getStoreStatus(late, NY, new Date('2026-11-26T06:45:00Z'))).toBe('CLOSING_SOON');
    expect(getStoreStatus(late, NY, new Date('2026-11-26T08:00:00Z'))).toBe('OPEN_TOMORROW');
  });

  it('24 special hours join the next day into one opening', () => {
    const hours = withSpecial(
      special('2026-12-23', '0', '2400', 'Last-minute shopping'),
      special('2026-12-24', '0', '2100', 'Christmas Eve'),
    );
    const detail = getStoreStatusDetail(hours, NY, new Date('2026-12-24T03:00:00Z')); // 10 PM on the 23rd
    expect(detail.status).toBe('OPEN');
    expect(detail.closesAt?.toISOString()).toBe('2026-12-25T02:00:00.000Z'); // 9 PM on the 24th
  });

  it('a closure on a daylight-saving day: the days around it keep their wall-clock hours', () => {
    // 2027-03-14: New York springs forward. Closed that Sunday; Monday opens at 6:00 EDT (10:00 UTC).
    const hours = withSpecial(closed('2027-03-14', 'Repairs'));
    const detail = getStoreStatusDetail(hours, NY, new Date('2027-03-14T15:00:00Z'));
    expect(detail.status).toBe('OPEN_TOMORROW');
    expect(detail.opensAt?.toISOString()).toBe('2027-03-15T10:00:00.000Z');
    // The Saturday before opened at 6:00 EST (11:00 UTC).
    expect(getStoreStatus(hours, NY, new Date('2027-03-13T11:00:00Z'))).toBe('OPEN');
  });

  it('special hours on the fall-back night: 0 to 2400 lasts the 25-hour day', () => {
    const hours = withSpecial(special('2026-11-01', '0', '2400', 'Marathon'));
    // 1:30 AM happens twice; both are inside the opening.
    expect(getStoreStatus(hours, NY, new Date('2026-11-01T05:30:00Z'))).toBe('OPEN');
    expect(getStoreStatus(hours, NY, new Date('2026-11-01T06:30:00Z'))).toBe('OPEN');
  });

  it('a store closed by special hours for more than a week is simply closed', () => {
    const dates = Array.from({ length: 10 }, (_, i) =>
      closed(`2026-12-${String(20 + i).padStart(2, '0')}`, 'Renovation'),
    );
    expect(getStoreStatus(withSpecial(...dates), NY, new Date('2026-12-20T15:00:00Z'))).toBe('CLOSED');
  });

  it('pickup slots follow the special hours', () => {
    const hours = withSpecial(special('2026-12-24', '600', '1400'));
    const now = new Date('2026-12-24T19:00:00Z'); // 12:00 PM in Phoenix
    const labels = pickupSlots(hours, PHOENIX, now).map((slot) => slot.label);
    expect(labels.at(-1)).toBe('1:45 PM');
    expect(pickupSlots(withSpecial(closed('2026-12-24')), PHOENIX, now)).toEqual([]);
  });

  it('the scheduler refuses to send an order whose pickup falls on a closure', () => {
    const store = {
      ...withSpecial(closed('2026-11-26')),
      storeId: 101,
      timeZone: NY,
      oLOEnabled: true,
      driveThruPickup: true,
      inStorePickup: true,
      parkingLotPickup: false,
      terminals: [{ termId: 2, status: 'CONNECTED' }],
    };
    const result = checkScheduledSend({
      store,
      method: 'IN_STORE',
      pickupAt: thanksgivingMorning,
      items: [],
      unavailableProductIds: [],
      totalCents: 500,
    });
    expect(result.ok ? null : result.code).toBe('STORE_CLOSED');
  });
});

describe('validateSpecialHours', () => {
  const today = { year: 2026, month: 11, day: 24 };

  it('accepts a closure today and special hours past midnight', () => {
    expect(validateSpecialHours([closed('2026-11-24'), special('2026-12-31', '600', '200')], today)).toEqual(
      [],
    );
  });

  it('refuses a date in the past, unless it was stored as it is', () => {
    const past = closed('2026-11-20', 'Repairs');
    expect(validateSpecialHours([past], today)).toEqual([
      {
        field: 'specialHours.0.date',
        message:
          'Fri, Nov 20, 2026 is in the past; special hours can be set from today (Tue, Nov 24, 2026) on.',
      },
    ]);
    expect(validateSpecialHours([past], today, [past])).toEqual([]);
  });

  it('refuses a date that does not exist, a date listed twice, and a missing reason', () => {
    const errors = validateSpecialHours(
      [closed('2026-02-30'), closed('2026-12-25'), closed('2026-12-25', ' ')],
      today,
    );
    expect(errors.map((e) => e.message)).toEqual([
      "'2026-02-30' is not a date; use the form 2026-12-25.",
      'Fri, Dec 25, 2026 is listed twice; keep one entry per date.',
      "Say why Fri, Dec 25, 2026 is different, for example 'Thanksgiving'.",
    ]);
  });

  it('refuses hours that open and close at the same time, and unreadable values', () => {
    expect(validateSpecialHours([special('2026-12-24', '900', '900')], today)).toEqual([
      {
        field: 'specialHours.0.close',
        message:
          'Thu, Dec 24, 2026 opens and closes at the same time; mark the date closed, or open 0 to 2400 for 24 hours.',
      },
    ]);
    expect(validateSpecialHours([special('2026-12-24', '9:00', '1400')], today)[0]?.message).toBe(
      "Thu, Dec 24, 2026: Hours value '9:00' must be 1 to 4 digits in HHMM form, for example 630 or 2130.",
    );
  });

  it('reads special hours as the customer sees them', () => {
    expect(specialHoursText(closed('2026-11-26'))).toBe('Closed');
    expect(specialHoursText(special('2026-12-24', '700', '1400'))).toBe('7:00 AM – 2:00 PM');
    expect(specialHoursText(special('2026-12-24', '0', '2400'))).toBe('Open 24 hours');
  });
});

describe('validateStoreSchedule', () => {
  const today = { year: 2026, month: 11, day: 24 };

  it('accepts the regular week, 24 hours and past midnight', () => {
    expect(validateWeeklySchedule(sixToNine)).toEqual([]);
    expect(
      validateWeeklySchedule({
        ...sixToNine,
        friOpen: '0',
        friClose: '2400',
        satOpen: '0',
        satClose: '2400',
      }),
    ).toEqual([]);
    expect(validateWeeklySchedule({ ...sixToNine, friClose: '200' })).toEqual([]);
  });

  it('refuses a close typed before the open that runs into the next day', () => {
    expect(validateWeeklySchedule({ ...sixToNine, friOpen: '2000', friClose: '1700' })).toEqual([
      {
        field: 'friClose',
        message:
          'Friday closes at 5:00 PM after midnight, after Saturday opens at 6:00 AM. A closing time earlier than the opening means the next morning; if Friday closes the same day, its closing time must be after its opening.',
      },
    ]);
  });

  it('refuses special hours that overlap the next day, and a late evening into an early special opening', () => {
    const intoFriday = validateStoreSchedule(withSpecial(special('2026-12-24', '1800', '700')), today);
    expect(intoFriday.map((e) => e.field)).toEqual(['specialHours.0.close']);
    expect(intoFriday[0]?.message).toContain(
      "Thu, Dec 24, 2026 closes at 7:00 AM after midnight, after Fri, Dec 25, 2026 (Friday's hours) opens at 6:00 AM.",
    );
    const late = {
      ...sixToNine,
      monThruThursClose: '300',
      specialHours: [special('2026-12-24', '100', '1200')],
    };
    expect(validateStoreSchedule(late, today).map((e) => e.field)).toEqual(['monThruThursClose']);
  });

  it('refuses a day that opens and closes at the same minute', () => {
    expect(validateWeeklySchedule({ ...sixToNine, satClose: '600' })[0]).toEqual({
      field: 'satClose',
      message: 'Saturday opens and closes at 6:00 AM; mark it closed, or 0 to 2400 for 24 hours.',
    });
  });
});

describe('storeStatusPreview', () => {
  it('shows the status now and each coming date with its holiday', () => {
    const hours = withSpecial(closed('2026-11-26'), special('2026-11-27', '800', '1500', 'Black Friday'));
    const preview = storeStatusPreview(hours, NY, new Date('2026-11-26T15:00:00Z'), 3);
    expect(preview).toEqual({
      status: 'OPEN_TOMORROW',
      label: 'Closed',
      days: [
        { date: '2026-11-26', dateLabel: 'Thu, Nov 26, 2026', hours: 'Closed', reason: 'Thanksgiving' },
        {
          date: '2026-11-27',
          dateLabel: 'Fri, Nov 27, 2026',
          hours: '8:00 AM – 3:00 PM',
          reason: 'Black Friday',
        },
        { date: '2026-11-28', dateLabel: 'Sat, Nov 28, 2026', hours: '6:00 AM – 9:00 PM', reason: null },
      ],
    });
  });
});
