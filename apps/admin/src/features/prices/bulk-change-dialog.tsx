// A bulk change: by percent or by amount, over the products the grid's filter shows, for the
// chosen stores, regions and the chain's list price. The form's rules name every problem at once
// before a preview is asked for; the server computes every new price with the domain's rounding rule
// and shows them (old → new) before anything is saved; saving makes them pending changes, published
// with the menu.
import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ChangeByFields, WhereFields } from './bulk-change-fields.tsx';
import {
  bulkInput,
  bulkRules,
  NO_BULK_CHANGE,
  type BulkFilter,
  type BulkValues,
} from './bulk-change-form.ts';
import { BulkPricePreview, type Preview } from './bulk-price-preview.tsx';
import { BulkPricePreviewQuery } from './bulk-price-preview-query.ts';
import { SaveBulkPriceChangeMutation } from './save-bulk-price-change-mutation.ts';

export interface BulkChangeDialogProps {
  /** What the grid shows: the products the change applies to. */
  readonly filter: BulkFilter;
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
  const form = useForm(NO_BULK_CHANGE, bulkRules);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [saving, saveBulk] = useMutation(SaveBulkPriceChangeMutation);
  const input = bulkInput(form.values, filter);

  // Any change to what is asked for makes the preview out of date.
  const onChange = (patch: Partial<BulkValues>) => {
    form.set(patch);
    setPreview(null);
    setError(null);
  };
  const onPreview = async () => {
    if (!form.check()) return;
    setPreviewing(true);
    const result = await client
      .query(BulkPricePreviewQuery, { input }, { requestPolicy: 'network-only' })
      .toPromise();
    setPreviewing(false);
    setError(result.error ? errorMessage(result.error) : null);
    setPreview(result.error ? null : (result.data?.bulkPricePreview ?? null));
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
      <ChangeByFields form={form} onChange={onChange} />
      <WhereFields form={form} onChange={onChange} regions={regions} stores={stores} />
      {error && <Notice tone="error">{error}</Notice>}
      {preview && <BulkPricePreview preview={preview} />}
    </Dialog>
  );
}
