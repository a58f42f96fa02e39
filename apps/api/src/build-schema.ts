// Assembles the schema from one function per domain area, in a fixed order.
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createBuilder } from './graphql/builder.ts';
import { addClosedSetEnums } from './graphql/closed-set-enums.ts';
import { addMenuSchema } from './modules/menu/menu-schema.ts';
import { addMenuAdminSchema } from './modules/menu/menu-admin-schema.ts';
import { addMenuOptionAdminSchema } from './modules/menu/menu-option-admin-schema.ts';
import { addStoreSchema } from './modules/stores/store-schema.ts';
import { addStoreFinderSchema } from './modules/stores/store-finder-schema.ts';
import { addPricingSchema } from './modules/pricing/pricing-schema.ts';
import { addCartPricingSchema } from './modules/pricing/cart-pricing-schema.ts';
import { addOrderSchema } from './modules/orders/order-schema.ts';
import { addBoardSchema } from './modules/board/board-schema.ts';
import { addOrderHistorySchema } from './modules/order-history/order-history-schema.ts';
import { addMemberSchema } from './modules/members/member-schema.ts';
import { addCardSchema } from './modules/cards/card-schema.ts';
import { addFavoritesSchema } from './modules/favorites/favorites-schema.ts';
import { addRewardsSchema } from './modules/rewards/rewards-schema.ts';
import { draftMenuTables } from './modules/menu/menu-draft-service.ts';
import { addStaffSchema } from './modules/staff/staff-schema.ts';
import { addPriceAdminSchema } from './modules/pricing/price-admin-schema.ts';
import { addStoreAdminSchema } from './modules/stores/store-admin-schema.ts';
import { addTerminalAdminSchema } from './modules/terminals/terminal-admin-schema.ts';
import { addReportsAdminSchema } from './modules/reports/reports-admin-schema.ts';
import { addAuditAdminSchema } from './modules/audit-viewer/audit-admin-schema.ts';
import { addOrderAdminSchema } from './modules/orders/back-office/order-admin-schema.ts';
import { addMemberAdminSchema } from './modules/support/member-admin-schema.ts';
import { addRewardsAdminSchema } from './modules/rewards/rewards-admin-schema.ts';

export function buildGraphQLSchema(): GraphQLSchema {
  const builder = createBuilder();
  builder.queryType({});
  const enums = addClosedSetEnums(builder);
  const menu = addMenuSchema(builder);
  const stores = addStoreSchema(builder, enums);
  addStoreFinderSchema(builder, stores);
  addPricingSchema(builder);
  const cart = addCartPricingSchema(builder);
  builder.mutationType({});
  const members = addMemberSchema(builder);
  addCardSchema(builder, members);
  addFavoritesSchema(builder, stores);
  addRewardsSchema(builder, enums);
  addStaffSchema(builder);
  addMenuOptionAdminSchema(builder, addMenuAdminSchema(builder, menu));
  // Prices can be set for a product still in the menu's draft; the draft is read through the menu
  // module, handed in here so pricing and menu do not import each other.
  addPriceAdminSchema(builder, (ctx) => draftMenuTables(ctx.db));
  addStoreAdminSchema(builder, stores);
  addTerminalAdminSchema(builder, enums);
  addReportsAdminSchema(builder, enums);
  addAuditAdminSchema(builder);
  addOrderAdminSchema(builder);
  addMemberAdminSchema(builder);
  addRewardsAdminSchema(builder, enums);
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
