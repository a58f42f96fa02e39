// A modifier group (Milk, Syrups, Toppings) as a folding list. Milk-like groups take one choice;
// the others toggle, and counted modifiers (pumps, shots) get a − count + stepper. The summary line
// says what is chosen even while the list is folded.
import {
  canToggleModifier,
  modifierCount,
  modifierLimit,
  setModifierQuantity,
  toggleGroupModifier,
  type DrinkSelection,
} from '@brewline/domain/menu/drink-builder';
import { formatPrice } from '@brewline/domain/money/money';
import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Stepper } from '../../../ui/stepper.tsx';
import type { ProductDetail } from '../model/product-detail.ts';
import type { SelectionStep } from '../model/use-drink-builder.ts';

type Group = ProductDetail['modifierGroups'][number];

function chosenSummary(group: Group, selection: DrinkSelection): string {
  const parts = group.modifiers.flatMap((m) => {
    const count = modifierCount(selection, m.id);
    if (count === null) return [];
    return [m.isVariableQuantity ? `${m.name} ×${count}` : m.name];
  });
  return parts.length > 0 ? parts.join(', ') : 'None';
}

export function ModifierGroupOptions({
  group,
  selection,
  apply,
  priceOf,
  initiallyOpen,
  product,
}: {
  group: Group;
  selection: DrinkSelection;
  apply: (step: SelectionStep) => void;
  priceOf: (modifierId: number) => number | undefined;
  initiallyOpen: boolean;
  product: ProductDetail;
}) {
  // Open or folded is the customer's to change; React sets it only once.
  const [open] = useState(initiallyOpen);
  return (
    <details open={open} className="group rounded-2xl border-2 border-stone-200 open:border-stone-300">
      <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="flex-1">
          <span className="block font-bold">{group.name}</span>
          <span className="block text-sm text-stone-600" data-testid={`group-summary-${group.id}`}>
            {chosenSummary(group, selection)}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="text-stone-500 transition group-open:rotate-180" />
      </summary>
      <ul className="grid gap-1.5 px-2 pb-2 sm:grid-cols-2" aria-label={group.name}>
        {group.modifiers.map((m) => {
          const count = modifierCount(selection, m.id);
          const chosen = count !== null;
          const locked = chosen && !canToggleModifier(product, selection, m.id);
          const cents = priceOf(m.id);
          const mark = group.multiSelect ? 'rounded-md' : 'rounded-full';
          return (
            <li
              key={m.id}
              className={`flex items-center gap-1 rounded-xl pr-1.5 transition ${chosen ? 'bg-brand-soft ring-1 ring-brand/50' : 'bg-stone-50 hover:bg-stone-100'} ${chosen && m.isVariableQuantity ? 'sm:col-span-2' : ''}`}
            >
              <button
                type="button"
                aria-pressed={chosen}
                aria-disabled={locked || undefined}
                title={locked && m.isVariableQuantity ? 'Set the count to 0 to remove it' : undefined}
                onClick={() => apply((p, s) => toggleGroupModifier(p, s, m.id))}
                className={`flex min-h-11 flex-1 items-center gap-3 px-3 py-2 text-left text-sm ${locked ? 'cursor-default' : ''}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-5 shrink-0 items-center justify-center border-2 ${mark} ${chosen ? 'border-brand-ink bg-brand-ink text-white' : 'border-stone-400 bg-white'}`}
                >
                  {chosen && <Check size={13} strokeWidth={3} />}
                </span>
                <span className="flex-1 font-medium">{m.name}</span>{' '}
                {cents !== undefined && cents > 0 && (
                  <span className="text-xs text-stone-600">
                    +{formatPrice(cents)}
                    {m.isVariableQuantity ? ' each' : ''}
                  </span>
                )}
              </button>
              {m.isVariableQuantity && chosen && (
                <Stepper
                  size="sm"
                  value={count}
                  min={0}
                  max={modifierLimit(m)}
                  label={`${m.name} count`}
                  decreaseLabel={`One less ${m.name}`}
                  increaseLabel={`One more ${m.name}`}
                  onChange={(n) => apply((p, s) => setModifierQuantity(p, s, m.id, n))}
                />
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
