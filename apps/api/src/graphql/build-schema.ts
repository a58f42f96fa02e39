// Assembles the schema from one function per domain area, in a fixed order.
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createBuilder } from './builder.ts';
import { addMenuSchema } from '../modules/menu/menu-schema.ts';
import { addStoreSchema } from '../modules/stores/store-schema.ts';
import { addStoreFinderSchema } from '../modules/stores/store-finder-schema.ts';
import { addPricingSchema } from '../modules/pricing/pricing-schema.ts';
import { addCartPricingSchema } from '../modules/pricing/cart-pricing-schema.ts';
import { addOrderSchema } from '../modules/orders/order-schema.ts';
import { addBoardSchema } from '../modules/board/board-schema.ts';
import { addOrderHistorySchema } from '../modules/order-history/order-history-schema.ts';
import { addMemberSchema } from '../modules/members/member-schema.ts';
import { addCardSchema } from '../modules/cards/card-schema.ts';
import { addFavoritesSchema } from '../modules/favorites/favorites-schema.ts';
import { addRewardsSchema } from '../modules/rewards/rewards-schema.ts';
import { addStaffSchema } from '../modules/staff/staff-schema.ts';
import { addOrderAdminSchema } from '../modules/orders/order-admin-schema.ts';
import { addMemberAdminSchema } from '../modules/support/member-admin-schema.ts';
import { addRewardsAdminSchema } from '../modules/rewards/rewards-admin-schema.ts';

export function buildGraphQLSchema(): GraphQLSchema {
  const builder = createBuilder();
  builder.queryType({});
  addMenuSchema(builder);
  const stores = addStoreSchema(builder);
  addStoreFinderSchema(builder, stores);
  addPricingSchema(builder);
  const cart = addCartPricingSchema(builder);
  builder.mutationType({});
  const members = addMemberSchema(builder);
  addCardSchema(builder, members);
  addFavoritesSchema(builder, stores);
  addRewardsSchema(builder);
  addStaffSchema(builder);
  addOrderAdminSchema(builder);
  addMemberAdminSchema(builder);
  addRewardsAdminSchema(builder);
  builder.subscriptionType({});
  const orders = addOrderSchema(builder, { ...cart, ...stores });
  addBoardSchema(builder, orders);
  addOrderHistorySchema(builder, { ...cart, ...orders, ...stores });
  return builder.toSchema();
}

/** The committed contract, apps/api/schema.graphql: sorted so that diffs show real changes only. */
export function printGraphQLSchema(): string {
  return printSchema(lexicographicSortSchema(buildGraphQLSchema())) + '\n';
}
