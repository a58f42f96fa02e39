// The back office's stores over GraphQL: the list (a store manager sees theirs only), one store with
// everything the editor needs and the status preview beside its hours, and one save per part of the
// store. Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { addStoreSchema } from './store-schema.ts';
import { addAdminStoreType } from './admin-store-schema.ts';
import { addStoreAdminInputs } from './store-admin-inputs-schema.ts';
import { addNewStoreChoiceTypes } from './new-store-choices-schema.ts';
import { addStoreAdminQueries } from './store-admin-queries-schema.ts';
import { addCreateStoreMutation, addStoreEditMutations } from './store-admin-mutations-schema.ts';

export function addStoreAdminSchema(
  builder: Builder,
  { SpecialHoursRef }: Pick<ReturnType<typeof addStoreSchema>, 'SpecialHoursRef'>,
) {
  const AdminStore = addAdminStoreType(builder, SpecialHoursRef);
  const inputs = addStoreAdminInputs(builder);
  addStoreAdminQueries(builder, { AdminStore, ...addNewStoreChoiceTypes(builder) });
  addStoreEditMutations(builder, AdminStore, inputs);
  addCreateStoreMutation(builder, AdminStore, inputs);
  return { AdminStore };
}
