// The product editor's words and picture: name, ticket name, description, picture and allergens.
import type { Form } from '../../lib/use-form.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { ProductValues } from './product-form.ts';

export const PRODUCT_INPUT = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900';

type TextKey = 'name' | 'ticketName' | 'image';

function TextInput({
  form,
  field,
  label,
  hint,
}: {
  form: Form<ProductValues>;
  field: TextKey;
  label: string;
  hint?: string;
}) {
  return (
    <FormField label={label} hint={hint} error={form.problemFor(field)}>
      {(control) => (
        <input
          {...control}
          className={PRODUCT_INPUT}
          value={form.values[field]}
          onChange={(e) => form.set({ [field]: e.target.value })}
        />
      )}
    </FormField>
  );
}

export function ProductWordsSection({ form }: { form: Form<ProductValues> }) {
  const { values, set } = form;
  return (
    <>
      <div className="grid gap-x-4 md:grid-cols-2">
        <TextInput form={form} field="name" label="Name" />
        <TextInput
          form={form}
          field="ticketName"
          label="Ticket name"
          hint="Printed on the store's tickets; 24 characters at most."
        />
      </div>
      <FormField label="Description" error={form.problemFor('description')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={PRODUCT_INPUT}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-x-4 md:grid-cols-2">
        <TextInput
          form={form}
          field="image"
          label="Picture"
          hint="An art name (hot-beverage, croissant…) or a picture's address on this site."
        />
        <FormField label="Allergens" hint="Separated by commas: Milk, Soy.">
          {(control) => (
            <input
              {...control}
              className={PRODUCT_INPUT}
              value={values.allergens.join(', ')}
              onChange={(e) => set({ allergens: e.target.value.split(',').map((a) => a.trimStart()) })}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
