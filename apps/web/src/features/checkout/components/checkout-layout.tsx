// The checkout's frame: the step on the left; on wide screens the Order Summary and Order Info beside
// it (from 768px at the payment step, whose own layout starts there).
import type { CheckoutStep } from '@brewline/domain/checkout-steps';
import type { ReactNode } from 'react';
import { CheckoutFrame } from '../public/checkout-step-frame.tsx';
import { OrderInfo } from './order-info.tsx';
import { OrderSummary } from './order-summary.tsx';

export function CheckoutLayout({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  const payment = step === 'payment';
  return (
    <CheckoutFrame
      step={step}
      aside={
        <aside
          aria-label="Your order"
          className={`${payment ? 'hidden md:grid' : 'hidden lg:grid'} sticky top-4 gap-4`}
        >
          <OrderSummary />
          <OrderInfo />
        </aside>
      }
    >
      {children}
    </CheckoutFrame>
  );
}
