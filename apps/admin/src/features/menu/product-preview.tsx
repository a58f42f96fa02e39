// The product page as a customer will see it once published: picture, name, description, the sizes
// (default chosen), the versions and the modifier groups with their defaults. Drawn from the form as
// it is now, with the draft's names for sizes and modifiers.
import type { ResultOf } from '../../lib/graphql.ts';
import type { MenuDraftQuery } from './menu-draft-query.ts';
import type { ProductForm } from './product-form.ts';

type Draft = ResultOf<typeof MenuDraftQuery>['menuDraft'];

const isUrl = (image: string) => /^https?:\/\//.test(image);

export function ProductPreview({ form, draft }: { form: ProductForm; draft: Draft }) {
  const sizes = form.sizes.flatMap((choice) => {
    const size = draft.sizes.find((s) => s.id === choice.sizeId);
    return size ? [{ ...size, isDefault: choice.isDefault }] : [];
  });
  const picture = form.image.trim();
  return (
    <section
      aria-labelledby="preview-title"
      className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <h2
        id="preview-title"
        className="border-b border-stone-200 bg-stone-50 px-4 py-2 text-sm font-semibold text-stone-700"
      >
        Preview: the product page once published
      </h2>
      <div className="bg-[#1e3932] px-6 py-6 text-white">
        <div className="mx-auto mb-4 flex size-28 items-center justify-center overflow-hidden rounded-full bg-white/10">
          {picture && isUrl(picture) ? (
            <img src={picture} alt="" className="size-full object-cover" />
          ) : (
            <img
              src={`/art/${picture || 'cup'}.svg`}
              alt=""
              className="size-20"
              onError={(e) => (e.currentTarget.style.display = 'none')}
            />
          )}
        </div>
        <p className="text-center text-2xl font-bold">{form.name.trim() || 'Product name'}</p>
        {form.nutrition.calories > 0 && (
          <p className="mt-1 text-center text-sm text-white/80">{form.nutrition.calories} calories</p>
        )}
      </div>
      <div className="space-y-4 p-5">
        <p className="text-stone-700">{form.description.trim() || 'The description customers read.'}</p>
        <div>
          <p className="mb-2 text-sm font-semibold text-stone-800">Size options</p>
          {sizes.length === 0 ? (
            <p className="text-sm text-red-700">No size yet: customers could not order it.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {sizes.map((size) => (
                <li
                  key={size.id}
                  className={`rounded-full border px-3 py-1 text-sm ${
                    size.isDefault
                      ? 'border-[#00754a] bg-[#d4e9e2] font-semibold text-[#1e3932]'
                      : 'border-stone-300'
                  }`}
                >
                  {size.name}
                  {size.ounces ? ` · ${size.ounces} fl oz` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
        {form.versions.length > 0 && (
          <p className="text-sm text-stone-700">
            <span className="font-semibold">Versions: </span>
            {form.versions.map((v) => v.name || 'Unnamed').join(', ')}
          </p>
        )}
        {form.modifierGroups.length > 0 && (
          <div>
            <p className="mb-1 text-sm font-semibold text-stone-800">Customize</p>
            <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
              {form.modifierGroups.map((choice) => {
                const group = draft.modifierGroups.find((g) => g.id === choice.modifierGroupId);
                const chosen = group?.modifiers.find((m) => m.id === choice.defaultModifierId);
                return (
                  <li key={choice.modifierGroupId} className="flex justify-between px-3 py-2 text-sm">
                    <span>{group?.name}</span>
                    <span className="text-stone-600">{chosen?.name ?? 'None'}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {form.allergens.length > 0 && (
          <p className="text-sm text-stone-700">
            <span className="font-semibold">Allergens: </span>
            {form.allergens.join(', ')}
          </p>
        )}
      </div>
    </section>
  );
}
