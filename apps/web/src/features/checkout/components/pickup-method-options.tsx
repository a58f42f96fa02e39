// The pickup methods the store offers right now, as large radio cards.
import { pickupMethodLabel, type PickupMethod } from '@brewline/domain/store-hours/pickup';
import { Car, CarFront, Store } from 'lucide-react';

const DESCRIPTIONS: Record<PickupMethod, string> = {
  IN_STORE: 'Pick up at the counter inside.',
  DRIVE_THRU: 'Skip the line at the drive-thru window.',
  PARKING_LOT: 'Park and we bring it out to your car.',
};

const ICONS = { IN_STORE: Store, DRIVE_THRU: CarFront, PARKING_LOT: Car } as const;

export function PickupMethodOptions({
  methods,
  value,
  onChange,
}: {
  methods: readonly PickupMethod[];
  value: PickupMethod | null;
  onChange: (method: PickupMethod) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Pickup method</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {methods.map((method) => {
          const Icon = ICONS[method];
          return (
            <label
              key={method}
              data-testid={`pickup-method-${method}`}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-stone-200 bg-white p-4 transition hover:border-brand/60 has-checked:border-brand-ink has-checked:bg-brand-soft has-focus-visible:outline-3 has-focus-visible:outline-brand sm:flex-col"
            >
              <input
                type="radio"
                name="pickup-method"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                className="sr-only"
              />
              <Icon size={28} aria-hidden="true" className="shrink-0 text-brand-ink" />
              <span>
                <span className="block font-bold">{pickupMethodLabel(method)}</span>
                <span className="block text-sm text-stone-600">{DESCRIPTIONS[method]}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
