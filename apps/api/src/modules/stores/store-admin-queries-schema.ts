// The back office's store reads: the new-store form's choices, a ZIP code's place, the list of
// stores (a store manager sees theirs only) and one store.
import { staffStoreScope } from '@brewline/domain/accounts/staff-roles';
import type { Builder } from '../../graphql/builder.ts';
import { requireStaff } from '../staff/staff-access.ts';
import { listStoresIn } from './store-admin-repository.ts';
import { newStoreChoices } from './store-admin-service.ts';
import { zipLocation } from './store-zip-location.ts';
import { storeById } from './store-service.ts';
import type { addAdminStoreType } from './admin-store-schema.ts';
import type { addNewStoreChoiceTypes } from './new-store-choices-schema.ts';

type QueryRefs = ReturnType<typeof addNewStoreChoiceTypes> & {
  AdminStore: ReturnType<typeof addAdminStoreType>;
};

export function addStoreAdminQueries(builder: Builder, refs: QueryRefs): void {
  const { AdminStore, NewStoreChoicesRef, ZipLocationRef } = refs;
  builder.queryFields((t) => ({
    newStoreChoices: t.field({
      type: NewStoreChoicesRef,
      resolve: async (_root, _args, ctx) => {
        await requireStaff(ctx, 'stores.create');
        return newStoreChoices(ctx.db);
      },
    }),
    zipLocation: t.field({
      type: ZipLocationRef,
      nullable: true,
      description: 'Where a new store with this ZIP code is; null for a code the data does not know.',
      args: { zipCode: t.arg.string({ required: true }) },
      resolve: async (_root, { zipCode }, ctx) => {
        await requireStaff(ctx, 'stores.create');
        return zipLocation(zipCode);
      },
    }),
    adminStores: t.field({
      type: [AdminStore],
      description: "The stores this person may see: every store for the chain, a store manager's own.",
      resolve: async (_root, _args, ctx) => {
        const staff = await requireStaff(ctx, 'stores.view');
        return listStoresIn(ctx.db, staffStoreScope(staff));
      },
    }),
    adminStore: t.field({
      type: AdminStore,
      nullable: true,
      args: { storeId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId }, ctx) => {
        await requireStaff(ctx, 'stores.view', storeId);
        return storeById(ctx.db, storeId);
      },
    }),
  }));
}
