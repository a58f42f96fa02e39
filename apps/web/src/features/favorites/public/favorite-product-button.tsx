// The product page's 'Add to Favorites' (docs/product/account.md#screens), with the member's favorites.
import { FavoriteHeart } from './favorite-heart.tsx';
import { FavoriteProductsScope, useFavoriteProducts } from './favorite-products-scope.tsx';

function FooterHeart({ productId, disabled }: { productId: number; disabled: boolean }) {
  const { isFavorite, isPending, toggle } = useFavoriteProducts();
  return (
    <FavoriteHeart
      on={isFavorite(productId)}
      busy={isPending(productId)}
      disabled={disabled}
      onClick={() => toggle(productId)}
    />
  );
}

export default function FavoriteProductButton({
  productId,
  disabled,
}: {
  productId: number;
  disabled: boolean;
}) {
  return (
    <FavoriteProductsScope>
      <FooterHeart productId={productId} disabled={disabled} />
    </FavoriteProductsScope>
  );
}
