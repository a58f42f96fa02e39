// Special hours and closures: one row per date (holidays, events), closed or with its own hours
// (past midnight and 24 hours read as in the week), and the reason customers read. Rows come sorted
// by date; a past date already saved stays as it was, a new one is refused.
import { formatDateForPeople, parseCivilDate } from '@brewline/domain/store-hours/special-hours';
import type { SpecialHours } from '@brewline/domain/store-hours/store-hours';
import { formatHoursValue } from '@brewline/domain/store-hours/store-hours-display';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { OpeningTimes } from './opening-times.tsx';
import { afterMidnight } from './weekly-hours-form.tsx';

const inputClass =
  'min-h-10 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-600';

type DayMode = 'CLOSED' | 'OPEN' | 'ALL_DAY';

const isAllDay = (entry: SpecialHours) => entry.open === '0' && entry.close === '2400';
const modeOf = (entry: SpecialHours): DayMode =>
  entry.closed ? 'CLOSED' : isAllDay(entry) ? 'ALL_DAY' : 'OPEN';

/** A date's hours when its mode is chosen: closed, all day, or a usual special day to adjust. */
const HOURS_OF_MODE: Record<DayMode, Pick<SpecialHours, 'closed' | 'open' | 'close'>> = {
  CLOSED: { closed: true, open: '0', close: '0' },
  ALL_DAY: { closed: false, open: '0', close: '2400' },
  OPEN: { closed: false, open: '800', close: '1400' },
};

function SpecialDateRow({
  entry,
  index,
  today,
  errorFor,
  update,
  remove,
}: {
  entry: SpecialHours;
  index: number;
  today: string;
  errorFor: (field: string) => string | null;
  update: (change: Partial<SpecialHours>) => void;
  remove: () => void;
}) {
  const parsed = parseCivilDate(entry.date);
  const name = parsed ? formatDateForPeople(parsed) : `Date ${index + 1}`;
  const problemOf = (part: string) => errorFor(`specialHours.${index}.${part}`);
  const errors = ['date', 'reason', 'open', 'close'].map(problemOf).filter((e): e is string => e !== null);
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{name}</legend>
        <label className="text-sm font-semibold text-stone-800">
          Date
          <input
            type="date"
            className={`${inputClass} mt-1 block`}
            value={entry.date}
            min={today}
            aria-invalid={problemOf('date') ? true : undefined}
            onChange={(event) => update({ date: event.target.value })}
          />
        </label>
        <label className="min-w-48 flex-1 text-sm font-semibold text-stone-800">
          Reason customers see
          <input
            type="text"
            className={`${inputClass} mt-1 block w-full`}
            value={entry.reason}
            maxLength={60}
            placeholder="Thanksgiving"
            aria-invalid={problemOf('reason') ? true : undefined}
            onChange={(event) => update({ reason: event.target.value })}
          />
        </label>
        <label className="text-sm font-semibold text-stone-800">
          Hours
          <select
            className={`${inputClass} mt-1 block`}
            value={modeOf(entry)}
            onChange={(event) => update(HOURS_OF_MODE[event.target.value as DayMode])}
          >
            <option value="CLOSED">Closed</option>
            <option value="OPEN">Special hours</option>
            <option value="ALL_DAY">Open 24 hours</option>
          </select>
        </label>
        {modeOf(entry) === 'OPEN' && (
          <div className="flex items-center gap-2">
            <OpeningTimes
              name={name}
              open={entry.open}
              close={entry.close}
              inputClass={inputClass}
              onChange={(open, close) => update({ open, close })}
            />
          </div>
        )}
        <Button
          variant="quiet"
          className="text-red-700"
          icon={<Trash2 aria-hidden className="size-4" />}
          onClick={remove}
        >
          Remove<span className="sr-only"> {name}</span>
        </Button>
      </fieldset>
      {!entry.closed && afterMidnight(entry.open, entry.close) && (
        <p className="mt-2 text-sm text-indigo-800">
          Closes {formatHoursValue(entry.close)} the next morning.
        </p>
      )}
      {errors.map((message) => (
        <p key={message} className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      ))}
    </li>
  );
}

export function SpecialHoursForm({
  entries,
  today,
  onChange,
  errorFor,
}: {
  readonly entries: readonly SpecialHours[];
  /** The store's local date, 'yyyy-MM-dd': the earliest a new date may take. */
  readonly today: string;
  readonly onChange: (entries: SpecialHours[]) => void;
  readonly errorFor: (field: string) => string | null;
}) {
  const update = (index: number, change: Partial<SpecialHours>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  const add = () => onChange([...entries, { date: today, ...HOURS_OF_MODE.CLOSED, reason: '' }]);
  return (
    <div>
      {entries.length === 0 && (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
          No special dates. The weekly hours apply every day.
        </p>
      )}
      <ul className="space-y-3">
        {entries.map((entry, index) => (
          <SpecialDateRow
            key={index}
            entry={entry}
            index={index}
            today={today}
            errorFor={errorFor}
            update={(change) => update(index, change)}
            remove={() => onChange(entries.filter((_, i) => i !== index))}
          />
        ))}
      </ul>
      <Button className="mt-3" icon={<Plus aria-hidden className="size-4" />} onClick={add}>
        Add a date
      </Button>
    </div>
  );
}
