// The back office's stores over GraphQL: the list (a store manager sees theirs only), one store with
// everything the editor needs and the status preview beside its hours, and one save per part of the
// store. Each save names the version it started from (EDIT_CONFLICT with the store as it is now
// otherwise). The tax rate needs prices.edit, creating a store stores.create, the rest stores.edit.
import { staffStoreScope } from '@brewline/domain/staff-roles';
import {
  storeStatusPreview,
  type PreviewDay,
  type StoreStatusPreview,
} from '@brewline/domain/store-status-preview';
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import { listStoresIn, type RegionRecord } from './store-admin-repository.ts';
import {
  createStore,
  newStoreChoices,
  updateStoreDetails,
  updateStoreMakeMinutes,
  updateStoreOrdering,
  updateStoreSpecialHours,
  updateStoreTaxRate,
  updateStoreWeeklyHours,
} from './store-admin-service.ts';
import { statusMinuteOf } from './store-clock.ts';
import { zipLocation, type ZipLocation } from './store-zip-location.ts';
import type { addStoreSchema } from './store-schema.ts';
import type { StoreRecord } from './store-repository.ts';
import { storeById } from './store-service.ts';

/** Days the preview shows: this one and the next six, a week of what customers will see. */
const PREVIEW_DAYS = 7;

