// A favorites change that did not go through, said where the member is looking: over the page's
// bottom bars, announced once, dismissed with its ×.
import { AlertCircle } from 'lucide-react';
import { CloseButton } from '../../../ui/close-button.tsx';

export function FavoritesNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      data-testid="favorites-notice"
      className="fixed inset-x-3 bottom-32 z-30 mx-auto flex max-w-xl items-center gap-2 rounded-xl border border-red-200 bg-red-50 py-1 pr-1 pl-4 text-sm font-semibold text-red-900 shadow-lg lg:bottom-20"
    >
      <AlertCircle size={20} aria-hidden="true" className="shrink-0" />
      <p className="flex-1 py-2">{message}</p>
      <CloseButton onClick={onDismiss} label="Dismiss" />
    </div>
  );
}
