// Where the customer is in the checkout: details, pickup, payment.
import type { CheckoutStep } from '@brewline/domain/orders/checkout-steps';
import { Check } from 'lucide-react';
import { ParsedGroupEnd } from '../../../ui/parsed-group-end.tsx';

const STEPS = [
  { label: 'Details', steps: ['login', 'profile'] },
  { label: 'Pickup', steps: ['pickup'] },
  { label: 'Payment', steps: ['payment-options', 'payment'] },
] as const;

export function CheckoutStepper({ step }: { step: CheckoutStep }) {
  const current = STEPS.findIndex((entry) => (entry.steps as readonly string[]).includes(step));
  return (
    <nav aria-label="Checkout steps" className="mb-5">
      {/* The steps share the row's width, so the list is shown once whole: painted half parsed, its
          first steps would narrow as the rest arrived. The last step is marked by its index, not by
          `:last-child`, which the marker at the end takes (and which Chromium holds back until the
          list is parsed). */}
      <ol className="shown-once-parsed flex items-center gap-2 text-sm font-semibold">
        {STEPS.map((entry, index) => {
          const done = index < current;
          const active = index === current;
          const last = index === STEPS.length - 1;
          return (
            <li key={entry.label} className={`flex items-center gap-2 ${last ? 'flex-none' : 'flex-1'}`}>
              <span
                aria-current={active ? 'step' : undefined}
                className={`flex items-center gap-1.5 ${active ? 'text-brand-ink' : done ? 'text-roast' : 'text-stone-500'}`}
              >
                <span
                  className={`flex size-6 items-center justify-center rounded-full text-xs ${
                    active
                      ? 'bg-brand-ink text-white'
                      : done
                        ? 'bg-roast text-white'
                        : 'bg-stone-200 text-stone-700'
                  }`}
                >
                  {done ? <Check size={14} aria-hidden="true" /> : index + 1}
                </span>
                {entry.label}
              </span>
              {!last && <span aria-hidden="true" className="h-px flex-1 bg-stone-300" />}
            </li>
          );
        })}
        <ParsedGroupEnd as="li" />
      </ol>
    </nav>
  );
}
