// Where a price applies: the chain, a region or a store.
import type { Builder } from '../../graphql/builder.ts';
export function addPriceLevelEnum(builder: Builder) {
  const PriceLevelEnum = builder.enumType('PriceLevel', {
    description: "DEFAULT: the chain's list price. REGION: a region's own price. STORE: a store's price.",
    values: {
      DEFAULT: { value: 'default' },
      REGION: { value: 'region' },
      STORE: { value: 'store' },
    } as const,
  });
  return PriceLevelEnum;
}
