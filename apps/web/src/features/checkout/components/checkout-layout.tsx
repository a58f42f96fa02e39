// The checkout's frame: the step on the left; on wide screens the Order Summary and Order Info beside
// it (from 768px at the payment step, whose own layout starts there).
import type { CheckoutStep } from '@brewline/domain/checkout-steps';
import type { ReactNode } from 'react';
import { CheckoutStepper } from './checkout-stepper.tsx';
import { OrderInfo } from './order-info.tsx';
import { OrderSummary } from './order-summary.tsx';

export function CheckoutLayout({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  const payment = step === 'payment';
  return (
    <div className="mx-auto max-w-5xl">
      <CheckoutStepper step={step} />
      <div
        className={`grid items-start gap-6 ${
          payment
            ? 'md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem]'
            : 'lg:grid-cols-[minmax(0,1fr)_22rem]'
        }`}
      >
        <div className="min-w-0">{children}</div>
        <aside
          aria-label="Your order"
          className={`${payment ? 'hidden md:grid' : 'hidden lg:grid'} sticky top-4 gap-4`}
        >
          <OrderSummary />
          <OrderInfo />
        </aside>
      </div>
    </div>
  );
}
