// Subtotal, Tax and Total exactly as the server priced them; dimmed while a newer price is coming.
import { formatPrice } from '@brewline/domain/money';
import type { CartPricing } from '../../lib/price-cart-query.ts';

function Row({
  label,
  cents,
  testId,
  strong,
}: {
  label: string;
  cents: number | undefined;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between ${strong ? 'text-lg font-extrabold' : 'text-stone-700'}`}
    >
      <dt>{label}</dt>
      {/* The test id marks a price, never the placeholder, so a reader waits for the price. */}
      <dd data-testid={cents === undefined ? undefined : testId} className="tabular-nums">
        {cents === undefined ? (
          <span className="skeleton inline-block h-5 w-14 align-middle" />
        ) : (
          formatPrice(cents)
        )}
      </dd>
    </div>
  );
}

export function CartTotals({ pricing, updating }: { pricing: CartPricing | null; updating: boolean }) {
  return (
    <dl
      className={`flex flex-col gap-1.5 transition-opacity ${updating ? 'opacity-60' : ''}`}
      aria-busy={updating || !pricing}
    >
      <Row label="Subtotal" cents={pricing?.subtotalCents} testId="cart-subtotal" />
      <Row label="Tax" cents={pricing?.taxCents} testId="cart-tax" />
      <div className="my-1 border-t border-dashed border-stone-300" />
      <Row label="Total" cents={pricing?.totalCents} testId="cart-total" strong />
    </dl>
  );
}
