// One favorite product: its picture and name (to its page), Move up and Remove.
import { productPath } from '@brewline/domain/menu/menu';
import { Link } from 'wouter';
import { ProductArt } from '../../../ui/product-art.tsx';
import type { FavoriteProductData } from '../api/favorites-query.ts';
import { FavoriteListActions } from './favorite-list-actions.tsx';

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
      <FavoriteListActions
        name={favorite.name}
        first={first}
        busy={busy}
        onMoveUp={onMoveUp}
        onRemove={onRemove}
      />
    </article>
  );
}
