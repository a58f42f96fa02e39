// The Details tab: what customers read about the store (name, address, phone, Wi-Fi), judged by the
// domain's validateStoreDetails (as the server judges them) before anything is sent, and its sales tax
// rate (tax-rate-section.tsx).
import { validateStoreDetails } from '@brewline/domain/store-hours/store-settings';
import { useMutation } from 'urql';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { storeDataOf, type StoreFields } from './store-data.ts';
import { STORE_TEXT_FIELDS, type StoreTextKey } from './store-fields.ts';
import { StoreSection } from './store-section.tsx';
import { TaxSection } from './tax-rate-section.tsx';
import { UpdateStoreDetailsMutation } from './update-store-details-mutation.ts';
import { useStoreSection, type StoreSectionProps } from './use-store-section.ts';

type Details = Record<StoreTextKey, string> & { readonly wiFi: boolean };

function detailsOf(store: StoreFields): Details {
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

/** What updateStoreDetails takes: a blank second address line is none. */
const detailsInputOf = (details: Details) => ({
  ...details,
  address2: details.address2.trim() === '' ? null : details.address2,
});

function DetailsSection({ store, onSaved, onReload }: StoreSectionProps) {
  const [, saveDetails] = useMutation(UpdateStoreDetailsMutation);
  const section = useStoreSection({
    store,
    onSaved,
    onReload,
    valuesOf: detailsOf,
    rules: (details) => validateStoreDetails(detailsInputOf(details)),
    success: 'Store details saved.',
    send: async (details, expectedVersion) => {
      const result = await saveDetails({
        storeId: store.storeId,
        expectedVersion,
        details: detailsInputOf(details),
      });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreDetails) : null };
    },
  });
  const { form } = section;
  return (
    <StoreSection
      id="details"
      title="Store details"
      section={section}
      describe={(details) => STORE_TEXT_FIELDS.map((f) => ({ label: f.label, text: details[f.key] }))}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        {STORE_TEXT_FIELDS.map((f) => (
          <FormField key={f.key} label={f.label} error={form.problemFor(f.key)}>
            {(control) => (
              <input
                {...control}
                type="text"
                className="min-h-10 w-full rounded-lg border border-stone-300 px-3 py-2"
                value={form.values[f.key]}
                onChange={(event) => form.set({ [f.key]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
      <label className="mb-4 flex items-center gap-2 text-sm font-semibold text-stone-800">
        <input
          type="checkbox"
          className="size-4 accent-[#7a3606]"
          checked={form.values.wiFi}
          onChange={(event) => form.set({ wiFi: event.target.checked })}
        />
        Free Wi-Fi
      </label>
      <Button variant="primary" busy={section.save.busy} onClick={() => void section.submit()}>
        Save details
      </Button>
    </StoreSection>
  );
}

export function DetailsTab(props: StoreSectionProps) {
  return (
    <div className="grid max-w-3xl gap-8">
      <DetailsSection {...props} />
      <TaxSection {...props} />
    </div>
  );
}
