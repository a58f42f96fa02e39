import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDay,
  isSaleStatus,
  reportRangeProblem,
} from '../src/reports/sales-report.ts';

describe('sales report rules', () => {
  it('reads real calendar dates only', () => {
    expect(calendarDay('1970-01-02')).toBe(1);
    expect(calendarDay('2028-02-29')).not.toBeNull();
    expect(calendarDay('2026-02-29')).toBeNull();
    expect(calendarDay('2026-1-5')).toBeNull();
  });
  it('allows a range of up to a leap year, both ends included', () => {
    expect(reportRangeProblem('2027-11-24', '2028-11-24')).toBeNull();
    expect(reportRangeProblem('2027-11-24', '2028-11-25')).toBe(
      'A report covers at most 367 days; choose a shorter range.',
    );
    expect(reportRangeProblem('2026-11-24', '2026-11-24')).toBeNull();
    expect(reportRangeProblem('2026-11-24', '2026-11-23')).toBe('The end date is before the start date.');
  });
  it('counts an order in progress as a sale, a refunded or failed one not', () => {
    expect(isSaleStatus('ORDER_READY')).toBe(true);
    expect(isSaleStatus('ORDER_SCHEDULED')).toBe(true);
    expect(isSaleStatus('ORDER_REFUND_REQUESTED')).toBe(false);
    expect(isSaleStatus('ORDER_ERROR')).toBe(false);
  });
  it('moves across month and year ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
