// Subtotal, Tax and Total exactly as the server priced them; dimmed while a newer price is coming.
import { formatPrice } from '@brewline/domain/money/money';
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
      {/* A figure's width at least, so the price lands where its placeholder was (no shift). */}
      <dd data-testid={cents === undefined ? undefined : testId} className="min-w-16 text-right tabular-nums">
        {cents === undefined ? (
          <span className="skeleton inline-block h-5 w-14 align-middle" />
        ) : (
          formatPrice(cents)
        )}
      </dd>
    </div>
  );
}

/** Subtotal, tax and total as the server priced them; when pricing failed, the reason and a retry. */
export function CartTotals({
  pricing,
  updating,
  error = null,
  retry,
}: {
  pricing: CartPricing | null;
  updating: boolean;
  error?: string | null;
  retry?: () => void;
}) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {error}{' '}
        {retry && (
          <button type="button" className="font-semibold underline" onClick={retry}>
            Try again
          </button>
        )}
      </p>
    );
  }
  // Dimmed no further than 85%: stone-700 on the sheet's stone-50 keeps 6.3:1 there (at 60% it fell
  // to 3.3:1, under WCAG's 4.5:1, and axe caught the modal while a re-price was on its way).
  return (
    <dl
      className={`flex flex-col gap-1.5 transition-opacity ${updating ? 'opacity-85' : ''}`}
      aria-busy={updating || !pricing}
    >
      <Row label="Subtotal" cents={pricing?.subtotalCents} testId="cart-subtotal" />
      <Row label="Tax" cents={pricing?.taxCents} testId="cart-tax" />
      <div className="my-1 border-t border-dashed border-stone-300" />
      <Row label="Total" cents={pricing?.totalCents} testId="cart-total" strong />
    </dl>
  );
}
