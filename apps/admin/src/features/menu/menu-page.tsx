// The back office's Menu (menu.edit): the group tree at /menu, a product's editor at
// /menu/products/:id (or /menu/products/new), sizes, modifier groups and scales at /menu/options.
import { useRoute } from 'wouter';
import { MenuOptionsPage } from './menu-options-page.tsx';
import { MenuTreePage } from './menu-tree-page.tsx';
import { ProductEditorPage } from './product-editor-page.tsx';

export default function MenuPage() {
  const [editing, params] = useRoute<{ id: string }>('/menu/products/:id');
  const [options] = useRoute('/menu/options');
  if (options) return <MenuOptionsPage />;
  if (editing) {
    const productId = params.id === 'new' ? null : Number(params.id);
    // Not keyed by id: a new product saved moves to its own address and keeps its form and notice.
    return <ProductEditorPage productId={Number.isInteger(productId) ? productId : null} />;
  }
  return <MenuTreePage />;
}
