// Order Summary: the cart as the server priced it at this store (lines, subtotal, the free-drink
// reward when one is applied, tax, total). Until the price arrives, the same lines are written from
// the cart and the menu tables with placeholders for the figures: the box has its final size from the
// first paint, so nothing below or beside it moves when the prices land. The server's render of the
// payment step knows no cart: it draws one line of placeholders where the cart's lines will be.
import type { CartLine } from '@brewline/domain/orders/cart';
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { formatPrice } from '@brewline/domain/money/money';
import { useId } from 'react';
import { useCart } from '../../../lib/cart-context.tsx';
import { useIsServerRender } from '../../../lib/server-render.ts';
import { useMenuTables } from '../../../lib/menu-tables-context.tsx';
import { useCheckout } from '../model/checkout-context.tsx';
import { useCheckoutPricing } from '../model/use-checkout-pricing.ts';

interface SummaryLine {
  readonly lineId: string;
  readonly quantity: number;
  readonly productName: string;
  readonly sizeName: string;
  readonly versionName: string | null;
  readonly modifiers: readonly { readonly name: string; readonly quantity: number }[];
  /** Null until the server has priced the line. */
  readonly priceCents: number | null;
  readonly discountCents: number;
}

/** A cart line in the priced line's words, from the menu tables, before its price is known. */
function unpricedLine(tables: MenuTables, line: CartLine): SummaryLine {
  const nameOf = <T extends { id: number; name: string }>(rows: readonly T[], id: number) =>
    rows.find((row) => row.id === id)?.name ?? '';
  return {
    lineId: line.lineId,
    quantity: line.quantity,
    productName: nameOf(tables.products, line.productId),
    sizeName: nameOf(tables.sizes, line.sizeId),
    versionName: line.versionId === null ? null : nameOf(tables.productVersions, line.versionId),
    modifiers: line.modifiers
      .filter((m) => m.quantity > 0)
      .map((m) => ({ name: nameOf(tables.modifiers, m.modifierId), quantity: m.quantity })),
    priceCents: null,
    discountCents: 0,
  };
}

/** A cart line on its way (the server's render): a name, the line under it and a figure. */
const PENDING_LINE = (
  <li aria-hidden="true" className="flex gap-3 py-2.5">
    <span className="grid flex-1 gap-1.5 py-0.5">
      <span className="skeleton h-4 w-28" />
      <span className="skeleton h-3.5 w-20" />
    </span>
    <span className="skeleton h-4 w-14" />
  </li>
);

/** A figure, or a placeholder of a figure's height while it is on its way. */
function Figure({ cents, testId }: { cents: number | null; testId?: string }) {
  if (cents === null) return <span className="skeleton inline-block h-[1lh] w-14 align-top" />;
  return <span data-testid={testId}>{formatPrice(cents)}</span>;
}

export function OrderSummary({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { pricing, error } = useCheckoutPricing();
  const tables = useMenuTables();
  const { lines: cartLines } = useCart();
  const { state } = useCheckout();
  const serverRender = useIsServerRender();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const lines: readonly SummaryLine[] = pricing
    ? pricing.lines
    : cartLines.map((line) => unpricedLine(tables, line));
  // Before the price, the reward's row is held when a reward is chosen (it then almost always applies).
  const rewardCents = pricing ? pricing.rewardDiscountCents : state.claimedRewardId === null ? 0 : null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-4">
      <Heading id={titleId} className="mb-3 text-lg font-bold">
        Order Summary
      </Heading>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {!(error && !pricing) && (
        <div aria-busy={!pricing}>
          <ul className="divide-y divide-stone-100" aria-label="Items">
            {serverRender && PENDING_LINE}
            {lines.map((line) => (
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
                {/* At least a figure's width (the placeholder's and most prices'): a right-aligned
                    column as wide as its text would move its left edge as the price lands. */}
                <div className="min-w-16 text-right">
                  <p className="font-semibold tabular-nums">
                    <Figure cents={line.priceCents} />
                  </p>
                  {line.discountCents > 0 && (
                    <p className="text-sm font-semibold text-emerald-800 tabular-nums">
                      Free drink −{formatPrice(line.discountCents)}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {/* The figures' column keeps its width as the figures replace their placeholders. */}
          <dl className="mt-2 grid grid-cols-[1fr_minmax(4rem,auto)] gap-y-1 border-t border-stone-200 pt-3 tabular-nums">
            <dt className="text-stone-700">Subtotal</dt>
            <dd>
              <Figure cents={pricing?.subtotalCents ?? null} testId="summary-subtotal" />
            </dd>
            {rewardCents !== 0 && (
              <>
                <dt className="text-emerald-800">Free Drink reward</dt>
                <dd
                  className="text-emerald-800"
                  data-testid={rewardCents === null ? undefined : 'summary-reward'}
                >
                  {rewardCents === null ? <Figure cents={null} /> : `−${formatPrice(rewardCents)}`}
                </dd>
              </>
            )}
            <dt className="text-stone-700">Tax</dt>
            <dd>
              <Figure cents={pricing?.taxCents ?? null} testId="summary-tax" />
            </dd>
            <dt className="text-lg font-bold">Total</dt>
            <dd className="text-lg font-bold">
              <Figure cents={pricing?.totalCents ?? null} testId="summary-total" />
            </dd>
          </dl>
        </div>
      )}
    </section>
  );
}
