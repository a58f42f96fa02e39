// The heart on a Find a Store result: a toggle button, pressed for a favorite store. Shown only inside
// a FavoriteStoresScope (a signed-in member's finder).
import { Heart } from 'lucide-react';
import { useFavoriteStores } from './favorite-stores-scope.tsx';

export function FavoriteStoreHeart({ storeId, name }: { storeId: number; name: string }) {
  const favorites = useFavoriteStores();
  if (!favorites) return null;
  const on = favorites.isFavorite(storeId);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={favorites.isPending(storeId)}
      aria-label={`Favorite ${name}`}
      data-testid={`favorite-store-heart-${storeId}`}
      onClick={() => favorites.toggle(storeId)}
      className={`-my-2 flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-100 ${
        on ? 'text-red-600' : 'text-stone-600'
      }`}
    >
      <Heart size={20} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
