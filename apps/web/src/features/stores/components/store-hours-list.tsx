// A store's weekly hours under its card on the Locations page, in the store's own local time.
import { weeklyHoursRows } from '@brewline/domain/store-hours-display';
import type { WeeklyHours } from '@brewline/domain/store-hours';

export function StoreHoursList({ hours, storeName }: { hours: WeeklyHours; storeName: string }) {
  return (
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
  );
}
