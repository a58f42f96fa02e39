// The left panel: picture, name, description, ingredients, nutrition and allergens.
import { visibleIngredients } from '@brewline/domain/menu/menu';
import { memo } from 'react';
import type { ProductDetail } from './model/product-detail.ts';
import { ProductArt } from '../../ui/product-art.tsx';

/** Memoized as the builder is (build-yours-panel.tsx): it changes with the product only. */
export const ProductInfoPanel = memo(function ProductInfoPanel({ product }: { product: ProductDetail }) {
  const ingredients = visibleIngredients(product.ingredients);
  const n = product.nutrition;
  return (
    <section
      aria-labelledby="product-name"
      className="flex flex-col items-center gap-3 self-start rounded-3xl bg-white p-6 text-center shadow-sm md:sticky md:top-4"
    >
      <ProductArt
        image={product.image}
        circleClassName="aspect-square w-36 sm:w-48"
        imageClassName="w-24 sm:w-32"
        size={128}
      />
      <h1 id="product-name" className="text-2xl font-extrabold" data-testid="product-name">
        {product.name}
      </h1>
      <p className="text-stone-700">{product.description}</p>
      {ingredients.length > 0 && (
        <p className="text-sm text-stone-600">
          <span className="font-semibold text-roast">Ingredients: </span>
          {ingredients.map((i) => i.name).join(', ')}
        </p>
      )}
      <div className="flex w-full flex-col gap-2 text-left">
        <details className="rounded-xl border border-stone-200 px-4 py-2">
          <summary className="cursor-pointer font-semibold text-brand-ink">Nutrition</summary>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt>Calories</dt>
            <dd>{n.calories}</dd>
            <dt>Total fat</dt>
            <dd>{n.fatGrams} g</dd>
            <dt>Carbohydrates</dt>
            <dd>{n.carbohydrateGrams} g</dd>
            <dt>Sugars</dt>
            <dd>{n.sugarGrams} g</dd>
            <dt>Protein</dt>
            <dd>{n.proteinGrams} g</dd>
            <dt>Caffeine</dt>
            <dd>{n.caffeineMg} mg</dd>
          </dl>
        </details>
        <details className="rounded-xl border border-stone-200 px-4 py-2">
          <summary className="cursor-pointer font-semibold text-brand-ink">Allergens</summary>
          <p className="mt-2 text-sm">
            {product.allergens.length > 0
              ? `Contains: ${product.allergens.join(', ')}`
              : 'No major allergens.'}
          </p>
        </details>
      </div>
    </section>
  );
});
