// The pickup step's error panel: why this store cannot take the order now, with Back and a way to
// choose another store. It stays until the customer acts.
import { Store } from 'lucide-react';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';

export function StoreProblemPanel({ message, onBack }: { message: string; onBack: () => void }) {
  const { setPickerOpen } = useSelectedStore();
  return (
    <div
      role="alert"
      data-testid="store-problem"
      className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <Store size={36} aria-hidden="true" className="text-red-800" />
      <p className="max-w-md font-semibold text-red-900">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-outline" onClick={onBack}>
          Back
        </button>
        <button type="button" className="btn-primary" onClick={() => setPickerOpen(true)}>
          Choose Store
        </button>
      </div>
    </div>
  );
}
