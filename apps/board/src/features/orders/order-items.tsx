// An order's items as a barista reads them: count and product, then size and version, then the
// modifiers in make order.
import type { BoardOrderItem } from './board-order.ts';
import { itemBuildLine, modifierText } from './order-card-model.ts';

export function OrderItems({ items }: { items: readonly BoardOrderItem[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Items">
      {items.map((item, index) => {
        const build = itemBuildLine(item);
        return (
          // Lines have no id of their own; position is stable for a given order.
          <li key={`${index}-${item.productId}`} className="flex gap-3">
            <span
              className="flex h-9 min-w-11 shrink-0 items-center justify-center rounded-lg bg-roast px-2 text-lg font-bold text-white"
              aria-label={`Quantity ${item.quantity}`}
            >
              {item.quantity}×
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-xl leading-tight font-bold">{item.productName}</p>
              {build && <p className="mt-0.5 text-lg font-semibold text-brand-ink">{build}</p>}
              {item.modifiers.length > 0 && (
                <ul
                  className="mt-1 text-lg leading-snug text-stone-700"
                  aria-label={`${item.productName} modifiers`}
                >
                  {item.modifiers.map((modifier, m) => (
                    <li
                      key={`${m}-${modifier.name}`}
                      className="before:mr-2 before:text-stone-400 before:content-['•']"
                    >
                      {modifierText(modifier)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
