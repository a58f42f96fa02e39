// The new store itself: its number (the next free one suggested), its region, its names and phone,
// and what it has (free Wi-Fi, a drive-thru: without one it offers no drive-thru pickup methods).
import type { Form } from '../../lib/use-form.ts';
import { FormField } from '../../ui/form-field.tsx';
import { NEW_STORE_INPUT, NewStoreSection, StoreTextInput } from './new-store-fields.tsx';
import type { NewStoreValues } from './new-store-form.ts';

export interface RegionChoice {
  readonly regionId: number;
  readonly name: string;
}

const CHECKBOX_LABEL = 'mb-2 flex items-center gap-2 text-sm font-semibold text-stone-800';

function NumberAndRegion({
  form,
  regions,
}: {
  form: Form<NewStoreValues>;
  regions: readonly RegionChoice[];
}) {
  return (
    <>
      <FormField
        label="Store number"
        hint="Suggested: the next free number."
        error={form.problemFor('storeId')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            className={NEW_STORE_INPUT}
            value={form.values.storeId}
            onChange={(event) => form.set({ storeId: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Region"
        hint="Its prices and menu follow the region's."
        error={form.problemFor('regionId')}
      >
        {(control) => (
          <select
            {...control}
            className={NEW_STORE_INPUT}
            value={form.values.regionId}
            onChange={(event) => form.set({ regionId: event.target.value })}
          >
            <option value="">Choose a region</option>
            {regions.map((region) => (
              <option key={region.regionId} value={region.regionId}>
                {region.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

function WhatItHas({ form }: { form: Form<NewStoreValues> }) {
  const { wiFi, driveThru, ordering } = form.values;
  return (
    <div className="flex flex-wrap gap-x-6">
      <label className={CHECKBOX_LABEL}>
        <input
          type="checkbox"
          className="size-4 accent-[#7a3606]"
          checked={wiFi}
          onChange={(event) => form.set({ wiFi: event.target.checked })}
        />
        Free Wi-Fi
      </label>
      <label className={CHECKBOX_LABEL}>
        <input
          type="checkbox"
          className="size-4 accent-[#7a3606]"
          checked={driveThru}
          onChange={(event) =>
            form.set(
              event.target.checked
                ? { driveThru: true }
                : {
                    driveThru: false,
                    ordering: { ...ordering, driveThruPickup: false, parkingLotPickup: false },
                  },
            )
          }
        />
        Has a drive-thru
      </label>
    </div>
  );
}

export function NewStoreStoreSection({
  form,
  regions,
}: {
  readonly form: Form<NewStoreValues>;
  readonly regions: readonly RegionChoice[];
}) {
  return (
    <NewStoreSection id="store" title="The store">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <NumberAndRegion form={form} regions={regions} />
        <StoreTextInput form={form} field="name" />
        <StoreTextInput form={form} field="nickname" />
        <StoreTextInput form={form} field="phone" />
      </div>
      <WhatItHas form={form} />
    </NewStoreSection>
  );
}
