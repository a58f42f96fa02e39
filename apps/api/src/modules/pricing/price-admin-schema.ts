// The back office's prices over GraphQL: the price grid (paged rows of sizes and modifiers, columns
// for the chain, regions and stores, each cell with its live price and its pending change), setting
// cells, a bulk change's preview and saving it, and discarding. Everything needs prices.edit; the
// changes are drafts until the menu's publish (menu.publish) applies them (price-drafts.ts). Each
// type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import { addPriceLevelEnum } from './price-level-schema.ts';
import { addPriceGridType } from './price-grid-schema.ts';
import { addPriceAdminInputs } from './price-admin-inputs-schema.ts';
import { addPriceDraftTypes } from './price-drafts-schema.ts';
import { addPriceAdminQueries, type MenuToPrice } from './price-admin-queries-schema.ts';
import { addPriceAdminMutations } from './price-admin-mutations-schema.ts';

const publishedMenu: MenuToPrice = (ctx) => Promise.resolve(ctx.menu.current().tables);

/**
 * `menuToPrice`: with the menu's drafts (decision 009), build-schema.ts passes the draft menu, so a
 * product drafted but not yet published can be priced before the publication that adds it
 * (publishing writes the menu's additions before it applies the prices, and drops a price for an
 * item the published menu does not have). Passed in rather than imported: the menu module's
 * publishing calls this module, so this module cannot call the menu's.
 */
export function addPriceAdminSchema(builder: Builder, menuToPrice: MenuToPrice = publishedMenu): void {
  const PriceLevelEnum = addPriceLevelEnum(builder);
  const inputs = addPriceAdminInputs(builder, PriceLevelEnum);
  const drafts = addPriceDraftTypes(builder, PriceLevelEnum);
  const PriceGridRef = addPriceGridType(builder, PriceLevelEnum);
  addPriceAdminQueries(builder, menuToPrice, {
    PriceGridRef,
    BulkPricePreview: drafts.BulkPricePreview,
    inputs,
  });
  addPriceAdminMutations(builder, drafts, inputs, menuToPrice);
}
