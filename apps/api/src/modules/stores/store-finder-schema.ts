// Find a Store queries (docs/product/account.md#calls): stores by coordinates, by ZIP and by city,
// nearest first within STORE_FINDER_RADIUS_MILES and at most STORE_FINDER_MAX_RESULTS, and favorite
// stores by ids. Each result carries its distance in miles, computed here so every client shows the
// same order.
import type { Builder } from '../../graphql/builder.ts';
import {
  findFavoriteStores,
  findStoresByCity,
  findStoresByCoordinates,
  findStoresByZip,
  type FoundStore,
} from './store-finder-service.ts';
import type { addStoreSchema } from './store-schema.ts';

type StoreRef = ReturnType<typeof addStoreSchema>['Store'];

export function addStoreFinderSchema(builder: Builder, { Store }: { Store: StoreRef }) {
  const StoreSearchResult = builder.objectRef<FoundStore>('StoreSearchResult').implement({
    description: 'A store found by the store finder, with how far it is.',
    fields: (t) => ({
      store: t.field({ type: Store, resolve: (found) => found.store }),
      distance: t.float({
        nullable: true,
        description:
          'Miles (great circle) from the searched place; null for favorites listed without a position.',
        resolve: (found) => found.distance,
      }),
    }),
  });

  builder.queryFields((t) => ({
    storesByCoordinates: t.field({
      type: [StoreSearchResult],
      description: "Stores near the device's position, nearest first. An invalid position finds nothing.",
      args: { latitude: t.arg.float({ required: true }), longitude: t.arg.float({ required: true }) },
      resolve: (_root, { latitude, longitude }, ctx) =>
        findStoresByCoordinates(ctx.db, { latitude, longitude }),
    }),
    storesByZip: t.field({
      type: [StoreSearchResult],
      description: 'Stores near a five-digit US ZIP code, nearest first. An unknown ZIP code finds nothing.',
      args: { zip: t.arg.string({ required: true }) },
      resolve: (_root, { zip }, ctx) => findStoresByZip(ctx.db, zip),
    }),
    storesByCity: t.field({
      type: [StoreSearchResult],
      description:
        "Stores near a US city ('Phoenix' or 'Phoenix, AZ'; any case), nearest first. An unknown city finds nothing.",
      args: { city: t.arg.string({ required: true }) },
      resolve: (_root, { city }, ctx) => findStoresByCity(ctx.db, city),
    }),
    favoriteStores: t.field({
      type: [StoreSearchResult],
      description:
        "A member's favorite stores (at most 3 ids are read): in the given order, or nearest first when a position is given.",
      args: {
        storeIds: t.arg.intList({ required: true }),
        latitude: t.arg.float(),
        longitude: t.arg.float(),
      },
      resolve: (_root, { storeIds, latitude, longitude }, ctx) =>
        findFavoriteStores(
          ctx.db,
          storeIds,
          latitude == null || longitude == null ? null : { latitude, longitude },
        ),
    }),
  }));
}
