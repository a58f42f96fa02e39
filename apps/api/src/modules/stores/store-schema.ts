// Store queries: store(storeId) with every field both specs name, and stores for the store picker.
import type { Builder } from '../../graphql/builder.ts';
import {
  findStore,
  listStores,
  listTerminals,
  type StoreRecord,
  type TerminalRecord,
} from './store-repository.ts';

export function addStoreSchema(builder: Builder): void {
  const Terminal = builder.objectRef<TerminalRecord>('Terminal').implement({
    fields: (t) => ({
      termId: t.exposeInt('termId', { description: '2 = counter (in store, parking lot), 3 = drive-thru.' }),
      status: t.exposeString('status'),
    }),
  });
  const Store = builder.objectRef<StoreRecord>('Store').implement({
    fields: (t) => ({
      storeId: t.exposeInt('storeId'),
      regionId: t.exposeInt('regionId'),
      name: t.exposeString('name'),
      nickname: t.exposeString('nickname'),
      address1: t.exposeString('address1'),
      address2: t.exposeString('address2', { nullable: true }),
      city: t.exposeString('city'),
      state: t.exposeString('state'),
      zipCode: t.exposeString('zipCode'),
      phone: t.exposeString('phone'),
      latitude: t.exposeFloat('latitude'),
      longitude: t.exposeFloat('longitude'),
      timeZone: t.exposeString('timeZone'),
      oLOEnabled: t.exposeBoolean('oLOEnabled'),
      driveThruPickup: t.exposeBoolean('driveThruPickup'),
      inStorePickup: t.exposeBoolean('inStorePickup'),
      parkingLotPickup: t.exposeBoolean('parkingLotPickup'),
      wiFi: t.exposeBoolean('wiFi'),
      driveThru: t.exposeBoolean('driveThru'),
      sunOpen: t.exposeString('sunOpen'),
      sunClose: t.exposeString('sunClose'),
      monThruThursOpen: t.exposeString('monThruThursOpen'),
      monThruThursClose: t.exposeString('monThruThursClose'),
      friOpen: t.exposeString('friOpen'),
      friClose: t.exposeString('friClose'),
      satOpen: t.exposeString('satOpen'),
      satClose: t.exposeString('satClose'),
      taxRateMicros: t.exposeInt('taxRateMicros', {
        description: 'Sales tax in millionths: 88750 = 8.875%.',
      }),
      terminals: t.field({ type: [Terminal], resolve: (s, _args, ctx) => listTerminals(ctx.db, s.storeId) }),
    }),
  });

  builder.queryFields((t) => ({
    store: t.field({
      type: Store,
      nullable: true,
      args: { storeId: t.arg.int({ required: true }) },
      resolve: (_root, { storeId }, ctx) => findStore(ctx.db, storeId),
    }),
    stores: t.field({
      type: [Store],
      description: 'Every store, for the store picker.',
      resolve: (_root, _args, ctx) => listStores(ctx.db),
    }),
  }));
}
