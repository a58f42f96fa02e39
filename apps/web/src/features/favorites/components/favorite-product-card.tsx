// One favorite product: its picture and name (to its page), Move up and Remove.
import { productPath } from '@brewline/domain/menu';
import { ArrowUp, Heart } from 'lucide-react';
import { Link } from 'wouter';
import { ProductArt } from '../../../ui/product-art.tsx';
import type { FavoriteProductData } from '../api/favorites-query.ts';

export function FavoriteProductCard({
  favorite,
  first,
  busy,
  onMoveUp,
  onRemove,
}: {
  favorite: FavoriteProductData;
  first: boolean;
  busy: boolean;
  onMoveUp: () => void;
  onRemove: () => void;
}) {
  const product = { id: favorite.productId, name: favorite.name };
  return (
    <article
      data-testid={`favorite-product-${favorite.productId}`}
      className="flex items-center gap-3 rounded-3xl border border-stone-200 bg-white p-3 pr-2 shadow-sm"
    >
      <Link href={`~${productPath(product)}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl">
        <ProductArt image={favorite.image} circleClassName="size-16" size={40} />
        <span className="leading-snug font-bold">{favorite.name}</span>
      </Link>
      {!first && (
        <button
          type="button"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
          aria-label={`Move ${favorite.name} up`}
          disabled={busy}
          onClick={onMoveUp}
        >
          <ArrowUp size={20} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-red-600 hover:bg-red-50"
        title="Remove from favorites"
        aria-label={`Remove ${favorite.name} from favorites`}
        disabled={busy}
        onClick={onRemove}
      >
        <Heart size={20} aria-hidden="true" fill="currentColor" />
      </button>
    </article>
  );
}
