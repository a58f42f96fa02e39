// store(storeId), and stores for the store picker.
import type { Builder } from '../../graphql/builder.ts';
import { storeSnapshotsOf } from './store-snapshot.ts';
import type { addStoreType } from './store-type-schema.ts';

export function addStoreQueries(builder: Builder, Store: ReturnType<typeof addStoreType>): void {
  builder.queryFields((t) => ({
    store: t.field({
      type: Store,
      nullable: true,
      args: { storeId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId }, ctx) =>
        (await storeSnapshotsOf(ctx.db).info(storeId))?.store ?? null,
    }),
    stores: t.field({
      type: [Store],
      description: 'Every store, for the store picker.',
      resolve: async (_root, _args, ctx) => [...(await storeSnapshotsOf(ctx.db).list())],
    }),
  }));
}
