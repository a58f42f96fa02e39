// The Details tab: what customers read about the store (name, address, phone, Wi-Fi), and its sales
// tax rate (prices.edit: a chain admin's).
import { useState } from 'react';
import { useMutation } from 'urql';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { SectionMessages } from './section-messages.tsx';
import { StoreConflict } from './store-conflict.tsx';
import { storeDataOf, type StoreData } from './store-data.ts';
import { UpdateStoreDetailsMutation } from './update-store-details-mutation.ts';
import { UpdateStoreTaxRateMutation } from './update-store-tax-rate-mutation.ts';
import { useSectionSave } from './use-section-save.ts';

const TEXT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'nickname', label: 'Nickname (what the app shows)' },
  { key: 'address1', label: 'Street address' },
  { key: 'address2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State (two letters)' },
  { key: 'zipCode', label: 'ZIP code' },
  { key: 'phone', label: 'Phone' },
] as const;

type TextKey = (typeof TEXT_FIELDS)[number]['key'];
type Details = Record<TextKey, string> & { wiFi: boolean };

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

/** 88750 -> '8.875' (percent). */
const percentOf = (micros: number): string => String(micros / 10_000);

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
  const detailsSave = useSectionSave();
  const taxSave = useSectionSave();
  const [, saveDetails] = useMutation(UpdateStoreDetailsMutation);
  const [, saveTax] = useMutation(UpdateStoreTaxRateMutation);
  const canEditTax = can('prices.edit', store.storeId);

  const submitDetails = async (version: number) => {
    await detailsSave.run(async () => {
      const result = await saveDetails({
        storeId: store.storeId,
        expectedVersion: version,
        details: { ...details, address2: details.address2.trim() === '' ? null : details.address2 },
      });
      if (result.data) onSaved(storeDataOf(result.data.updateStoreDetails));
      return result;
    }, 'Store details saved.');
  };
  const submitTax = async (version: number) => {
    await taxSave.run(async () => {
      const micros = Math.round(Number(taxPercent) * 10_000);
      const result = await saveTax({
        storeId: store.storeId,
        expectedVersion: version,
        taxRateMicros: micros,
      });
      if (result.data) onSaved(storeDataOf(result.data.updateStoreTaxRate));
      return result;
    }, 'Tax rate saved. New carts and orders use it now.');
  };

  return (
    <div className="grid max-w-3xl gap-8">
      <section aria-labelledby="details-title">
        <h2 id="details-title" className="mb-3 text-lg font-bold text-stone-900">
          Store details
        </h2>
        {detailsSave.conflict && (
          <StoreConflict
            conflict={detailsSave.conflict}
            rows={TEXT_FIELDS.map((f) => ({
              label: f.label,
              theirs: (c) => (typeof c[f.key] === 'string' ? (c[f.key] as string) : ''),
              mine: details[f.key],
            }))}
            onUseTheirs={() => {
              detailsSave.clearConflict();
              onReload();
            }}
            onKeepMine={() => void submitDetails(detailsSave.conflict?.current.version ?? store.version)}
          />
        )}
        <SectionMessages save={detailsSave} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((f) => (
            <FormField key={f.key} label={f.label} error={detailsSave.errorFor(f.key)}>
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
        <Button variant="primary" busy={detailsSave.busy} onClick={() => void submitDetails(store.version)}>
          Save details
        </Button>
      </section>

      <section aria-labelledby="tax-title">
        <h2 id="tax-title" className="mb-3 text-lg font-bold text-stone-900">
          Sales tax
        </h2>
        {taxSave.conflict && (
          <StoreConflict
            conflict={taxSave.conflict}
            rows={[
              {
                label: 'Tax rate',
                theirs: (c) => `${percentOf(Number(c['taxRateMicros']))}%`,
                mine: `${taxPercent}%`,
              },
            ]}
            onUseTheirs={() => {
              setTaxPercent(
                percentOf(Number(taxSave.conflict?.current['taxRateMicros'] ?? store.taxRateMicros)),
              );
              taxSave.clearConflict();
              onReload();
            }}
            onKeepMine={() => void submitTax(taxSave.conflict?.current.version ?? store.version)}
          />
        )}
        <SectionMessages save={taxSave} />
        <FormField
          label="Tax rate (%)"
          hint={
            canEditTax ? 'Up to four decimals, for example 8.875.' : 'Only a chain admin changes tax rates.'
          }
          error={taxSave.errorFor('taxRateMicros')}
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
          <Button variant="primary" busy={taxSave.busy} onClick={() => void submitTax(store.version)}>
            Save tax rate
          </Button>
        )}
      </section>
    </div>
  );
}