export function addStoreAdminSchema(
  builder: Builder,
  { SpecialHoursRef }: Pick<ReturnType<typeof addStoreSchema>, 'SpecialHoursRef'>,
) {
  const PreviewDayRef = builder.objectRef<PreviewDay>('StorePreviewDay').implement({
    fields: (t) => ({
      date: t.exposeString('date'),
      dateLabel: t.exposeString('dateLabel'),
      hours: t.exposeString('hours'),
      reason: t.exposeString('reason', { nullable: true }),
    }),
  });

  const PreviewRef = builder.objectRef<StoreStatusPreview>('StoreStatusPreview').implement({
    description: 'What a customer sees of the store now and on the coming days (the status engine itself).',
    fields: (t) => ({
      status: t.exposeString('status'),
      label: t.exposeString('label'),
      days: t.field({ type: [PreviewDayRef], resolve: (p) => [...p.days] }),
    }),
  });

  const AdminStore = builder.objectRef<StoreRecord>('AdminStore').implement({
    description: 'A store as the back office edits it.',
    fields: (t) => ({
      storeId: t.exposeInt('storeId'),
      version: t.exposeInt('version', { description: 'Name it as expectedVersion when saving.' }),
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
      wiFi: t.exposeBoolean('wiFi'),
      driveThru: t.exposeBoolean('driveThru'),
      oLOEnabled: t.exposeBoolean('oLOEnabled', { description: 'Online ordering on.' }),
      inStorePickup: t.exposeBoolean('inStorePickup'),
      driveThruPickup: t.exposeBoolean('driveThruPickup'),
      parkingLotPickup: t.exposeBoolean('parkingLotPickup'),
      sunOpen: t.exposeString('sunOpen'),
      sunClose: t.exposeString('sunClose'),
      monThruThursOpen: t.exposeString('monThruThursOpen'),
      monThruThursClose: t.exposeString('monThruThursClose'),
      friOpen: t.exposeString('friOpen'),
      friClose: t.exposeString('friClose'),
      satOpen: t.exposeString('satOpen'),
      satClose: t.exposeString('satClose'),
      specialHours: t.field({ type: [SpecialHoursRef], resolve: (s) => s.specialHours }),
      makeMinutes: t.exposeInt('makeMinutes'),
      taxRateMicros: t.exposeInt('taxRateMicros', {
        description: 'Sales tax in millionths: 88750 = 8.875%.',
      }),
      statusAt: t.string({
        description:
          "The server's minute (ISO 8601) the preview describes; the editor previews drafts from it.",
        resolve: (_s, _args, ctx) => statusMinuteOf(ctx.now()).toISOString(),
      }),
      preview: t.field({
        type: PreviewRef,
        description: 'The status a customer sees now and the hours of the coming days, with holidays.',
        resolve: (s, _args, ctx) => storeStatusPreview(s, s.timeZone, ctx.now(), PREVIEW_DAYS),
      }),
    }),
  });

  const StoreDetailsInput = builder.inputType('StoreDetailsInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      nickname: t.string({ required: true }),
      address1: t.string({ required: true }),
      address2: t.string(),
      city: t.string({ required: true }),
      state: t.string({ required: true }),
      zipCode: t.string({ required: true }),
      phone: t.string({ required: true }),
      wiFi: t.boolean({ required: true }),
    }),
  });

  const WeeklyHoursInput = builder.inputType('WeeklyHoursInput', {
    description: "HHMM values in the store's time zone; a close earlier than the open is after midnight.",
    fields: (t) => ({
      sunOpen: t.string({ required: true }),
      sunClose: t.string({ required: true }),
      monThruThursOpen: t.string({ required: true }),
      monThruThursClose: t.string({ required: true }),
      friOpen: t.string({ required: true }),
      friClose: t.string({ required: true }),
      satOpen: t.string({ required: true }),
      satClose: t.string({ required: true }),
    }),
  });

  const SpecialHoursInput = builder.inputType('SpecialHoursInput', {
    fields: (t) => ({
      date: t.string({ required: true }),
      closed: t.boolean({ required: true }),
      open: t.string({ required: true }),
      close: t.string({ required: true }),
      reason: t.string({ required: true }),
    }),
  });

  const StoreOrderingInput = builder.inputType('StoreOrderingInput', {
    fields: (t) => ({
      oLOEnabled: t.boolean({ required: true }),
      inStorePickup: t.boolean({ required: true }),
      driveThruPickup: t.boolean({ required: true }),
      parkingLotPickup: t.boolean({ required: true }),
    }),
  });

  const CreateStoreInput = builder.inputType('CreateStoreInput', {
    fields: (t) => ({
      storeId: t.int({ required: true }),
      regionId: t.int({ required: true }),
      details: t.field({ type: StoreDetailsInput, required: true }),
      latitude: t.float({ required: true }),
      longitude: t.float({ required: true }),
      timeZone: t.string({ required: true }),
      driveThru: t.boolean({ required: true }),
      ordering: t.field({ type: StoreOrderingInput, required: true }),
      hours: t.field({ type: WeeklyHoursInput, required: true }),
      makeMinutes: t.int({ required: true }),
      taxRateMicros: t.int({ required: true }),
    }),
  });

  const StoreRegionRef = builder.objectRef<RegionRecord>('StoreRegion').implement({
    fields: (t) => ({ regionId: t.exposeInt('id'), name: t.exposeString('name') }),
  });
  const NewStoreChoicesRef = builder
    .objectRef<Awaited<ReturnType<typeof newStoreChoices>>>('NewStoreChoices')
    .implement({
      description: 'What the new-store form offers.',
      fields: (t) => ({
        suggestedStoreId: t.exposeInt('suggestedStoreId', {
          description: 'The number after the highest store number.',
        }),
        regions: t.field({ type: [StoreRegionRef], resolve: (c) => c.regions }),
      }),
    });
  const ZipLocationRef = builder.objectRef<ZipLocation>('ZipLocation').implement({
    description: "A US ZIP code's city, state, position and the time zone there (a suggestion to confirm).",
    fields: (t) => ({
      zipCode: t.exposeString('zipCode'),
      city: t.exposeString('city'),
      state: t.exposeString('state'),
      latitude: t.exposeFloat('latitude'),
      longitude: t.exposeFloat('longitude'),
      timeZone: t.exposeString('timeZone', { nullable: true }),
    }),
  });

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
  return { AdminStore };
}
