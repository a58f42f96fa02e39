// Assembles the schema from one function per domain area, in a fixed order.
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createBuilder } from './builder.ts';
import { addMenuSchema } from '../modules/menu/menu-schema.ts';
import { addStoreSchema } from '../modules/stores/store-schema.ts';
import { addPricingSchema } from '../modules/pricing/pricing-schema.ts';
import { addCartPricingSchema } from '../modules/pricing/cart-pricing-schema.ts';
import { addOrderSchema } from '../modules/orders/order-schema.ts';

export function buildGraphQLSchema(): GraphQLSchema {
  const builder = createBuilder();
  builder.queryType({});
  addMenuSchema(builder);
  const stores = addStoreSchema(builder);
  addPricingSchema(builder);
  const cart = addCartPricingSchema(builder);
  builder.mutationType({});
  builder.subscriptionType({});
  addOrderSchema(builder, { ...cart, ...stores });
  return builder.toSchema();
}

/** The committed contract, apps/api/schema.graphql: sorted so that diffs show real changes only. */
export function printGraphQLSchema(): string {
  return printSchema(lexicographicSortSchema(buildGraphQLSchema())) + '\n';
}
