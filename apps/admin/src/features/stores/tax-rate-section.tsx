// The store's sales tax rate (prices.edit: a chain admin's; others see it): a rate the form cannot
// read, or one outside the domain's range (validateTaxRateMicros), is named before anything is sent.
import { useMutation } from 'urql';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Button } from '../../ui/button.tsx';
import { storeDataOf } from './store-data.ts';
import { microsOf, percentOf, taxRateProblems } from './store-fields.ts';
import { StoreSection } from './store-section.tsx';
import { TaxRateField } from './store-setting-fields.tsx';
import { UpdateStoreTaxRateMutation } from './update-store-tax-rate-mutation.ts';
import { useStoreSection, type StoreSectionProps } from './use-store-section.ts';

interface TaxRate {
  /** As typed, in percent. */
  readonly taxPercent: string;
}

export function TaxSection({ store, onSaved, onReload }: StoreSectionProps) {
  const { can } = useStaffSession();
  const canEditTax = can('prices.edit', store.storeId);
  const [, saveTax] = useMutation(UpdateStoreTaxRateMutation);
  const section = useStoreSection<TaxRate>({
    store,
    onSaved,
    onReload,
    valuesOf: (saved) => ({ taxPercent: percentOf(saved.taxRateMicros) }),
    rules: ({ taxPercent }) => taxRateProblems(taxPercent),
    success: 'Tax rate saved. New carts and orders use it now.',
    send: async ({ taxPercent }, expectedVersion) => {
      const result = await saveTax({
        storeId: store.storeId,
        expectedVersion,
        taxRateMicros: microsOf(taxPercent),
      });
      return { ...result, saved: result.data ? storeDataOf(result.data.updateStoreTaxRate) : null };
    },
  });
  const { form } = section;
  return (
    <StoreSection
      id="tax"
      title="Sales tax"
      section={section}
      describe={({ taxPercent }) => [{ label: 'Tax rate', text: `${taxPercent}%` }]}
    >
      <TaxRateField
        label="Tax rate (%)"
        hint={
          canEditTax ? 'Up to four decimals, for example 8.875.' : 'Only a chain admin changes tax rates.'
        }
        value={form.values.taxPercent}
        error={form.problemFor('taxPercent') ?? form.problemFor('taxRateMicros')}
        disabled={!canEditTax}
        className="min-h-10 w-32 rounded-lg border border-stone-300 px-3 py-2 disabled:bg-stone-100"
        onChange={(taxPercent) => form.set({ taxPercent })}
      />
      {canEditTax && (
        <Button variant="primary" busy={section.save.busy} onClick={() => void section.submit()}>
          Save tax rate
        </Button>
      )}
    </StoreSection>
  );
}
