// A store's weekly hours under its card on the Locations page, in the store's own local time, and
// below them its coming special dates (holidays) with their own hours, so a customer planning a visit
// on Thanksgiving sees that the store is closed before walking there.
import { formatDateForPeople, parseCivilDate } from '@brewline/domain/store-hours/special-hours';
import { weeklyHoursRows } from '@brewline/domain/store-hours/store-hours-display';
import type { WeeklyHours } from '@brewline/domain/store-hours/store-hours';

interface SpecialDay {
  readonly date: string;
  readonly reason: string;
  /** 'Closed', '8:00 AM – 2:00 PM', 'Open 24 hours': the server's text. */
  readonly hours: string;
}

function dateLabel(date: string): string {
  const parsed = parseCivilDate(date);
  return parsed ? formatDateForPeople(parsed) : date;
}

export function StoreHoursList({
  hours,
  storeName,
}: {
  hours: WeeklyHours & { readonly specialHours?: readonly SpecialDay[] };
  storeName: string;
}) {
  const special = hours.specialHours ?? [];
  return (
    <>
      <dl
        aria-label={`${storeName} hours`}
        className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 border-t border-stone-100 pt-2 text-sm text-stone-700"
        data-testid="store-hours"
      >
        {weeklyHoursRows(hours).map((row) => (
          <div key={row.days} className="contents">
            <dt className="font-semibold text-stone-800">{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
      {special.length > 0 && (
        <dl
          aria-label={`${storeName} special hours`}
          className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 rounded-md bg-amber-50 px-2 py-1.5 text-sm text-stone-800"
          data-testid="store-special-hours"
        >
          {special.map((day) => (
            <div key={day.date} className="contents">
              <dt className="font-semibold">
                {dateLabel(day.date)} · {day.reason}
              </dt>
              <dd>{day.hours}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
