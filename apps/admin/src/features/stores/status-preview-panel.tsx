// Beside the hours: what a customer sees now and on the next seven dates, by the same domain function
// the finder and checkout use, for the hours as drafted (on the server's clock). Once saved, the
// server's own answer is the same.
import type { StoreHours } from '@brewline/domain/store-hours/store-hours';
import { storeStatusPreview } from '@brewline/domain/store-hours/store-status-preview';

const OPEN_LABELS = new Set(['Open Now', 'Closing Soon']);

export function StatusPreviewPanel({
  hours,
  timeZone,
  at,
  drafted,
}: {
  readonly hours: StoreHours;
  readonly timeZone: string;
  readonly at: Date;
  /** Whether the hours shown differ from the saved ones. */
  readonly drafted: boolean;
}) {
  const preview = storeStatusPreview(hours, timeZone, at, 7);
  const open = OPEN_LABELS.has(preview.label);
  return (
    <aside aria-labelledby="preview-title" className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h2 id="preview-title" className="text-base font-bold text-stone-900">
        What customers see
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {drafted ? 'With your unsaved changes, ' : ''}in the store&apos;s time zone ({timeZone}).
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm text-stone-700">
        Right now:
        <span
          data-testid="preview-status"
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${open ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
        >
          {preview.label}
        </span>
      </p>
      <ol className="mt-3 divide-y divide-stone-200 text-sm" aria-label="The next seven days">
        {preview.days.map((day) => (
          <li key={day.date} className="flex flex-wrap justify-between gap-x-3 py-1.5">
            <span className="font-medium text-stone-800">
              {day.dateLabel.replace(/, \d{4}$/, '')}
              {day.reason && <span className="ml-1 font-semibold text-amber-800">· {day.reason}</span>}
            </span>
            <span className={day.hours === 'Closed' ? 'font-semibold text-stone-900' : 'text-stone-700'}>
              {day.hours}
            </span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
