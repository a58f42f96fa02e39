// A product save refused because someone else saved first: their name, description, picture and
// sizes beside this person's, with taking theirs or saving over them. Without their version (the
// product was removed) only the sentence and this person's values are shown.
import type { SaveConflict } from '../../lib/use-save.ts';
import { ConflictNotice } from '../../ui/conflict-notice.tsx';
import type { MenuDraft, ProductForm, SavedProduct } from './product-form.ts';

export interface TheirProduct {
  readonly version: number;
  readonly product: SavedProduct;
}

export function theirProductOf(value: unknown): TheirProduct | null {
  return typeof value === 'object' && value !== null && 'version' in value && 'product' in value
    ? (value as TheirProduct)
    : null;
}

const sizeNames = (draft: MenuDraft, sizes: ProductForm['sizes']): string =>
  sizes.map((s) => draft.sizes.find((x) => x.id === s.sizeId)?.name).join(', ');

export function ProductConflict({
  conflict,
  mine,
  draft,
  onUseTheirs,
  onKeepMine,
}: {
  conflict: SaveConflict<TheirProduct>;
  mine: ProductForm;
  draft: MenuDraft;
  onUseTheirs: (theirs: TheirProduct) => void;
  onKeepMine: (version: number) => void;
}) {
  const theirs = conflict.current?.product;
  const rows: [string, string, string][] = [
    ['Name', theirs?.name ?? '(removed)', mine.name],
    ['Description', theirs?.description ?? '', mine.description],
    ['Picture', theirs?.image ?? '', mine.image],
    ['Sizes', theirs ? sizeNames(draft, theirs.sizes) : '', sizeNames(draft, mine.sizes)],
  ];
  const current = conflict.current;
  return (
    <ConflictNotice
      message={conflict.message}
      fields={rows.map(([label, their, my]) => ({ label, theirs: their, mine: my, differs: their !== my }))}
      {...(current
        ? { onUseTheirs: () => onUseTheirs(current), onKeepMine: () => onKeepMine(current.version) }
        : {})}
    />
  );
}
