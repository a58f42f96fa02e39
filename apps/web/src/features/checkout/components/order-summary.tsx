// Order Summary: the cart as the server priced it at this store (lines, subtotal, the free-drink
// reward when one is applied, tax, total).
import { formatPrice } from '@brewline/domain/money';
import { useId } from 'react';
import { Spinner } from '../../../ui/spinner.tsx';
import { useCheckoutPricing } from '../model/use-checkout-pricing.ts';

export function OrderSummary({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { pricing, error } = useCheckoutPricing();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-4">
      <Heading id={titleId} className="mb-3 text-lg font-bold">
        Order Summary
      </Heading>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {!pricing && !error && (
        <div className="flex justify-center py-4">
          <Spinner label="Pricing your order" />
        </div>
      )}
      {pricing && (
        <>
          <ul className="divide-y divide-stone-100" aria-label="Items">
            {pricing.lines.map((line) => (
              <li key={line.lineId} className="flex gap-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {line.quantity > 1 && <span className="text-brand-ink">{line.quantity} × </span>}
                    {line.productName}
                  </p>
                  <p className="text-sm text-stone-600">
                    {[line.sizeName, line.versionName].filter(Boolean).join(', ')}
                  </p>
                  {line.modifiers.length > 0 && (
                    <p className="text-sm text-stone-600">
                      {line.modifiers
                        .map((m) => (m.quantity > 1 ? `${m.quantity} ${m.name}` : m.name))
                        .join(', ')}
                    </p>
                  )}
                </div>
                <div className="text-right">
                  <p className="font-semibold tabular-nums">{formatPrice(line.priceCents)}</p>
                  {line.discountCents > 0 && (
                    <p className="text-sm font-semibold text-emerald-800 tabular-nums">
                      Free drink −{formatPrice(line.discountCents)}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 border-t border-stone-200 pt-3 tabular-nums">
            <dt className="text-stone-700">Subtotal</dt>
            <dd data-testid="summary-subtotal">{formatPrice(pricing.subtotalCents)}</dd>
            {pricing.rewardDiscountCents > 0 && (
              <>
                <dt className="text-emerald-800">Free Drink reward</dt>
                <dd className="text-emerald-800" data-testid="summary-reward">
                  −{formatPrice(pricing.rewardDiscountCents)}
                </dd>
              </>
            )}
            <dt className="text-stone-700">Tax</dt>
            <dd data-testid="summary-tax">{formatPrice(pricing.taxCents)}</dd>
            <dt className="text-lg font-bold">Total</dt>
            <dd className="text-lg font-bold" data-testid="summary-total">
              {formatPrice(pricing.totalCents)}
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}
