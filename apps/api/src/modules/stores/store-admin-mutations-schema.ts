// The back office's store saves, one per part of the store, and creating a store. Each save names
// the version it started from (EDIT_CONFLICT with the store as it is now otherwise). The tax rate
// needs prices.edit, creating a store stores.create, the rest stores.edit.
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import {
  createStore,
  updateStoreDetails,
  updateStoreMakeMinutes,
  updateStoreOrdering,
  updateStoreSpecialHours,
  updateStoreTaxRate,
  updateStoreWeeklyHours,
} from './store-admin-service.ts';
import type { addAdminStoreType } from './admin-store-schema.ts';
import type { addStoreAdminInputs } from './store-admin-inputs-schema.ts';

const change = async (
  ctx: GraphQLContext,
  permission: 'stores.edit' | 'prices.edit',
  storeId: number,
  expectedVersion: number,
) => {
  const staff = await requireStaff(ctx, permission, storeId);
  return { actor: auditActorOf(staff), storeId, expectedVersion, now: ctx.now() };
};

const versioned = (t: Parameters<Parameters<Builder['mutationFields']>[0]>[0]) => ({
  storeId: t.arg.int({ required: true }),
  expectedVersion: t.arg.int({ required: true, description: 'The version the edit started from.' }),
});

type AdminStoreRef = ReturnType<typeof addAdminStoreType>;
type Inputs = ReturnType<typeof addStoreAdminInputs>;

export function addStoreEditMutations(builder: Builder, AdminStore: AdminStoreRef, inputs: Inputs): void {
  const { StoreDetailsInput, WeeklyHoursInput, SpecialHoursInput, StoreOrderingInput } = inputs;
  builder.mutationFields((t) => ({
    updateStoreDetails: t.field({
      type: AdminStore,
      args: { ...versioned(t), details: t.arg({ type: StoreDetailsInput, required: true }) },
      resolve: async (_root, args, ctx) =>
        updateStoreDetails(ctx.db, await change(ctx, 'stores.edit', args.storeId, args.expectedVersion), {
          ...args.details,
          address2: args.details.address2 ?? null,
        }),
    }),
    updateStoreWeeklyHours: t.field({
      type: AdminStore,
      args: { ...versioned(t), hours: t.arg({ type: WeeklyHoursInput, required: true }) },
      resolve: async (_root, args, ctx) =>
        updateStoreWeeklyHours(
          ctx.db,
          await change(ctx, 'stores.edit', args.storeId, args.expectedVersion),
          args.hours,
        ),
    }),
    updateStoreSpecialHours: t.field({
      type: AdminStore,
      description: 'Replaces the store’s special hours and closures with this list.',
      args: { ...versioned(t), specialHours: t.arg({ type: [SpecialHoursInput], required: true }) },
      resolve: async (_root, args, ctx) =>
        updateStoreSpecialHours(
          ctx.db,
          await change(ctx, 'stores.edit', args.storeId, args.expectedVersion),
          args.specialHours,
        ),
    }),
    updateStoreOrdering: t.field({
      type: AdminStore,
      description: 'Online ordering on or off, and the pickup methods offered.',
      args: { ...versioned(t), ordering: t.arg({ type: StoreOrderingInput, required: true }) },
      resolve: async (_root, args, ctx) =>
        updateStoreOrdering(
          ctx.db,
          await change(ctx, 'stores.edit', args.storeId, args.expectedVersion),
          args.ordering,
        ),
    }),
    updateStoreMakeMinutes: t.field({
      type: AdminStore,
      args: { ...versioned(t), makeMinutes: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) =>
        updateStoreMakeMinutes(
          ctx.db,
          await change(ctx, 'stores.edit', args.storeId, args.expectedVersion),
          args.makeMinutes,
        ),
    }),
    updateStoreTaxRate: t.field({
      type: AdminStore,
      args: { ...versioned(t), taxRateMicros: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) =>
        updateStoreTaxRate(
          ctx.db,
          await change(ctx, 'prices.edit', args.storeId, args.expectedVersion),
          args.taxRateMicros,
        ),
    }),
  }));
}

export function addCreateStoreMutation(builder: Builder, AdminStore: AdminStoreRef, inputs: Inputs): void {
  const { CreateStoreInput } = inputs;
  builder.mutationFields((t) => ({
    createStore: t.field({
      type: AdminStore,
      args: { store: t.arg({ type: CreateStoreInput, required: true }) },
      resolve: async (_root, { store }, ctx) => {
        const staff = await requireStaff(ctx, 'stores.create');
        return createStore(
          ctx.db,
          auditActorOf(staff),
          {
            storeId: store.storeId,
            regionId: store.regionId,
            ...store.details,
            address2: store.details.address2 ?? null,
            latitude: store.latitude,
            longitude: store.longitude,
            timeZone: store.timeZone,
            driveThru: store.driveThru,
            ...store.ordering,
            ...store.hours,
            makeMinutes: store.makeMinutes,
            taxRateMicros: store.taxRateMicros,
          },
          ctx.now(),
        );
      },
    }),
  }));
}
