// A report's range split into the months it covers whole and the days at its ends: the month rollups
// answer for the whole months only, so a month counted whole must really lie inside the range.
import { describe, expect, it } from 'vitest';
import { wholeMonthsOf } from '../src/modules/reports/report-calendar.ts';

describe('the whole months of a range', () => {
  it('takes a month only when its first and last days are both in the range', () => {
    expect(wholeMonthsOf('2026-02-01', '2026-03-31')).toEqual({
      first: '2026-02',
      last: '2026-03',
      next: '2026-04',
    });
    expect(wholeMonthsOf('2026-01-28', '2026-04-05')).toEqual({
      first: '2026-02',
      last: '2026-03',
      next: '2026-04',
    });
    expect(wholeMonthsOf('2026-02-02', '2026-03-30')).toBeNull();
  });

  it('has none in a range shorter than a month, or one that only touches two months', () => {
    expect(wholeMonthsOf('2026-10-28', '2026-11-26')).toBeNull();
    expect(wholeMonthsOf('2026-03-05', '2026-03-20')).toBeNull();
    expect(wholeMonthsOf('2026-03-31', '2026-04-01')).toBeNull();
  });

  it('knows the length of February, leap years included, and crosses the turn of the year', () => {
    expect(wholeMonthsOf('2028-02-01', '2028-02-29')?.first).toBe('2028-02');
    expect(wholeMonthsOf('2028-02-01', '2028-02-28')).toBeNull();
    expect(wholeMonthsOf('2026-02-01', '2026-02-28')).toEqual({
      first: '2026-02',
      last: '2026-02',
      next: '2026-03',
    });
    expect(wholeMonthsOf('2025-11-27', '2026-11-26')).toEqual({
      first: '2025-12',
      last: '2026-10',
      next: '2026-11',
    });
    expect(wholeMonthsOf('2025-12-01', '2025-12-31')).toEqual({
      first: '2025-12',
      last: '2025-12',
      next: '2026-01',
    });
  });
});
