// The checkout's frame without the order beside it: the stepper, and each step's card with its heading.
// The steps draw themselves in it (components/checkout-layout.tsx adds the order), and so does what
// stands in for a step before it can draw (the menu tables downloading: app/chrome/tables-placeholder.tsx),
// so the heading stays where it is. Light on purpose: the stand-in is in every page's first JavaScript.
import type { CheckoutStep } from '@brewline/domain/orders/checkout-steps';
import type { ReactNode } from 'react';
import { CheckoutStepper } from '../components/checkout-stepper.tsx';

/** Each step's card and heading (docs/product/ordering.md#checkout, verbatim). */
const STEP_CARDS: Record<
  Exclude<CheckoutStep, 'payment'>,
  { heading: string; card: string; title: string }
> = {
  login: { heading: "Who's picking this up?", card: 'p-6', title: 'mb-4' },
  profile: { heading: "Who's picking this up?", card: 'p-6', title: 'mb-5' },
  pickup: { heading: 'Pickup Method', card: 'p-4 sm:p-6', title: 'mb-5' },
  'payment-options': { heading: 'Select Payment Method', card: 'p-4 sm:p-6', title: 'mb-6' },
};

/** The stepper over the step, and `aside` beside it on wide screens (from 768px at payment). */
export function CheckoutFrame({
  step,
  aside,
  children,
}: {
  step: CheckoutStep;
  aside?: ReactNode;
  children: ReactNode;
}) {
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
        {aside}
      </div>
    </div>
  );
}

/** A step's card, its heading first. */
export function CheckoutStepCard({
  step,
  children,
}: {
  step: Exclude<CheckoutStep, 'payment'>;
  children: ReactNode;
}) {
  const { heading, card, title } = STEP_CARDS[step];
  return (
    <section className={`rounded-2xl border border-stone-200 bg-white ${card}`}>
      <h1 className={`page-title ${title}`}>{heading}</h1>
      {children}
    </section>
  );
}

/** The step a checkout path opens on, for its stand-in; null for payment (the server draws it). */
export function checkoutStepAt(path: string): Exclude<CheckoutStep, 'payment'> | null {
  const match = /^\/checkout(?:\/([a-z-]*))?\/?$/.exec(path);
  if (!match) return null;
  const step = match[1] ?? '';
  if (step === 'profile' || step === 'pickup' || step === 'payment-options') return step;
  return step === 'payment' ? null : 'login';
}
