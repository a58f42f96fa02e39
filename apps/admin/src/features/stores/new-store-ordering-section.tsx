// The new store's week and what it offers in the app: its weekly hours, online ordering and the
// pickup methods, how long an order takes to make, and the sales tax rate (a blank rate is not 0%:
// a store with no sales tax says so, as 0).
import { MAX_MAKE_MINUTES, MIN_MAKE_MINUTES } from '@brewline/domain/store-hours/store-settings';
import type { Form } from '../../lib/use-form.ts';
import { MakeMinutesField, TaxRateField } from './store-setting-fields.tsx';
import { NEW_STORE_INPUT, NewStoreSection } from './new-store-fields.tsx';
import type { NewStoreValues } from './new-store-form.ts';
import { OrderingSwitches } from './ordering-switches.tsx';
import { WeeklyHoursForm } from './weekly-hours-form.tsx';

export function NewStoreHoursSection({ form }: { readonly form: Form<NewStoreValues> }) {
  return (
    <NewStoreSection
      id="hours"
      title="Weekly hours"
      intro="In the store's time zone. A closing time earlier than the opening is the next morning. Holidays are set on the store's page once it exists."
    >
      <WeeklyHoursForm
        hours={form.values.hours}
        onChange={(hours) => form.set({ hours })}
        errorFor={form.problemFor}
      />
    </NewStoreSection>
  );
}

function MakeAndTax({ form }: { readonly form: Form<NewStoreValues> }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <MakeMinutesField
        hint={`How far ahead the earliest pickup time is. From ${MIN_MAKE_MINUTES} to ${MAX_MAKE_MINUTES}.`}
        value={form.values.makeMinutes}
        error={form.problemFor('makeMinutes')}
        className={`${NEW_STORE_INPUT} sm:w-28`}
        onChange={(makeMinutes) => form.set({ makeMinutes })}
      />
      <TaxRateField
        label="Sales tax rate (%)"
        hint="Up to four decimals, for example 8.875."
        value={form.values.taxPercent}
        error={form.problemFor('taxPercent') ?? form.problemFor('taxRateMicros')}
        className={`${NEW_STORE_INPUT} sm:w-32`}
        onChange={(taxPercent) => form.set({ taxPercent })}
      />
    </div>
  );
}

export function NewStoreOrderingSection({ form }: { readonly form: Form<NewStoreValues> }) {
  const { ordering, driveThru } = form.values;
  return (
    <NewStoreSection id="ordering" title="Ordering, make time and tax">
      <OrderingSwitches
        ordering={ordering}
        driveThru={driveThru}
        error={form.problemFor('driveThruPickup') ?? form.problemFor('parkingLotPickup')}
        onChange={(next) => form.set({ ordering: next })}
      />
      <MakeAndTax form={form} />
    </NewStoreSection>
  );
}
