// Store queries: store(storeId) with every field both specs name, and stores for the store picker.
// Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import { addSpecialHoursType, addStoreType } from './store-type-schema.ts';
import { addStoreQueries } from './store-queries-schema.ts';

export function addStoreSchema(builder: Builder, enums: ClosedSetEnums) {
  const SpecialHoursRef = addSpecialHoursType(builder);
  const Store = addStoreType(builder, enums, SpecialHoursRef);
  addStoreQueries(builder, Store);
  return { Store, SpecialHoursRef, enums };
}
