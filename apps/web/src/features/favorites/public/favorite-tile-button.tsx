// The heart over a product tile (docs/product/ordering.md#screens: favorite products carry a
// favorite icon): a toggle button, pressed for a favorite. A guest's goes to login.
import { Heart } from 'lucide-react';
import { useFavoriteProducts } from './favorite-products-scope.tsx';

export function FavoriteTileButton({ productId, name }: { productId: number; name: string }) {
  const { isFavorite, isPending, toggle } = useFavoriteProducts();
  const on = isFavorite(productId);
  const pending = isPending(productId);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={pending}
      aria-label={`Favorite ${name}`}
      data-testid={`favorite-tile-${productId}`}
      onClick={() => toggle(productId)}
      className={`flex size-11 items-center justify-center rounded-full bg-white shadow-md ring-1 ring-stone-200 transition hover:scale-105 ${
        on ? 'text-red-600' : 'text-stone-600'
      } ${pending ? 'opacity-60' : ''}`}
    >
      <Heart size={22} aria-hidden="true" fill={on ? 'currentColor' : 'none'} strokeWidth={2.25} />
    </button>
  );
}
