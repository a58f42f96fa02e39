// The bulk change dialog's fields: how to change the prices (percent or amount, and how much), and
// where (the chain's list price, region prices, stores). Any change makes the preview out of date,
// which the dialog handles through `onChange`.
import type { Form } from '../../lib/use-form.ts';
import { FieldGroup, FormField } from '../../ui/form-field.tsx';
import { toggled, type BulkValues } from './bulk-change-form.ts';

export interface BulkFieldsProps {
  readonly form: Form<BulkValues>;
  readonly onChange: (patch: Partial<BulkValues>) => void;
}

export function ChangeByFields({ form, onChange }: BulkFieldsProps) {
  const { mode, value } = form.values;
  return (
    <div className="grid gap-x-6 sm:grid-cols-[auto_1fr]">
      <FieldGroup legend="Change by">
        <div className="flex gap-4">
          {(['PERCENT', 'AMOUNT'] as const).map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="bulk-mode"
                checked={mode === m}
                onChange={() => onChange({ mode: m })}
              />
              {m === 'PERCENT' ? 'Percent' : 'Amount'}
            </label>
          ))}
        </div>
      </FieldGroup>
      <FormField
        label={mode === 'PERCENT' ? 'Percent' : 'Amount in dollars'}
        hint={
          mode === 'PERCENT'
            ? 'For example 10 or -5.5. Each new price is rounded to the nearest cent (half a cent up).'
            : 'For example 0.25 or -0.10, added to every price.'
        }
        error={form.problemFor('value')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={value}
            onChange={(event) => onChange({ value: event.target.value })}
            className="w-40 rounded-md border border-stone-300 px-3 py-2"
          />
        )}
      </FormField>
    </div>
  );
}

export function WhereFields({
  form,
  onChange,
  regions,
  stores,
}: BulkFieldsProps & {
  readonly regions: readonly { id: number; name: string }[];
  readonly stores: readonly { storeId: number; name: string }[];
}) {
  const { includeChain, regionIds, storeIds } = form.values;
  return (
    <FieldGroup legend="Where" error={form.problemFor('where')}>
      <label className="mb-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={includeChain}
          onChange={(e) => onChange({ includeChain: e.target.checked })}
        />
        The chain’s list price (stores charging it follow it)
      </label>
      {regions.length > 0 && (
        <div className="mb-2 flex flex-wrap gap-x-4 gap-y-1">
          {regions.map((region) => (
            <label key={region.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={regionIds.includes(region.id)}
                onChange={(e) => onChange({ regionIds: toggled(regionIds, region.id, e.target.checked) })}
              />
              {region.name} region price
            </label>
          ))}
        </div>
      )}
      <div className="grid max-h-44 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-stone-200 p-2 sm:grid-cols-2">
        {stores.map((store) => (
          <label key={store.storeId} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={storeIds.includes(store.storeId)}
              onChange={(e) => onChange({ storeIds: toggled(storeIds, store.storeId, e.target.checked) })}
            />
            {store.name}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
