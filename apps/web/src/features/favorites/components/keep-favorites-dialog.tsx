// The favorites picker (docs/product/account.md#screens, #how-things-change): adding a 6th product
// opens it with the six candidates, the new one and the first four ticked; the member ticks the 5
// to keep and saves. Closing it keeps the favorites as they were.
import {
  initialKeepSelection,
  isKeepSelectionFull,
  keptFavorites,
  toggleKeepSelection,
} from '@brewline/domain/accounts/favorites';
import { messages } from '@brewline/domain/messages/messages';
import { MAX_FAVORITE_PRODUCTS } from '@brewline/domain/validation/favorites';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { useMenuTables } from '../../../lib/menu-tables-context.tsx';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { CloseButton } from '../../../ui/close-button.tsx';
import { ProductArt } from '../../../ui/product-art.tsx';
import { useModalOnMount } from '../../../ui/use-modal-on-mount.ts';
import { SetFavoriteProductsMutation } from '../api/set-favorite-products-mutation.ts';
import { favoritesFailure } from '../model/favorites-failure.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';

export function KeepFavoritesDialog({
  candidates,
  added,
  onSaved,
  onClose,
}: {
  candidates: readonly number[];
  added: number;
  onSaved: (kept: number[]) => void;
  onClose: () => void;
}) {
  const dialog = useModalOnMount();
  const { products } = useMenuTables();
  const [selected, setSelected] = useState(() => initialKeepSelection(candidates, added));
  const [{ fetching }, save] = useMutation(SetFavoriteProductsMutation);
  const [error, setError] = useState<string | null>(null);
  const full = isKeepSelectionFull(selected);

  const submit = async () => {
    setError(null);
    const kept = keptFavorites(candidates, selected);
    const answer = await save({ productIds: kept });
    if (answer.error || !answer.data) {
      setError(answer.error ? favoritesFailure(answer.error).message : messages.FAVORITES_SAVE_FAILED());
      return;
    }
    onSaved(answer.data.setFavoriteProducts.products.map((p) => p.productId));
  };

  return (
    <ModalDialog
      dialog={dialog}
      layout="sheet"
      labelledBy="keep-favorites-title"
      describedBy="keep-favorites-text"
      onClose={onClose}
      testId="keep-favorites"
    >
      <header className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
        <h2 id="keep-favorites-title" className="text-xl font-bold">
          Choose {MAX_FAVORITE_PRODUCTS} to keep
        </h2>
        <CloseButton onClick={onClose} />
      </header>
      <form
        className="flex min-h-0 flex-1 flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex-1 overflow-y-auto px-5 py-4">
          <p id="keep-favorites-text" className="mb-4 text-stone-700">
            {messages.FAVORITE_PRODUCTS_LIMIT()}
          </p>
          <fieldset>
            <legend className="sr-only">Favorite products to keep</legend>
            <ul className="grid gap-2">
              {candidates.map((id) => {
                const product = products.find((p) => p.id === id);
                const ticked = selected.includes(id);
                return (
                  <li key={id}>
                    <label
                      className={`flex cursor-pointer items-center gap-3 rounded-xl border p-2 pr-4 transition ${
                        ticked ? 'border-brand-ink bg-brand-soft' : 'border-stone-200 bg-white'
                      } ${!ticked && full ? 'cursor-not-allowed opacity-60' : ''}`}
                    >
                      <ProductArt image={product?.image ?? ''} circleClassName="size-12" size={32} />
                      <span className="flex-1 leading-snug font-semibold">
                        {product?.name ?? `Product ${id}`}
                        {id === added && (
                          <span className="ml-2 rounded-full bg-brand-ink px-2 py-0.5 text-xs font-bold text-white">
                            New
                          </span>
                        )}
                      </span>
                      <input
                        type="checkbox"
                        className="peer sr-only"
                        checked={ticked}
                        disabled={!ticked && full}
                        onChange={() => setSelected((now) => toggleKeepSelection(now, id))}
                      />
                      <span
                        aria-hidden="true"
                        className={`flex size-6 items-center justify-center rounded-md border-2 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${
                          ticked ? 'border-brand-ink bg-brand-ink text-white' : 'border-stone-400 bg-white'
                        }`}
                      >
                        {ticked && <Check size={16} strokeWidth={3} />}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <p className="mt-3 text-sm text-stone-700" aria-live="polite">
            <span className="font-semibold">
              {selected.length} of {MAX_FAVORITE_PRODUCTS} chosen
            </span>
            {full && ' · Untick one to choose another.'}
          </p>
          {error && (
            <div className="mt-3">
              <AlertBanner>{error}</AlertBanner>
            </div>
          )}
        </div>
        <footer className="flex justify-end gap-3 border-t border-stone-200 px-5 py-3">
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary px-6" disabled={fetching}>
            Save
          </button>
        </footer>
      </form>
    </ModalDialog>
  );
}
