// The product page's 'Add to Favorites' in the footer bar (docs/product/account.md#screens):
// 'Remove from Favorites' with a filled heart once it is a favorite. On a phone the bar is narrow,
// so the words are the button's label and only the heart shows.
import { Heart } from 'lucide-react';
import { FavoriteProductsScope, useFavoriteProducts } from './favorite-products-scope.tsx';

function FooterHeart({ productId, disabled }: { productId: number; disabled: boolean }) {
  const { isFavorite, isPending, toggle } = useFavoriteProducts();
  const on = isFavorite(productId);
  const label = on ? 'Remove from Favorites' : 'Add to Favorites';
  return (
    <button
      type="button"
      className="btn-outline shrink-0 max-sm:size-11 max-sm:p-0"
      aria-label={label}
      aria-busy={isPending(productId)}
      data-testid="favorite-product-button"
      disabled={disabled}
      onClick={() => toggle(productId)}
    >
      <Heart size={18} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
      <span className="hidden md:inline">{label}</span>
    </button>
  );
}

export function FavoriteProductButton({ productId, disabled }: { productId: number; disabled: boolean }) {
  return (
    <FavoriteProductsScope>
      <FooterHeart productId={productId} disabled={disabled} />
    </FavoriteProductsScope>
  );
}
