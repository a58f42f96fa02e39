// Hot / Iced / Blended versions of the drinks that come more than one way. The version's price delta
// is added to the size price and is the same at every store. Version ids are the product id times
// ten plus the version's position.
import type { productVersions } from '../schema/menu.ts';

type ProductVersionRow = typeof productVersions.$inferInsert;

interface Version {
  name: string;
  priceDeltaCents: number;
}

const HOT_ICED: readonly Version[] = [
  { name: 'Hot', priceDeltaCents: 0 },
  { name: 'Iced', priceDeltaCents: 0 },
];
const HOT_ICED_BLENDED: readonly Version[] = [...HOT_ICED, { name: 'Blended', priceDeltaCents: 50 }];

const VERSIONS_BY_PRODUCT: ReadonlyMap<number, readonly Version[]> = new Map<number, readonly Version[]>([
  // Lattes
  [301, HOT_ICED],
  [302, HOT_ICED],
  [303, HOT_ICED],
  [304, HOT_ICED],
  [305, HOT_ICED],
  [306, HOT_ICED],
  [307, HOT_ICED],
  // Americanos and macchiatos
  [321, HOT_ICED],
  [322, HOT_ICED],
  [331, HOT_ICED],
  // Mochas
  [341, HOT_ICED_BLENDED],
  [342, HOT_ICED_BLENDED],
  [343, HOT_ICED_BLENDED],
  // Tea lattes
  [451, HOT_ICED],
  [452, HOT_ICED_BLENDED],
  [454, HOT_ICED],
  // Fall preview
  [801, HOT_ICED_BLENDED],
]);

export const productVersionRows: ProductVersionRow[] = [...VERSIONS_BY_PRODUCT].flatMap(
  ([productId, versions]) =>
    versions.map((version, index) => ({
      id: productId * 10 + index + 1,
      productId,
      name: version.name,
      priority: index + 1,
      priceDeltaCents: version.priceDeltaCents,
    })),
);
