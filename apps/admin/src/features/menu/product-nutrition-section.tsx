// The product editor's nutrition facts, and whether it is sold online at all (the default rule;
// store and region rules still apply on top of it).
import type { Form } from '../../lib/use-form.ts';
import { FieldGroup } from '../../ui/form-field.tsx';
import type { ProductValues } from './product-form.ts';
import { PRODUCT_INPUT } from './product-words-section.tsx';

const AMOUNTS = [
  ['calories', 'Calories'],
  ['caffeineMg', 'Caffeine (mg)'],
  ['sugarGrams', 'Sugar (g)'],
  ['fatGrams', 'Fat (g)'],
  ['carbohydrateGrams', 'Carbohydrates (g)'],
  ['proteinGrams', 'Protein (g)'],
] as const;

export function ProductNutritionSection({ form }: { form: Form<ProductValues> }) {
  const { values, set } = form;
  return (
    <FieldGroup legend="Nutrition" error={form.problemFor('nutrition')}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {AMOUNTS.map(([key, label]) => (
          <label key={key} className="text-sm font-medium text-stone-800">
            {label}
            <input
              type="number"
              min={0}
              step={key === 'calories' || key === 'caffeineMg' ? 1 : 0.1}
              className={`${PRODUCT_INPUT} mt-1`}
              value={values.nutrition[key]}
              onChange={(e) => set({ nutrition: { ...values.nutrition, [key]: Number(e.target.value) } })}
            />
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

const isDefaultRule = (rule: ProductValues['visibility'][number]) =>
  rule.storeId === null && rule.regionId === null;

export function SoldOnlineField({ form }: { form: Form<ProductValues> }) {
  const { values, set } = form;
  const soldOnline = values.visibility.find(isDefaultRule)?.isVisibleOnlineOrdering ?? true;
  const placeRules = values.visibility.filter((rule) => !isDefaultRule(rule));
  return (
    <label className="mb-4 flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4"
        checked={soldOnline}
        onChange={(e) =>
          set({
            visibility: e.target.checked
              ? placeRules
              : [...placeRules, { storeId: null, regionId: null, isVisibleOnlineOrdering: false }],
          })
        }
      />
      Sold online (store and region rules still apply)
    </label>
  );
}
