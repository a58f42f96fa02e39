// Parking-lot pickup: the vehicle the barista walks out to. Make, then model once a make is chosen,
// then color once a model is chosen. On wide layouts it sits in a drawer that can be folded away;
// on phones it is always open.
import {
  bestMatch,
  modelsForMake,
  suggestMakes,
  suggestModels,
  VEHICLE_MAKE_NAMES,
} from '@brewline/domain/vehicles';
import { Car, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useCheckout } from '../model/checkout-context.tsx';
import { vehicleErrors } from '../model/checkout-progress.ts';
import { ColorChoice } from './color-choice.tsx';
import { FuzzyPicker } from './fuzzy-picker.tsx';

export function VehicleForm({ showErrors }: { showErrors: boolean }) {
  const { state, update } = useCheckout();
  const [drawerOpen, setDrawerOpen] = useState(true);
  const errors = showErrors ? vehicleErrors(state) : {};
  const summary = [state.carColor, state.carMake, state.carModel].filter(Boolean).join(' ');

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
            bestMatch={(input) => bestMatch(input, modelsForMake(state.carMake)) ?? input.trim()}
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
      </div>
    </section>
  );
}
