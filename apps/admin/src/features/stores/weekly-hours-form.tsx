// The week's hours: Monday to Thursday share a row, then Friday, Saturday and Sunday. Each row is
// open (from, to), open 24 hours, or closed; a closing time earlier than the opening is after
// midnight, and the row says so. The server judges the whole week (domain store-hours-validation.ts).
import type { WeeklyHours } from '@brewline/domain/store-hours/store-hours';
import { formatHoursValue } from '@brewline/domain/store-hours/store-hours-display';
import { parseHoursValue } from '@brewline/domain/store-hours/store-hours';
import { OpeningTimes } from './opening-times.tsx';

export const WEEK_ROWS = [
  { key: 'monThruThurs', label: 'Monday – Thursday' },
  { key: 'fri', label: 'Friday' },
  { key: 'sat', label: 'Saturday' },
  { key: 'sun', label: 'Sunday' },
] as const;

type RowKey = (typeof WEEK_ROWS)[number]['key'];
type Mode = 'OPEN' | 'ALL_DAY' | 'CLOSED';

export function modeOf(open: string, close: string): Mode {
  if (open === close) return 'CLOSED';
  if (Number(open) === 0 && close === '2400') return 'ALL_DAY';
  return 'OPEN';
}

export function afterMidnight(open: string, close: string): boolean {
  const from = parseHoursValue(open);
  const to = parseHoursValue(close);
  return from.ok && to.ok && to.value < from.value;
}

const inputClass =
  'min-h-10 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-600';

export function WeeklyHoursForm({
  hours,
  onChange,
  errorFor,
}: {
  readonly hours: WeeklyHours;
  readonly onChange: (hours: WeeklyHours) => void;
  readonly errorFor: (field: string) => string | null;
}) {
  const set = (key: RowKey, open: string, close: string) =>
    onChange({ ...hours, [`${key}Open`]: open, [`${key}Close`]: close });
  return (
    <div className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
      {WEEK_ROWS.map(({ key, label }) => {
        const open = hours[`${key}Open`];
        const close = hours[`${key}Close`];
        const mode = modeOf(open, close);
        const error = errorFor(`${key}Open`) ?? errorFor(`${key}Close`);
        return (
          <fieldset key={key} className="grid gap-2 px-4 py-3 md:grid-cols-[11rem_10rem_1fr] md:items-center">
            <legend className="sr-only">{label}</legend>
            <span aria-hidden className="font-semibold text-stone-800">
              {label}
            </span>
            <select
              aria-label={`${label}: open, 24 hours or closed`}
              className={inputClass}
              value={mode}
              onChange={(event) => {
                const next = event.target.value as Mode;
                if (next === 'CLOSED') set(key, '0', '0');
                else if (next === 'ALL_DAY') set(key, '0', '2400');
                else set(key, '600', '2100');
              }}
            >
              <option value="OPEN">Open</option>
              <option value="ALL_DAY">Open 24 hours</option>
              <option value="CLOSED">Closed</option>
            </select>
            <div className="flex flex-wrap items-center gap-2">
              {mode === 'OPEN' && (
                <>
                  <OpeningTimes
                    name={label}
                    open={open}
                    close={close}
                    invalid={error !== null}
                    inputClass={inputClass}
                    onChange={(opens, closes) => set(key, opens, closes)}
                  />
                  {afterMidnight(open, close) && (
                    <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800">
                      closes {formatHoursValue(close)} the next morning
                    </span>
                  )}
                </>
              )}
              {mode === 'ALL_DAY' && <span className="text-sm text-stone-600">Midnight to midnight</span>}
              {mode === 'CLOSED' && <span className="text-sm text-stone-600">Closed all day</span>}
            </div>
            {error && <p className="text-sm font-medium text-red-700 md:col-span-3">{error}</p>}
          </fieldset>
        );
      })}
    </div>
  );
}
