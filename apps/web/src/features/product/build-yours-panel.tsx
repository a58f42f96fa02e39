// The right panel: sizes, versions, modifier groups and scales with this store's prices. Read-only
// until the drink builder arrives; it already applies the size and scale display rules.
import { scaleDisplayMode } from '@brewline/domain/menu';
import { formatPrice } from '@brewline/domain/money';
import type { MenuPrices, ProductDetail } from './api/product-query.ts';
import { productSizeChoice } from './product-size-choice.ts';

function Chip({
  label,
  detail,
  selected,
}: {
  label: string;
  detail?: string | undefined;
  selected: boolean;
}) {
  return (
    <li
      className={`flex min-w-20 flex-col items-center rounded-xl border-2 px-3 py-2 text-center ${selected ? 'border-brand bg-brand-soft' : 'border-stone-200'}`}
      aria-current={selected ? 'true' : undefined}
    >
      <span className="font-semibold">{label}</span>
      {detail && <span className="text-xs text-stone-600">{detail}</span>}
    </li>
  );
}

export function BuildYoursPanel({ product, prices }: { product: ProductDetail; prices: MenuPrices | null }) {
  const sizes = productSizeChoice(product);
  const sizePrice = (sizeId: number) =>
    prices?.items.find((p) => p.productId === product.id && p.sizeId === sizeId)?.priceCents;
  const modifierPrice = (modifierId: number) =>
    prices?.modifiers.find((p) => p.modifierId === modifierId)?.priceCents;

  return (
    <section aria-labelledby="build-yours" className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="build-yours" className="text-xl font-extrabold">
        Build Yours
      </h2>
      {sizes.sizes.length > 0 && (
        <div>
          <h3 className="mb-2 font-bold">Size</h3>
          <ul className="flex flex-wrap gap-2" data-testid="size-options">
            {sizes.sizes.map((size) => {
              const cents = sizePrice(size.id);
              const detail = [
                size.ounces ? `${size.ounces} fl oz` : null,
                cents === undefined ? null : formatPrice(cents),
              ]
                .filter(Boolean)
                .join(' · ');
              return (
                <Chip
                  key={size.id}
                  label={size.name}
                  detail={detail}
                  selected={size.id === sizes.selectedSizeId}
                />
              );
            })}
          </ul>
        </div>
      )}
      {product.productVersions.length > 1 && (
        <div>
          <h3 className="mb-2 font-bold">Style</h3>
          <ul className="flex flex-wrap gap-2">
            {product.productVersions.map((version, index) => (
              <Chip
                key={version.id}
                label={version.name}
                detail={version.priceDeltaCents > 0 ? `+${formatPrice(version.priceDeltaCents)}` : undefined}
                selected={index === 0}
              />
            ))}
          </ul>
        </div>
      )}
      {product.modifierScales.map((scale) => {
        const mode = scaleDisplayMode(scale.modifiers.map((m) => m.name));
        const selected = scale.modifiers.find((m) => m.id === scale.defaultModifierId);
        return (
          <div key={scale.id}>
            <h3 className="mb-2 font-bold">{scale.name}</h3>
            {mode === 'tabs' ? (
              <ul className="flex rounded-full bg-stone-100 p-1" data-testid={`scale-tabs-${scale.id}`}>
                {scale.modifiers.map((m) => (
                  <li
                    key={m.id}
                    className={`flex-1 rounded-full px-2 py-1.5 text-center text-sm font-semibold ${m.id === scale.defaultModifierId ? 'bg-white shadow' : 'text-stone-600'}`}
                  >
                    {m.name}
                  </li>
                ))}
              </ul>
            ) : (
              <p
                className="flex items-center justify-between rounded-xl border-2 border-stone-200 px-4 py-2"
                data-testid={`scale-stepper-${scale.id}`}
              >
                <span aria-hidden="true" className="text-xl text-stone-400">
                  −
                </span>
                <span className="font-semibold">{selected?.name}</span>
                <span aria-hidden="true" className="text-xl text-stone-400">
                  +
                </span>
              </p>
            )}
          </div>
        );
      })}
      {product.modifierGroups.map((group) => (
        <div key={group.id}>
          <h3 className="mb-2 font-bold">{group.name}</h3>
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {group.modifiers.map((m) => {
              const cents = modifierPrice(m.id);
              return (
                <li
                  key={m.id}
                  className={`flex justify-between rounded-lg px-3 py-2 text-sm ${m.id === group.defaultModifierId ? 'bg-brand-soft font-semibold' : 'bg-stone-50'}`}
                >
                  <span>
                    {m.name}
                    {m.isVariableQuantity && <span className="text-stone-600"> (each)</span>}
                  </span>
                  {cents !== undefined && cents > 0 && <span>+{formatPrice(cents)}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
