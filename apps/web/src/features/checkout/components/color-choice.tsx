// The vehicle color: nine swatches as a radio group (zoom 1.5 on hover, 0.85 when pressed).
import { VEHICLE_COLORS } from '@brewline/domain/orders/vehicles';
import { useId } from 'react';

const SWATCH: Record<(typeof VEHICLE_COLORS)[number], string> = {
  White: '#ffffff',
  Gray: '#8a8f98',
  Black: '#1c1917',
  Red: '#c62828',
  Orange: '#f47920',
  Yellow: '#f6c90e',
  Green: '#2e7d32',
  Blue: '#1565c0',
  Purple: '#6a1b9a',
};

export function ColorChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (color: string) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">Color</legend>
      <div className="flex flex-wrap gap-2.5">
        {VEHICLE_COLORS.map((color) => (
          <label key={color} className="group cursor-pointer" title={color}>
            <input
              type="radio"
              name={`${id}-color`}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="block size-9 rounded-full border-2 border-stone-300 shadow-inner transition-transform group-hover:scale-150 group-active:scale-[0.85] peer-checked:border-brand-ink peer-checked:ring-2 peer-checked:ring-brand peer-checked:ring-offset-2 peer-focus-visible:outline-3 peer-focus-visible:outline-brand"
              style={{ backgroundColor: SWATCH[color] }}
            />
            <span className="sr-only">{color}</span>
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-stone-700" aria-live="polite">
        {value ? `Color: ${value}` : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
