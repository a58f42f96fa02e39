// The right panel: the drink builder. Size, product version, scales and modifier groups, then how
// many. Every rule (size shifts, single or multiple choice, counts) is the domain's drink-builder.
import { MAX_LINE_QUANTITY } from '@brewline/domain/orders/cart';
import {
  modifierCount,
  selectSize,
  selectVersion,
  setLineQuantity,
  sizeChoice,
  type DrinkSelection,
} from '@brewline/domain/menu/drink-builder';
import { formatPrice } from '@brewline/domain/money/money';
import { memo } from 'react';
import { Stepper } from '../../ui/stepper.tsx';
import type { MenuPrices } from './api/menu-prices-query.ts';
import type { ProductDetail } from './model/product-detail.ts';
import { ModifierGroupOptions } from './builder/modifier-group-options.tsx';
import { OptionSection } from './builder/option-section.tsx';
import { ScaleOptions } from './builder/scale-options.tsx';
import { SegmentedChoice } from './builder/segmented-choice.tsx';
import { SizeOptions } from './builder/size-options.tsx';
import { optionPrices } from './model/option-prices.ts';
import type { SelectionStep } from './model/use-drink-builder.ts';

type Group = ProductDetail['modifierGroups'][number];

/** On the edit screen a group opens when the line changed it from the product's default. */
const changedFromDefault = (group: Group, selection: DrinkSelection) =>
  group.modifiers.some((m) => m.id !== group.defaultModifierId && modifierCount(selection, m.id) !== null);

/**
 * Memoized: every answer of the line's pricing (the footer's price) re-renders the builder, and on a
 * phone's first load the option lists drawn again for it were a long task of their own. They change
 * with the choices and the store's prices only.
 */
export const BuildYoursPanel = memo(function BuildYoursPanel({
  product,
  prices,
  selection,
  apply,
  editing,
}: {
  product: ProductDetail;
  prices: MenuPrices | null;
  selection: DrinkSelection;
  apply: (step: SelectionStep) => void;
  editing: boolean;
}) {
  const { sizes } = sizeChoice(product);
  const priceOf = optionPrices(prices, product.id);

  return (
    <section
      aria-labelledby="build-yours"
      className="flex flex-col gap-6 rounded-3xl bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="build-yours" className="text-xl font-extrabold">
          Build Yours
        </h2>
        {editing && (
          <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-ink">
            Editing a cart item
          </span>
        )}
      </div>
      {sizes.length > 0 && (
        <OptionSection title="Size">
          <SizeOptions
            sizes={sizes}
            selection={selection}
            priceOf={priceOf.size}
            onSelect={(id) => apply((p, s) => selectSize(p, s, id))}
          />
        </OptionSection>
      )}
      {product.productVersions.length > 1 && (
        <OptionSection title="Style">
          <SegmentedChoice
            label="Style"
            testId="version-options"
            options={product.productVersions.map((v) => ({
              id: v.id,
              label: v.name,
              detail: v.priceDeltaCents > 0 ? `+${formatPrice(v.priceDeltaCents)}` : undefined,
            }))}
            selectedId={selection.versionId}
            onSelect={(id) => apply((p, s) => selectVersion(p, s, id))}
          />
        </OptionSection>
      )}
      {product.modifierScales.map((scale) => (
        <ScaleOptions key={scale.id} scale={scale} selection={selection} apply={apply} />
      ))}
      {product.modifierGroups.length > 0 && (
        <OptionSection title="Customize">
          <div className="flex flex-col gap-2">
            {product.modifierGroups.map((group, index) => (
              <ModifierGroupOptions
                key={group.id}
                group={group}
                product={product}
                selection={selection}
                apply={apply}
                priceOf={priceOf.modifier}
                initiallyOpen={index === 0 || (editing && changedFromDefault(group, selection))}
              />
            ))}
          </div>
        </OptionSection>
      )}
      <OptionSection title="Quantity">
        <Stepper
          value={selection.quantity}
          min={1}
          max={MAX_LINE_QUANTITY}
          label="Quantity"
          decreaseLabel="Decrease quantity"
          increaseLabel="Increase quantity"
          testId="line-quantity"
          onChange={(n) => apply((_p, s) => setLineQuantity(s, n))}
        />
      </OptionSection>
    </section>
  );
});
