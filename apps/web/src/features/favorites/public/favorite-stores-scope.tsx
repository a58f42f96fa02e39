// The hearts on the Find a Store results of a signed-in member: which stores are favorites and the
// toggle; a 4th store is refused with the spec's message, said above the results (inside the modal,
// where the member is looking).
import { messages } from '@brewline/domain/messages/messages';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { FavoriteStoreIdsQuery } from '../api/favorite-store-ids-query.ts';
import { ToggleFavoriteStoreMutation } from '../api/toggle-favorite-store-mutation.ts';
import { favoritesFailure } from '../model/favorites-failure.ts';

export interface FavoriteStoresValue {
  isFavorite: (storeId: number) => boolean;
  isPending: (storeId: number) => boolean;
  toggle: (storeId: number) => void;
}

const FavoriteStoresContext = createContext<FavoriteStoresValue | null>(null);

/** The scope's value, or null outside one (a guest's finder shows no hearts). */
export function useFavoriteStores(): FavoriteStoresValue | null {
  return useContext(FavoriteStoresContext);
}

const NONE: readonly number[] = [];

/** Hearts for a signed-in member (`enabled`); otherwise the children as they are, with no query. */
export function FavoriteStoresScope({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return enabled ? <MemberFavoriteStores>{children}</MemberFavoriteStores> : children;
}

function MemberFavoriteStores({ children }: { children: ReactNode }) {
  const [result] = useQuery({ query: FavoriteStoreIdsQuery });
  const [, toggleFavorite] = useMutation(ToggleFavoriteStoreMutation);
  const [changed, setChanged] = useState<readonly number[] | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fetched = result.data?.favorites.stores;
  useEffect(() => setChanged(null), [fetched]);
  const ids = changed ?? fetched?.map((f) => f.store.storeId) ?? NONE;

  const toggle = useCallback(
    (storeId: number) => {
      if (pending !== null) return;
      setNotice(null);
      setPending(storeId);
      void toggleFavorite({ storeId }).then((answer) => {
        setPending(null);
        if (answer.error) return setNotice(favoritesFailure(answer.error).message);
        if (!answer.data) return setNotice(messages.FAVORITES_SAVE_FAILED());
        // The answer lists priorities only; the ids follow from the change itself.
        setChanged(ids.includes(storeId) ? ids.filter((id) => id !== storeId) : [...ids, storeId]);
      });
    },
    [pending, ids, toggleFavorite],
  );

  const value = useMemo<FavoriteStoresValue>(
    () => ({
      isFavorite: (storeId) => ids.includes(storeId),
      isPending: (storeId) => pending === storeId,
      toggle,
    }),
    [ids, pending, toggle],
  );

  return (
    <FavoriteStoresContext.Provider value={value}>
      {notice && (
        <div className="mb-3">
          <AlertBanner testId="favorite-stores-notice">{notice}</AlertBanner>
        </div>
      )}
      {children}
    </FavoriteStoresContext.Provider>
  );
}
