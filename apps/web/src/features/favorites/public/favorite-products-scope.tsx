// The favorite products of a screen that shows product hearts (the group's tiles, the product page):
// which products are favorites, the toggle, the picker when a 6th is added, and the notice when a
// change fails. Members' favorites are asked for only when signed in; guests' hearts go to login.
import { messages } from '@brewline/domain/messages/messages';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import { track } from '../../../lib/analytics.ts';
import { useSignedIn } from '../../../lib/session-context.tsx';
import { FavoriteProductIdsQuery } from '../api/favorite-product-ids-query.ts';
import { ToggleFavoriteProductMutation } from '../api/toggle-favorite-product-mutation.ts';
import { FavoritesNotice } from '../components/favorites-notice.tsx';
import { KeepFavoritesDialog } from '../components/keep-favorites-dialog.tsx';
import { favoritesFailure } from '../model/favorites-failure.ts';
import { rememberPendingFavorite, takePendingFavorite } from '../model/pending-favorite.ts';
import { useGuestToLogin } from '../model/use-guest-to-login.ts';

export interface FavoriteProductsValue {
  isFavorite: (productId: number) => boolean;
  /** A change of this product is on its way: its heart waits. */
  isPending: (productId: number) => boolean;
  toggle: (productId: number) => void;
}

const FavoriteProductsContext = createContext<FavoriteProductsValue | null>(null);

export function useFavoriteProducts(): FavoriteProductsValue {
  const value = useContext(FavoriteProductsContext);
  if (!value) throw new Error('useFavoriteProducts must be used inside <FavoriteProductsScope>');
  return value;
}

const NONE: readonly number[] = [];

export function FavoriteProductsScope({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const [result] = useQuery({ query: FavoriteProductIdsQuery, pause: !signedIn });
  const [, toggleFavorite] = useMutation(ToggleFavoriteProductMutation);
  const goToLogin = useGuestToLogin();
  // The answer of the last change, until the list is read again (no flicker in between).
  const [changed, setChanged] = useState<readonly number[] | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [picker, setPicker] = useState<{ candidates: readonly number[]; added: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fetched = result.data?.favorites.products;
  useEffect(() => setChanged(null), [fetched]);
  const ids = signedIn ? (changed ?? fetched?.map((p) => p.productId) ?? NONE) : NONE;

  const toggle = useCallback(
    (productId: number) => {
      if (!signedIn) {
        rememberPendingFavorite(productId);
        return goToLogin();
      }
      if (pending.has(productId)) return;
      setNotice(null);
      setPending((now) => new Set(now).add(productId));
      track('favorite_toggle', { productId, on: !ids.includes(productId) });
      void toggleFavorite({ productId }).then((answer) => {
        setPending((now) => {
          const next = new Set(now);
          next.delete(productId);
          return next;
        });
        const saved = answer.data?.toggleFavoriteProduct.products;
        if (saved) return setChanged(saved.map((p) => p.productId));
        if (!answer.error) return setNotice(messages.FAVORITES_SAVE_FAILED());
        const failure = favoritesFailure(answer.error);
        if (failure.kind === 'limit') {
          setPicker({ candidates: failure.candidates ?? [...ids, productId], added: productId });
        } else setNotice(failure.message);
      });
    },
    [signedIn, goToLogin, pending, ids, toggleFavorite],
  );

  // Back from signing in with a heart tapped as a guest: save it, unless it is a favorite already.
  useEffect(() => {
    if (!signedIn || !fetched) return;
    const wanted = takePendingFavorite();
    if (wanted !== null && !fetched.some((p) => p.productId === wanted)) toggle(wanted);
  }, [signedIn, fetched, toggle]);

  const value = useMemo<FavoriteProductsValue>(
    () => ({
      isFavorite: (productId) => ids.includes(productId),
      isPending: (productId) => pending.has(productId),
      toggle,
    }),
    [ids, pending, toggle],
  );

  return (
    <FavoriteProductsContext.Provider value={value}>
      {children}
      {picker && (
        <KeepFavoritesDialog
          candidates={picker.candidates}
          added={picker.added}
          onSaved={(kept) => {
            setChanged(kept);
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      )}
      {notice && <FavoritesNotice message={notice} onDismiss={() => setNotice(null)} />}
    </FavoriteProductsContext.Provider>
  );
}
