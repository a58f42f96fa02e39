// When to pick up: as soon as possible, or a 15-minute slot later today. The slots and their labels
// come from the server in the store's time zone, because that is the clock the customer meets there.
import { useId } from 'react';
import { useQuery } from 'urql';
import { PickupSlotsQuery } from '../api/pickup-slots-query.ts';
import { useCheckout } from '../model/checkout-context.tsx';

function zoneName(timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
      new Date(),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

export function PickupTimeChoice({
  storeId,
  timeZone,
  error,
}: {
  storeId: number;
  timeZone: string;
  error: string | null;
}) {
  const { state, update } = useCheckout();
  const id = useId();
  const [result] = useQuery({
    query: PickupSlotsQuery,
    variables: { storeId },
    requestPolicy: 'network-only',
  });
  const slots = result.data?.pickupSlots ?? [];
  const noSlots = !result.fetching && slots.length === 0;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-bold">Pickup Time</legend>
      <label className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-stone-200 bg-white px-4 py-3 has-checked:border-brand-ink has-checked:bg-brand-soft">
        <input
          type="radio"
          name={`${id}-when`}
          checked={!state.isScheduled}
          onChange={() => update({ isScheduled: false, time: null, timeLabel: null })}
          className="size-4 accent-brand-ink"
        />
        <span className="font-semibold">As soon as possible</span>
      </label>
      <label className="flex cursor-pointer flex-wrap items-center gap-3 rounded-xl border-2 border-stone-200 bg-white px-4 py-3 has-checked:border-brand-ink has-checked:bg-brand-soft has-disabled:cursor-not-allowed has-disabled:opacity-60">
        <input
          type="radio"
          name={`${id}-when`}
          checked={state.isScheduled}
          disabled={noSlots}
          onChange={() => update({ isScheduled: true })}
          className="size-4 accent-brand-ink"
        />
        <span className="font-semibold">Later today</span>
        {/* Both hints share one cell, the one not meant kept invisible, so the label has the longer
            one's size from the first paint: the slots arrive after it, and late in the store's day "No
            later times are left today." took a second line on a phone and moved the step (0.021). */}
        <span className="grid text-sm text-stone-600">
          <span className={`col-start-1 row-start-1 ${noSlots ? '' : 'invisible'}`}>
            No later times are left today.
          </span>
          <span className={`col-start-1 row-start-1 ${noSlots ? 'invisible' : ''}`}>
            Store time ({zoneName(timeZone)})
          </span>
        </span>
      </label>
      {state.isScheduled && (
        <div>
          <label htmlFor={`${id}-slot`} className="mb-1 block text-sm font-semibold">
            Pickup time
          </label>
          <select
            id={`${id}-slot`}
            value={state.time ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const slot = slots.find((s) => s.time === event.target.value);
              update({ time: slot?.time ?? null, timeLabel: slot?.label ?? null });
            }}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 sm:w-64"
          >
            <option value="">Choose a time</option>
            {slots.map((slot) => (
              <option key={slot.time} value={slot.time}>
                {slot.label}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
