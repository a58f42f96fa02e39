// A product's editor once the draft and the product are read: the form's sections beside a preview
// of the product's page. Saving writes the draft only; the server checks the domain's rules
// (productProblems) and names every problem at once, each shown beside its field; a save refused
// because someone else saved first shows their version beside this person's edits, which stay.
import { readFragment } from 'gql.tada';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Link, useLocation } from 'wouter';
import { useForm, type Form } from '../../lib/use-form.ts';
import { useSave } from '../../lib/use-save.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { MenuDraftProductFields } from './menu-draft-product-query.ts';
import { ProductConflict, theirProductOf } from './product-conflict.tsx';
import {
  formOf,
  productOf,
  productRules,
  valuesOf,
  type MenuDraft,
  type ProductForm,
  type ProductValues,
  type SavedProduct,
} from './product-form.ts';
import { ProductGroupsSection } from './product-groups-section.tsx';
import { ProductModifiersSection } from './product-modifiers-section.tsx';
import { ProductNutritionSection, SoldOnlineField } from './product-nutrition-section.tsx';
import { ProductPreview } from './product-preview.tsx';
import { ProductScaleChoices } from './product-scale-choices.tsx';
import { ProductSizesSection } from './product-sizes-section.tsx';
import { ProductVersionsSection } from './product-versions-section.tsx';
import { ProductWordsSection } from './product-words-section.tsx';
import { SaveMenuProductMutation } from './save-menu-product-mutation.ts';

export interface ProductEditorProps {
  readonly draft: MenuDraft;
  /** The product as the draft holds it, or a new one (its id null). */
  readonly initial: ProductForm;
  /** The version the product was read at; null for a new one. */
  readonly initialVersion: number | null;
}

const savedText = (saved: SavedProduct) =>
  `${saved.name} is saved in the draft. Customers see it once the menu is published.`;

function ProductSections({ form, draft }: { form: Form<ProductValues>; draft: MenuDraft }) {
  return (
    <>
      <ProductWordsSection form={form} />
      <ProductSizesSection form={form} draft={draft} />
      <ProductVersionsSection form={form} />
      <ProductModifiersSection form={form} draft={draft} />
      <ProductScaleChoices
        scales={draft.modifierScales}
        chosen={form.values.modifierScales}
        error={form.problemFor('modifierScales')}
        onChange={(modifierScales) => form.set({ modifierScales })}
      />
      <ProductGroupsSection form={form} draft={draft} />
      <ProductNutritionSection form={form} />
      <SoldOnlineField form={form} />
    </>
  );
}

export function ProductEditor({ draft, initial, initialVersion }: ProductEditorProps) {
  const [, navigate] = useLocation();
  const form = useForm(() => valuesOf(initial), productRules);
  const [version, setVersion] = useState(initialVersion);
  const save = useSave({
    currentOf: theirProductOf,
    conflictWithoutRecord: true,
    onFieldProblems: form.showServerProblems,
  });
  const [, send] = useMutation(SaveMenuProductMutation);

  const submit = async (expectedVersion: number | null) => {
    if (!form.check()) return;
    const answer: { saved: SavedProduct | null } = { saved: null };
    await save.run(async () => {
      const result = await send({ product: productOf(form.values), expectedVersion });
      const held = result.data?.saveMenuProduct;
      if (held) answer.saved = readFragment(MenuDraftProductFields, held);
      return result;
    }, null);
    const product = answer.saved;
    if (!product) return;
    setVersion(product.version);
    form.replace(valuesOf(formOf(product)));
    save.announce(savedText(product));
    if (initial.id === null) navigate(`/menu/products/${product.id}`, { replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(initial.id === null ? null : version);
  };

  return (
    <>
      {save.saved && (
        <Notice tone="success" onDismiss={save.clearMessages}>
          {save.saved}
        </Notice>
      )}
      {save.error && (
        <Notice tone="error" onDismiss={save.clearMessages}>
          {save.error}
        </Notice>
      )}
      {save.conflict && (
        <ProductConflict
          conflict={save.conflict}
          mine={form.values}
          draft={draft}
          onUseTheirs={(theirs) => {
            form.replace(valuesOf(formOf(theirs.product)));
            setVersion(theirs.version);
            save.clearConflict();
          }}
          onKeepMine={(theirVersion) => void submit(theirVersion)}
        />
      )}
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-2">
          <ProductSections form={form} draft={draft} />
          <div className="sticky bottom-0 -mx-1 flex gap-2 border-t border-stone-200 bg-white/95 px-1 py-3">
            <Button type="submit" variant="primary" busy={save.busy}>
              Save to draft
            </Button>
            <Link
              href="/menu"
              className="inline-flex items-center px-3 text-sm font-semibold text-stone-700 hover:underline"
            >
              Cancel
            </Link>
          </div>
        </form>
        <div className="xl:sticky xl:top-4 xl:self-start">
          <ProductPreview form={form.values} draft={draft} />
        </div>
      </div>
    </>
  );
}
