// A store as the back office's store editor shows it, with the status preview beside its hours.
import {
  storeStatusPreview,
  type PreviewDay,
  type StoreStatusPreview,
} from '@brewline/domain/store-hours/store-status-preview';
import type { Builder } from '../../graphql/builder.ts';
import { statusMinuteOf } from './store-clock.ts';
import type { addStoreSchema } from './store-schema.ts';
import type { StoreRecord } from './store-repository.ts'; /** Days the preview shows: this one and the next six, a week of what customers will see. */
const PREVIEW_DAYS = 7;

type SpecialHoursRef = ReturnType<typeof addStoreSchema>['SpecialHoursRef'];

function addStorePreviewType(builder: Builder) {
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
  return PreviewRef;
}

export function addAdminStoreType(builder: Builder, SpecialHoursRef: SpecialHoursRef) {
  const PreviewRef = addStorePreviewType(builder);
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
  return AdminStore;
}
