// A bulk change: by percent or by amount, over the products the grid's filter shows, for the
// chosen stores, regions and the chain's list price. The server computes every new price with the
// domain's rounding rule and shows them (old → new) before anything is saved; saving makes them
// pending changes, published with the menu.
import { formatPrice } from '@brewline/domain/money/money';
import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FieldGroup, FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { BulkPricePreviewQuery } from './bulk-price-preview-query.ts';
import { SaveBulkPriceChangeMutation } from './save-bulk-price-change-mutation.ts';

type Preview = ResultOf<typeof BulkPricePreviewQuery>['bulkPricePreview'];
type BulkInput = VariablesOf<typeof BulkPricePreviewQuery>['input'];

export interface BulkChangeDialogProps {
  /** What the grid shows: the products the change applies to. */
  readonly filter: { groupId: number | null; search: string; includeModifiers: boolean };
  readonly productsText: string;
  readonly stores: readonly { storeId: number; name: string }[];
  readonly regions: readonly { id: number; name: string }[];
  readonly onClose: () => void;
  readonly onSaved: (saved: number) => void;
}

export function BulkChangeDialog({
  filter,
  productsText,
  stores,
  regions,
  onClose,
  onSaved,
}: BulkChangeDialogProps) {
  const client = useClient();
  const [mode, setMode] = useState<'PERCENT' | 'AMOUNT'>('PERCENT');
  const [value, setValue] = useState('');
  const [includeChain, setIncludeChain] = useState(false);
  const [regionIds, setRegionIds] = useState<number[]>([]);
  const [storeIds, setStoreIds] = useState<number[]>([]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [saving, saveBulk] = useMutation(SaveBulkPriceChangeMutation);

  const input: BulkInput = {
    mode,
    value,
    includeChain,
    regionIds,
    storeIds,
    ...(filter.groupId !== null ? { groupId: filter.groupId } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
    includeSizes: true,
    includeModifiers: filter.includeModifiers,
  };
  // Any change to what is asked for makes the preview out of date.
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(null);
      setError(null);
    };
  const toggle = (list: number[], id: number, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id);

  const onPreview = async () => {
    setPreviewing(true);
    const result = await client
      .query(BulkPricePreviewQuery, { input }, { requestPolicy: 'network-only' })
      .toPromise();
    setPreviewing(false);
    if (result.error) {
      setError(errorMessage(result.error));
      setPreview(null);
    } else {
      setError(null);
      setPreview(result.data?.bulkPricePreview ?? null);
    }
  };

  const onSave = async () => {
    const result = await saveBulk({ input });
    if (result.error) setError(errorMessage(result.error));
    else onSaved(result.data?.saveBulkPriceChange.saved ?? 0);
  };

  const canSave = preview !== null && preview.problemCount === 0 && preview.total > 0;
  return (
    <Dialog
      title="Change many prices"
      wide
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            onClick={() => void onPreview()}
            busy={previewing}
            variant={canSave ? 'secondary' : 'primary'}
          >
            Preview
          </Button>
          {canSave && (
            <Button variant="primary" busy={saving.fetching} onClick={() => void onSave()}>
              Save {preview.total} pending {preview.total === 1 ? 'change' : 'changes'}
            </Button>
          )}
        </>
      }
    >
      <p className="mb-4 text-sm text-stone-700">
        Applies to <strong>{productsText}</strong> (the grid’s filter), every size. Stores that do not sell a
        product keep having no price for it.
      </p>
      <div className="grid gap-x-6 sm:grid-cols-[auto_1fr]">
        <FieldGroup legend="Change by">
          <div className="flex gap-4">
            {(['PERCENT', 'AMOUNT'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="bulk-mode"
                  checked={mode === m}
                  onChange={() => changed(setMode)(m)}
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
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              value={value}
              onChange={(event) => changed(setValue)(event.target.value)}
              className="w-40 rounded-md border border-stone-300 px-3 py-2"
            />
          )}
        </FormField>
      </div>
      <FieldGroup legend="Where">
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={includeChain}
            onChange={(e) => changed(setIncludeChain)(e.target.checked)}
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
                  onChange={(e) => changed(setRegionIds)(toggle(regionIds, region.id, e.target.checked))}
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
                onChange={(e) => changed(setStoreIds)(toggle(storeIds, store.storeId, e.target.checked))}
              />
              {store.name}
            </label>
          ))}
        </div>
      </FieldGroup>
      {error && <Notice tone="error">{error}</Notice>}
      {preview && (
        <section aria-label="Preview">
          <p className="mb-2 text-sm font-semibold text-stone-800" role="status">
            {preview.problemCount > 0
              ? `${preview.problemCount} of ${preview.total} prices cannot take this change. Nothing can be saved until it is changed.`
              : `${preview.total} ${preview.total === 1 ? 'price' : 'prices'} will change. Nothing is saved yet.`}
          </p>
          <div
            className="max-h-64 overflow-y-auto rounded-md border border-stone-200"
            tabIndex={0}
            role="region"
            aria-label="Old and new prices, scrollable"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">Old and new prices</caption>
              <thead className="sticky top-0 bg-stone-100 text-left text-stone-700">
                <tr>
                  <th scope="col" className="px-3 py-1.5">
                    Item
                  </th>
                  <th scope="col" className="px-3 py-1.5">
                    Where
                  </th>
                  <th scope="col" className="px-3 py-1.5 text-right">
                    Old
                  </th>
                  <th scope="col" className="px-3 py-1.5 text-right">
                    New
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.cells.map((cell) => (
                  <tr
                    key={cell.cellKey}
                    className="border-t border-stone-100"
                    data-preview-cell={cell.cellKey}
                  >
                    <td className="px-3 py-1.5">
                      {cell.itemName} <span className="text-stone-500">{cell.variantName}</span>
                      {cell.problem && <p className="text-xs font-medium text-red-700">{cell.problem}</p>}
                    </td>
                    <td className="px-3 py-1.5">{cell.scopeLabel}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums text-stone-600">
                      {formatPrice(cell.oldCents)}
                    </td>
                    <td
                      className={`px-3 py-1.5 text-right font-semibold tabular-nums ${cell.problem ? 'text-red-700' : 'text-stone-900'}`}
                    >
                      {formatPrice(cell.newCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.total > preview.cells.length && (
            <p className="mt-1 text-xs text-stone-600">
              Showing {preview.cells.length} of {preview.total}; all of them are saved.
            </p>
          )}
        </section>
      )}
    </Dialog>
  );
}
