// A group of the online menu, with its subgroups and products.
import type { ProductGroupRow } from '@brewline/domain/menu/menu-tables';
import type { Builder } from '../../graphql/builder.ts';
import type { ProductDetail } from '@brewline/domain/menu/menu-product-details';
import type { MenuSnapshot } from './menu-snapshot.ts';
import type { addProductType } from './menu-product-schema.ts';

export function addProductGroupType(builder: Builder, Product: ReturnType<typeof addProductType>['Product']) {
  const productsOf = (menu: MenuSnapshot, groupId: number): ProductDetail[] =>
    (menu.productIdsByGroup.get(groupId) ?? []).flatMap((id) => menu.productsById.get(id) ?? []);
  const ProductGroup = builder.objectRef<ProductGroupRow>('ProductGroup');
  ProductGroup.implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      parentId: t.exposeInt('parentId'),
      name: t.exposeString('name'),
      isVisible: t.exposeBoolean('isVisible'),
      priority: t.exposeInt('priority', { nullable: true }),
      image: t.exposeString('image'),
      children: t.field({
        type: [ProductGroup],
        resolve: (g, _args, ctx) => ctx.menu.current().onlineChildren.get(g.id) ?? [],
      }),
      products: t.field({
        type: [Product],
        resolve: (g, _args, ctx) => productsOf(ctx.menu.current(), g.id),
      }),
    }),
  });
  return ProductGroup;
}
