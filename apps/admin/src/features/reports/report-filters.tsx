// The reports' filters: the days (from and to, both included, in each store's own time zone), quick
// ranges, and the store (every store the person may see, or one). A range the server would refuse is
// explained here before any request.
import { reportRangeProblem } from '@brewline/domain/reports/sales-report';
import type { AdminStore } from '../../lib/admin-stores.ts';
import { lastDays, type DateRange } from './report-format.ts';

export interface ReportFilter extends DateRange {
  /** null: every store this person may see. */
  readonly storeId: number | null;
}

const QUICK_RANGES = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

export function ReportFilters({
  filter,
  stores,
  allStoresLabel,
  onChange,
}: {
  readonly filter: ReportFilter;
  readonly stores: readonly AdminStore[];
  readonly allStoresLabel: string;
  readonly onChange: (filter: ReportFilter) => void;
}) {
  const problem = reportRangeProblem(filter.from, filter.to);
  return (
    <section aria-label="Filters" className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="report-from" className="mb-1 block text-sm font-semibold text-stone-800">
            From
          </label>
          <input
            id="report-from"
            type="date"
            className="input"
            value={filter.from}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'report-range-problem' : undefined}
            onChange={(event) => onChange({ ...filter, from: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="report-to" className="mb-1 block text-sm font-semibold text-stone-800">
            To
          </label>
          <input
            id="report-to"
            type="date"
            className="input"
            value={filter.to}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'report-range-problem' : undefined}
            onChange={(event) => onChange({ ...filter, to: event.target.value })}
          />
        </div>
        <div className="min-w-56 flex-1 sm:max-w-xs">
          <label htmlFor="report-store" className="mb-1 block text-sm font-semibold text-stone-800">
            Store
          </label>
          <select
            id="report-store"
            className="input"
            value={filter.storeId ?? ''}
            onChange={(event) =>
              onChange({ ...filter, storeId: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">{allStoresLabel}</option>
            {stores.map((store) => (
              <option key={store.storeId} value={store.storeId}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-1">
          {QUICK_RANGES.map((range) => {
            const days = lastDays(range.days);
            const active = days.from === filter.from && days.to === filter.to;
            return (
              <button
                key={range.days}
                type="button"
                aria-pressed={active}
                className={`min-h-10 rounded-lg border px-3 text-sm font-semibold ${
                  active
                    ? 'border-brand-ink bg-brand-soft text-brand-ink'
                    : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
                }`}
                onClick={() => onChange({ ...filter, ...days })}
              >
                {range.label}
              </button>
            );
          })}
        </div>
      </div>
      <p className="mt-3 text-sm text-stone-600">
        Days are counted in each store&rsquo;s own time zone: an order at 9 PM in Phoenix counts on that day
        in Phoenix.
      </p>
      {problem && (
        <p id="report-range-problem" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
