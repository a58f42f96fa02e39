// Parking-lot pickup: the vehicle the barista walks out to. Make, then model once a make is chosen,
// then color once a model is chosen. On wide layouts it sits in a drawer that can be folded away;
// on phones it is always open.
import { bestMatch, suggestMakes, suggestModels } from '@brewline/domain/orders/vehicle-suggestions';
import { modelsForMake, VEHICLE_MAKE_NAMES } from '@brewline/domain/orders/vehicles';
import { Car, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useCheckout } from '../model/checkout-context.tsx';
import { vehicleErrors } from '../model/vehicle-checks.ts';
import { ColorChoice } from './color-choice.tsx';
import { FuzzyPicker } from './fuzzy-picker.tsx';

/** The model year: optional, four digits; it helps the barista find the car. */
function VehicleYearField({ error }: { error: string | undefined }) {
  const { state, update } = useCheckout();
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        Year <span className="font-normal text-stone-600">(optional)</span>
      </label>
      <input
        id={id}
        data-testid="vehicle-year"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder="e.g. 2019"
        value={state.carYear}
        onChange={(event) => update({ carYear: event.target.value.replace(/\D/g, '') })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 w-32 rounded-lg border border-stone-300 bg-white px-3"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function VehicleForm({ showErrors }: { showErrors: boolean }) {
  const { state, update } = useCheckout();
  const [drawerOpen, setDrawerOpen] = useState(true);
  const errors = showErrors ? vehicleErrors(state) : {};
  const summary = [state.carColor, state.carYear, state.carMake, state.carModel].filter(Boolean).join(' ');

  return (
    <section
      aria-labelledby="vehicle-title"
      className="rounded-xl border border-brand/40 bg-brand-soft/50"
      data-testid="vehicle-form"
    >
      <h2 id="vehicle-title" className="flex items-center gap-2 px-4 pt-3 text-base font-bold lg:hidden">
        <Car size={18} aria-hidden="true" className="text-brand-ink" />
        Your vehicle
      </h2>
      <button
        type="button"
        aria-expanded={drawerOpen}
        aria-controls="vehicle-drawer"
        onClick={() => setDrawerOpen((open) => !open)}
        className="hidden w-full items-center gap-2 px-4 py-3 text-left font-bold lg:flex"
      >
        <Car size={18} aria-hidden="true" className="text-brand-ink" />
        <span className="flex-1">Your vehicle{summary && !drawerOpen ? `: ${summary}` : ''}</span>
        <ChevronDown
          size={18}
          aria-hidden="true"
          className={`transition-transform ${drawerOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <div id="vehicle-drawer" className={`grid gap-4 px-4 pt-2 pb-4 ${drawerOpen ? '' : 'lg:hidden'}`}>
        <FuzzyPicker
          label="Make"
          testId="vehicle-make"
          placeholder="Start typing, e.g. Toyota"
          value={state.carMake}
          suggest={(input) => suggestMakes(input)}
          bestMatch={(input) => bestMatch(input, VEHICLE_MAKE_NAMES)}
          onChange={(make) =>
            update((current) =>
              make === current.carMake ? {} : { carMake: make, carModel: '', carColor: '' },
            )
          }
          error={errors['make']}
        />
        {state.carMake && (
          <FuzzyPicker
            label="Model"
            testId="vehicle-model"
            placeholder={`Start typing a ${state.carMake} model`}
            value={state.carModel}
            suggest={(input) => suggestModels(state.carMake, input)}
            // A model our list lacks is kept as typed: it must not stop anyone picking up a coffee.
            bestMatch={(input) => bestMatch(input, modelsForMake(state.carMake))}
            onChange={(model) => update({ carModel: model })}
            error={errors['model']}
          />
        )}
        {state.carMake && state.carModel && (
          <ColorChoice
            value={state.carColor}
            onChange={(color) => update({ carColor: color })}
            error={errors['color']}
          />
        )}
        {state.carMake && state.carModel && <VehicleYearField error={errors['year']} />}
      </div>
    </section>
  );
}
