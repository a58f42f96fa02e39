// The product editor's sizes: the ones it comes in, and the one selected first. Sizes the customer
// app always hides (tasting cups, staff drinks) are offered only if already chosen.
import { SIZE_BLACKLIST } from '@brewline/domain/menu/menu';
import type { Form } from '../../lib/use-form.ts';
import { FieldGroup } from '../../ui/form-field.tsx';
import type { MenuDraft, ProductValues } from './product-form.ts';

type Size = MenuDraft['sizes'][number];

function SizeRow({ size, form }: { size: Size; form: Form<ProductValues> }) {
  const { values, set } = form;
  const choice = values.sizes.find((s) => s.sizeId === size.id);
  const label = `${size.name}${size.ounces ? ` (${size.ounces} fl oz)` : ''}`;
  return (
    <tr className="border-t border-stone-100">
      <td className="py-1">{label}</td>
      <td className="py-1">
        <input
          type="checkbox"
          className="size-4"
          aria-label={`Sold in ${size.name}`}
          checked={!!choice}
          onChange={(e) =>
            set({
              sizes: e.target.checked
                ? [...values.sizes, { sizeId: size.id, isDefault: values.sizes.length === 0 }]
                : values.sizes.filter((s) => s.sizeId !== size.id),
            })
          }
        />
      </td>
      <td className="py-1">
        <input
          type="radio"
          name="default-size"
          className="size-4"
          aria-label={`${size.name} is the default`}
          disabled={!choice}
          checked={choice?.isDefault ?? false}
          onChange={() =>
            set({ sizes: values.sizes.map((s) => ({ ...s, isDefault: s.sizeId === size.id })) })
          }
        />
      </td>
    </tr>
  );
}

export function ProductSizesSection({ form, draft }: { form: Form<ProductValues>; draft: MenuDraft }) {
  const offered = draft.sizes.filter(
    (size) => !SIZE_BLACKLIST.includes(size.id) || form.values.sizes.some((s) => s.sizeId === size.id),
  );
  return (
    <FieldGroup
      legend="Sizes"
      hint="Tick the sizes it comes in and choose the one selected first."
      error={form.problemFor('sizes')}
    >
      <table className="w-full max-w-md text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col" className="py-1 font-semibold">
              Size
            </th>
            <th scope="col" className="py-1 font-semibold">
              Sold in
            </th>
            <th scope="col" className="py-1 font-semibold">
              Default
            </th>
          </tr>
        </thead>
        <tbody>
          {offered.map((size) => (
            <SizeRow key={size.id} size={size} form={form} />
          ))}
        </tbody>
      </table>
    </FieldGroup>
  );
}
