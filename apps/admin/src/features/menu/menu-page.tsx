// The back office's Menu (menu.edit): the group tree at /menu, a product's editor at
// /menu/products/:id (or /menu/products/new).
import { useRoute } from 'wouter';
import { MenuTreePage } from './menu-tree-page.tsx';
import { ProductEditorPage } from './product-editor-page.tsx';

export default function MenuPage() {
  const [editing, params] = useRoute<{ id: string }>('/menu/products/:id');
  if (editing) {
    const productId = params.id === 'new' ? null : Number(params.id);
    // Not keyed by id: a new product saved moves to its own address and keeps its form and notice.
    return <ProductEditorPage productId={Number.isInteger(productId) ? productId : null} />;
  }
  return <MenuTreePage />;
}
