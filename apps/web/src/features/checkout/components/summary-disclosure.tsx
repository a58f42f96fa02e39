// Phones at the payment step: the order summary folded into a bar, 'Show order summary' /
// 'Hide order summary', with the total always in view.
import { formatPrice } from '@brewline/domain/money/money';
import { ChevronDown, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { OrderSummary } from './order-summary.tsx';

export function SummaryDisclosure({ totalCents }: { totalCents: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="summary-disclosure"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 rounded-xl border border-stone-200 bg-brand-soft px-4 py-3 font-semibold text-brand-ink"
      >
        <ShoppingBag size={18} aria-hidden="true" />
        <span className="flex-1 text-left">{open ? 'Hide order summary' : 'Show order summary'}</span>
        <ChevronDown
          size={18}
          aria-hidden="true"
          className={`transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {totalCents !== null && <span className="text-roast tabular-nums">{formatPrice(totalCents)}</span>}
      </button>
      {/* Rendered only when open: a phone's first load does not pay for a summary it does not show. */}
      <div id="summary-disclosure" hidden={!open} className="mt-3">
        {open && <OrderSummary headingLevel={3} />}
      </div>
    </div>
  );
}
