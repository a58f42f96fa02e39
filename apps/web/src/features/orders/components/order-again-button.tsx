// 'Order again': the past order back in the cart at the store the customer orders from now. What
// could not be added is said here; what was left out is said on the cart page.
import { RotateCcw } from 'lucide-react';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { useOrderAgain } from '../model/use-order-again.ts';

export function OrderAgainButton({ orderId }: { orderId: string }) {
  const { orderAgain, busy, problem } = useOrderAgain(orderId);
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      <button type="button" className="btn-primary w-full sm:w-auto" onClick={orderAgain} disabled={busy}>
        <RotateCcw size={18} aria-hidden="true" />
        {busy ? 'Adding to cart...' : 'Order again'}
      </button>
      {problem && (
        <div className="sm:max-w-md">
          <AlertBanner testId="order-again-problem">{problem}</AlertBanner>
        </div>
      )}
    </div>
  );
}
