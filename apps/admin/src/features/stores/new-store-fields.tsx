// The new-store page's pieces shared by its sections: a section's frame and a store text field
// (labelled as the store editor labels it) bound to the form.
import type { ReactNode } from 'react';
import type { Form } from '../../lib/use-form.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { NewStoreValues } from './new-store-form.ts';
import { STORE_TEXT_FIELDS, type StoreTextKey } from './store-fields.ts';

export const NEW_STORE_INPUT =
  'min-h-10 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 aria-invalid:border-red-600';

export function NewStoreSection({
  id,
  title,
  intro,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id={`${id}-title`} className={`${intro ? 'mb-1' : 'mb-3'} text-lg font-bold text-stone-900`}>
        {title}
      </h2>
      {intro && <p className="mb-3 text-sm text-stone-600">{intro}</p>}
      {children}
    </section>
  );
}

export function StoreTextInput({
  form,
  field,
}: {
  readonly form: Form<NewStoreValues>;
  readonly field: StoreTextKey;
}) {
  const label = STORE_TEXT_FIELDS.find((f) => f.key === field)?.label ?? field;
  const { texts } = form.values;
  return (
    <FormField
      label={label}
      error={form.problemFor(field)}
      hint={
        field === 'zipCode' ? 'Five digits; it finds the city, state, position and time zone.' : undefined
      }
    >
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={field === 'zipCode' || field === 'phone' ? 'numeric' : undefined}
          autoComplete="off"
          className={NEW_STORE_INPUT}
          value={texts[field]}
          onChange={(event) => form.set({ texts: { ...texts, [field]: event.target.value } })}
        />
      )}
    </FormField>
  );
}
