// The Details tab: what customers read about the store (name, address, phone, Wi-Fi), and its sales
// tax rate (prices.edit: a chain admin's).
import { useState } from 'react';
import { useMutation } from 'urql';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { storeDataOf, type StoreData } from './store-data.ts';
import { microsOf, percentOf, STORE_TEXT_FIELDS, type StoreTextKey } from './store-fields.ts';
import { StoreSection, useStoreSection } from './store-section.tsx';
import { UpdateStoreDetailsMutation } from './update-store-details-mutation.ts';
import { UpdateStoreTaxRateMutation } from './update-store-tax-rate-mutation.ts';

type Details = Record<StoreTextKey, string> & { wiFi: boolean };

function detailsOf(store: StoreData): Details {
  return {
    name: store.name,
    nickname: store.nickname,
    address1: store.address1,
    address2: store.address2 ?? '',
    city: store.city,
    state: store.state,
    zipCode: store.zipCode,
    phone: store.phone,
    wiFi: store.wiFi,
  };
}

export function DetailsTab({
  store,
  onSaved,
  onReload,
}: {
  readonly store: StoreData;
  readonly onSaved: (store: StoreData) => void;
  readonly onReload: () => void;
}) {
  const { can } = useStaffSession();
  const [details, setDetails] = useState<Details>(() => detailsOf(store));
  const [taxPercent, setTaxPercent] = useState(percentOf(store.taxRateMicros));
  const [, saveDetails] = useMutation(UpdateStoreDetailsMutation);
  const [, saveTax] = useMutation(UpdateStoreTaxRateMutation);
  const canEditTax = can('prices.edit', store.storeId);
  const detailsSection = useStoreSection({
    store,
    onSaved,
    onReload,
    success: 'Store details saved.',
    send: async (expectedVersion) => {
      const result = await saveDetails({
        storeId: store.storeId,
        expectedVersion,
        details: { ...details, address2: details.address2.trim() === '' ? null : details.address2 },
      });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreDetails) : null };
    },
  });
  const taxSection = useStoreSection({
    store,
    onSaved,
    onReload,
    success: 'Tax rate saved. New carts and orders use it now.',
    send: async (expectedVersion) => {
      const result = await saveTax({
        storeId: store.storeId,
        expectedVersion,
        taxRateMicros: microsOf(taxPercent),
      });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreTaxRate) : null };
    },
  });

  return (
    <div className="grid max-w-3xl gap-8">
      <StoreSection
        id="details"
        title="Store details"
        section={detailsSection}
        conflictRows={STORE_TEXT_FIELDS.map((f) => ({
          label: f.label,
          theirs: (c) => (typeof c[f.key] === 'string' ? (c[f.key] as string) : ''),
          mine: details[f.key],
        }))}
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          {STORE_TEXT_FIELDS.map((f) => (
            <FormField key={f.key} label={f.label} error={detailsSection.state.errorFor(f.key)}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  className="min-h-10 w-full rounded-lg border border-stone-300 px-3 py-2"
                  value={details[f.key]}
                  onChange={(event) => setDetails({ ...details, [f.key]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
        <label className="mb-4 flex items-center gap-2 text-sm font-semibold text-stone-800">
          <input
            type="checkbox"
            className="size-4 accent-[#7a3606]"
            checked={details.wiFi}
            onChange={(event) => setDetails({ ...details, wiFi: event.target.checked })}
          />
          Free Wi-Fi
        </label>
        <Button variant="primary" busy={detailsSection.state.busy} onClick={() => void detailsSection.save()}>
          Save details
        </Button>
      </StoreSection>

      <StoreSection
        id="tax"
        title="Sales tax"
        section={taxSection}
        conflictRows={[
          {
            label: 'Tax rate',
            theirs: (c) => `${percentOf(Number(c['taxRateMicros']))}%`,
            mine: `${taxPercent}%`,
          },
        ]}
        onTakeTheirs={(current) =>
          setTaxPercent(percentOf(Number(current['taxRateMicros'] ?? store.taxRateMicros)))
        }
      >
        <FormField
          label="Tax rate (%)"
          hint={
            canEditTax ? 'Up to four decimals, for example 8.875.' : 'Only a chain admin changes tax rates.'
          }
          error={taxSection.state.errorFor('taxRateMicros')}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              disabled={!canEditTax}
              className="min-h-10 w-32 rounded-lg border border-stone-300 px-3 py-2 disabled:bg-stone-100"
              value={taxPercent}
              onChange={(event) => setTaxPercent(event.target.value)}
            />
          )}
        </FormField>
        {canEditTax && (
          <Button variant="primary" busy={taxSection.state.busy} onClick={() => void taxSection.save()}>
            Save tax rate
          </Button>
        )}
      </StoreSection>
    </div>
  );
}
