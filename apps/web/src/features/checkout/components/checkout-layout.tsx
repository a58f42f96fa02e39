// The checkout's frame: the step on the left; on wide screens the Order Summary and Order Info beside
// it (from 768px at the payment step, whose own layout starts there). A narrower window, where the
// stylesheet hides them, does not render them at all (useMediaQuery); the payment step shows its own
// Order Info below the step there.
import type { CheckoutStep } from '@brewline/domain/orders/checkout-steps';
import type { ReactNode } from 'react';
import { FROM_LG, FROM_MD, useMediaQuery } from '../../../lib/use-media-query.ts';
import { CheckoutFrame } from '../public/checkout-step-frame.tsx';
import { OrderInfo } from './order-info.tsx';
import { OrderSummary } from './order-summary.tsx';

/** Where the order sits beside the step: from Tailwind's md at payment, from lg at the others. */
export const ORDER_BESIDE_AT_PAYMENT = FROM_MD;
const ORDER_BESIDE = FROM_LG;

export function CheckoutLayout({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  const payment = step === 'payment';
  const beside = useMediaQuery(payment ? ORDER_BESIDE_AT_PAYMENT : ORDER_BESIDE);
  return (
    <CheckoutFrame
      step={step}
      aside={
        beside !== false && (
          <aside
            aria-label="Your order"
            className={`${payment ? 'hidden md:grid' : 'hidden lg:grid'} sticky top-4 gap-4`}
          >
            <OrderSummary />
            <OrderInfo />
          </aside>
        )
      }
    >
      {children}
    </CheckoutFrame>
  );
}
