import { X } from 'lucide-react';

/** The round × that closes a dialog, sheet or slide-out. */
export function CloseButton({ onClick, label = 'Close' }: { onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex size-10 items-center justify-center rounded-full hover:bg-stone-100"
    >
      <X aria-hidden="true" />
    </button>
  );
}
