// The new store's place: the ZIP code (which finds the city, state, position and a time zone to
// confirm), the address, and the time zone its hours and reports' days are kept in.
import { MapPin } from 'lucide-react';
import type { Form } from '../../lib/use-form.ts';
import { FormField } from '../../ui/form-field.tsx';
import { NEW_STORE_INPUT, NewStoreSection, StoreTextInput } from './new-store-fields.tsx';
import type { NewStoreValues } from './new-store-form.ts';
import { US_TIME_ZONES } from './us-time-zones.ts';

export interface ZipFound {
  readonly city: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

function ZipAnswer({ zip, found, unknown }: { zip: string; found: ZipFound | null; unknown: boolean }) {
  return (
    <div className="mb-4 self-end sm:pb-7" aria-live="polite">
      {found && (
        <p className="flex items-center gap-2 text-sm text-stone-800">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-ink" />
          {found.city}, {found.state} · {found.latitude.toFixed(3)}, {found.longitude.toFixed(3)}
        </p>
      )}
      {unknown && (
        <p className="text-sm font-medium text-red-700">
          We do not know ZIP code {zip}. Check it: the store&apos;s position comes from it.
        </p>
      )}
    </div>
  );
}

function TimeZoneField({ form }: { form: Form<NewStoreValues> }) {
  const { timeZone } = form.values;
  const zones = timeZone && !US_TIME_ZONES.includes(timeZone) ? [timeZone, ...US_TIME_ZONES] : US_TIME_ZONES;
  return (
    <FormField
      label="Time zone"
      hint="The store's hours and its reports' days are in this zone. Suggested from the ZIP code; check it near a zone's border."
      error={form.problemFor('timeZone')}
    >
      {(control) => (
        <select
          {...control}
          className={`${NEW_STORE_INPUT} sm:w-80`}
          value={timeZone}
          onChange={(event) => form.set({ timeZone: event.target.value })}
        >
          <option value="">Choose a time zone</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function NewStoreWhereSection({
  form,
  found,
  zipUnknown,
}: {
  readonly form: Form<NewStoreValues>;
  readonly found: ZipFound | null;
  readonly zipUnknown: boolean;
}) {
  return (
    <NewStoreSection id="where" title="Where it is">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <StoreTextInput form={form} field="zipCode" />
        <ZipAnswer zip={form.values.texts.zipCode.trim()} found={found} unknown={zipUnknown} />
        <StoreTextInput form={form} field="address1" />
        <StoreTextInput form={form} field="address2" />
        <StoreTextInput form={form} field="city" />
        <StoreTextInput form={form} field="state" />
      </div>
      <TimeZoneField form={form} />
    </NewStoreSection>
  );
}
