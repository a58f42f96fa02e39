// What the back office sends to save a part of a store, or to create one.
import type { Builder } from '../../graphql/builder.ts';
export function addStoreAdminInputs(builder: Builder) {
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
  return { StoreDetailsInput, WeeklyHoursInput, SpecialHoursInput, StoreOrderingInput, CreateStoreInput };
}
