// /menu/{groupId}/: the group's name, its child groups, a divider when both exist, then its products.
import { productPath } from '@brewline/domain/menu/menu';
import { useMenuTables } from '../../lib/menu-tables-context.tsx';
import {
  findVisibleGroup,
  groupTrail,
  productsInGroup,
  visibleChildGroups,
} from '../../lib/menu-selectors.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Tile, TileGrid } from '../../ui/tile.tsx';
import { FavoriteTileButton } from '../favorites/public/favorite-tile-button.tsx';
import { FavoriteProductsScope } from '../favorites/public/favorite-products-scope.tsx';
import { useTrackView } from '../../lib/use-track-view.ts';

export default function GroupPage({ groupId }: { groupId: number }) {
  const tables = useMenuTables();
  const { storeId, store, unavailableProductIds } = useSelectedStore();
  const group = findVisibleGroup(tables, groupId);
  usePageTitle(group?.name ?? 'Menu');
  useTrackView('menu_view', { groupId }, String(groupId));
  if (!group) {
    return (
      <p role="alert" className="py-12 text-center text-stone-700">
        This part of the menu is not available.
      </p>
    );
  }
  const children = visibleChildGroups(tables, groupId);
  const products = productsInGroup(tables, groupId, {
    storeId,
    regionId: store?.regionId ?? null,
    unavailableProductIds,
  });
  const trail = groupTrail(tables, groupId);
  return (
    <div>
      <Breadcrumb
        items={[
          { label: 'Menu', href: '/menu' },
          ...trail.map((g) =>
            g.id === groupId ? { label: g.name } : { label: g.name, href: `/menu/${g.id}/` },
          ),
        ]}
      />
      <h1 className="page-title mb-4">{group.name}</h1>
      {children.length > 0 && (
        <TileGrid label={`${group.name} categories`}>
          {children.map((child) => (
            <li key={child.id}>
              <Tile
                href={`/menu/${child.id}/`}
                name={child.name}
                image={child.image}
                testId={`group-tile-${child.id}`}
              />
            </li>
          ))}
        </TileGrid>
      )}
      {children.length > 0 && products.length > 0 && (
        <hr className="my-6 border-stone-200" data-testid="group-divider" />
      )}
      {products.length > 0 && (
        <FavoriteProductsScope>
          <TileGrid label={`${group.name} products`}>
            {products.map((product) => (
              <li key={product.id}>
                <Tile
                  href={productPath(product)}
                  name={product.name}
                  image={product.image}
                  testId={`product-tile-${product.id}`}
                  action={<FavoriteTileButton productId={product.id} name={product.name} />}
                />
              </li>
            ))}
          </TileGrid>
        </FavoriteProductsScope>
      )}
      {children.length === 0 && products.length === 0 && (
        <p className="py-8 text-center text-stone-600">Nothing here at this store right now.</p>
      )}
    </div>
  );
}
