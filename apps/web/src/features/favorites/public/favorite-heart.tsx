// The product page's heart in the footer bar: 'Add to Favorites', or 'Remove from Favorites' with a
// filled heart once it is a favorite. On a phone the bar is narrow, so the words are the button's
// label and only the heart shows.
import { Heart } from 'lucide-react';

export function FavoriteHeart({
  on,
  busy,
  disabled,
  onClick,
}: {
  on: boolean;
  busy: boolean;
  disabled: boolean;
  onClick?: () => void;
}) {
  const label = on ? 'Remove from Favorites' : 'Add to Favorites';
  return (
    <button
      type="button"
      className="btn-outline shrink-0 max-sm:size-11 max-sm:p-0"
      aria-label={label}
      aria-busy={busy}
      data-testid="favorite-product-button"
      disabled={disabled}
      onClick={onClick}
    >
      <Heart size={18} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
      <span className="hidden md:inline">{label}</span>
    </button>
  );
}
