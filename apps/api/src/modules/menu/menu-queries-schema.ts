// Menu queries: onlineProductGroups, productGroup(id), product(productId).
import type { Builder } from '../../graphql/builder.ts';
import type { addProductType } from './menu-product-schema.ts';
import type { addProductGroupType } from './menu-group-schema.ts';

export function addMenuQueries(
  builder: Builder,
  Product: ReturnType<typeof addProductType>['Product'],
  ProductGroup: ReturnType<typeof addProductGroupType>,
): void {
  builder.queryFields((t) => ({
    onlineProductGroups: t.field({
      type: [ProductGroup],
      description: 'Every product group visible online: the group and all its ancestors are visible.',
      resolve: (_root, _args, ctx) => ctx.menu.current().onlineGroups,
    }),
    productGroup: t.field({
      type: ProductGroup,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_root, { id }, ctx) => ctx.menu.current().onlineGroups.find((g) => g.id === id) ?? null,
    }),
    product: t.field({
      type: Product,
      nullable: true,
      args: { productId: t.arg.int({ required: true }) },
      resolve: (_root, { productId }, ctx) => ctx.menu.current().productsById.get(productId) ?? null,
    }),
  }));
}
