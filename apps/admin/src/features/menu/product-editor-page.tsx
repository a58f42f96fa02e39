// A product's editor page (/menu/products/:id, /menu/products/new?group=): it reads the draft menu
// and, for an existing product, the product as the draft holds it, then opens the editor on them.
// The editor stays open across a new product's move to its own address once saved (the route is not
// keyed by id), so its form and its notice stay.
import { ArrowLeft } from 'lucide-react';
import { readFragment } from 'gql.tada';
import { useState } from 'react';
import { useQuery } from 'urql';
import { Link, useSearch } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { MenuDraftProductFields, MenuDraftProductQuery } from './menu-draft-product-query.ts';
import { MenuDraftQuery } from './menu-draft-query.ts';
import { ProductEditor, type ProductEditorProps } from './product-editor.tsx';
import { emptyProductForm, formOf } from './product-form.ts';

function BackToMenu() {
  return (
    <Link
      href="/menu"
      className="inline-flex items-center gap-1 text-sm font-semibold text-stone-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Back to the menu
    </Link>
  );
}

/** The group a "new product" link came from (?group=12), or none. */
function groupFromSearch(search: string): number | null {
  const group = Number(new URLSearchParams(search).get('group'));
  return Number.isInteger(group) && group > 0 ? group : null;
}

export function ProductEditorPage({ productId }: { productId: number | null }) {
  const search = useSearch();
  const [draftResult] = useQuery({ query: MenuDraftQuery, requestPolicy: 'cache-and-network' });
  const [productResult] = useQuery({
    query: MenuDraftProductQuery,
    variables: { productId: productId ?? 0 },
    pause: productId === null,
    requestPolicy: 'network-only',
  });
  const held = productResult.data?.menuDraftProduct;
  const loaded = held ? readFragment(MenuDraftProductFields, held) : null;
  const draft = draftResult.data?.menuDraft;
  const title = productId === null ? 'New product' : (loaded?.name ?? 'Product');
  const [opened, setOpened] = useState<ProductEditorProps | null>(null);
  if (draft && !opened && (productId === null || loaded)) {
    setOpened({
      draft,
      initial: loaded ? formOf(loaded) : emptyProductForm(groupFromSearch(search)),
      initialVersion: loaded?.version ?? null,
    });
  }

  if (!draft || !opened) {
    const failure = draftResult.error ?? productResult.error;
    return (
      <>
        <PageHeader title={title} />
        {failure ? (
          <Notice tone="error">{errorMessage(failure)}</Notice>
        ) : productId !== null && productResult.data && !loaded ? (
          <Notice tone="error">There is no product {productId} in the draft.</Notice>
        ) : (
          <p className="text-stone-600">Loading…</p>
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        description="Changes are saved to the draft menu; publish the menu to give them to customers."
        actions={<BackToMenu />}
      />
      <ProductEditor draft={draft} initial={opened.initial} initialVersion={opened.initialVersion} />
    </>
  );
}
