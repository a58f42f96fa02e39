// The two actions every favorite's card ends with: Move up (not on the first) and Remove.
import { ArrowUp, Heart } from 'lucide-react';

export function FavoriteListActions({
  name,
  first,
  busy,
  onMoveUp,
  onRemove,
}: {
  /** What the favorite is called, for the buttons' accessible names. */
  name: string;
  first: boolean;
  busy: boolean;
  onMoveUp: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      {!first && (
        <button
          type="button"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
          aria-label={`Move ${name} up`}
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
        aria-label={`Remove ${name} from favorites`}
        disabled={busy}
        onClick={onRemove}
      >
        <Heart size={20} aria-hidden="true" fill="currentColor" />
      </button>
    </>
  );
}
