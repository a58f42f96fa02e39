// A store with every field both specs name: hours, special hours, pickup methods and terminals.
import {
  availablePickupMethods,
  defaultPickupMethod,
  storedTerminalStatus,
  type PickupMethod,
} from '@brewline/domain/store-hours/pickup';
import { specialHoursText, upcomingSpecialHours } from '@brewline/domain/store-hours/special-hours';
import type { SpecialHours } from '@brewline/domain/store-hours/store-hours';
import { localParts } from '@brewline/domain/lib/zoned-time';
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import type { GraphQLContext } from '../../context.ts';
import { statusMinuteOf, storeStatusAt, storeStatusLabelAt } from './store-clock.ts';
import type { StoreRecord, TerminalRecord } from './store-repository.ts';
import { storeSnapshotsOf } from './store-snapshot.ts';
/** A store's terminals as the snapshot holds them (store-snapshot.ts): no read per request. */
async function terminalsOf(store: StoreRecord, ctx: GraphQLContext): Promise<readonly TerminalRecord[]> {
  return (await storeSnapshotsOf(ctx.db).info(store.storeId))?.terminals ?? [];
}

/** The pickup methods a store offers at this moment; the domain rule, on the server's clock. */
async function pickupMethodsNow(store: StoreRecord, ctx: GraphQLContext): Promise<PickupMethod[]> {
  const terminals = await terminalsOf(store, ctx);
  return availablePickupMethods({ ...store, terminals }, storeStatusAt(store, ctx.now()));
}

export function addSpecialHoursType(builder: Builder) {
  const SpecialHoursRef = builder.objectRef<SpecialHours>('SpecialHours').implement({
    description: "A date with other hours than the week's, or closed, in the store's local calendar.",
    fields: (t) => ({
      date: t.exposeString('date', { description: "'yyyy-MM-dd' in the store's time zone." }),
      closed: t.exposeBoolean('closed'),
      open: t.exposeString('open', { description: 'HHMM, as the weekly hours.' }),
      close: t.exposeString('close', { description: 'HHMM; earlier than open means after midnight.' }),
      reason: t.exposeString('reason'),
      hours: t.string({
        description: "'8:00 AM – 2:00 PM', 'Open 24 hours' or 'Closed': as the customer reads it.",
        resolve: (entry) => specialHoursText(entry),
      }),
    }),
  });
  return SpecialHoursRef;
}

export function addStoreType(
  builder: Builder,
  enums: ClosedSetEnums,
  SpecialHoursRef: ReturnType<typeof addSpecialHoursType>,
) {
  const Terminal = builder.objectRef<TerminalRecord>('Terminal').implement({
    fields: (t) => ({
      termId: t.exposeInt('termId', { description: '2 = counter (in store, parking lot), 3 = drive-thru.' }),
      status: t.field({
        type: enums.TerminalStatus,
        resolve: (terminal) => storedTerminalStatus(terminal.status),
      }),
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
      specialHours: t.field({
        type: [SpecialHoursRef],
        description:
          "Today's and coming dates with other hours than the week's (holidays), earliest first; the status fields already follow them.",
        resolve: (s, _args, ctx) => upcomingSpecialHours(s.specialHours, localParts(ctx.now(), s.timeZone)),
      }),
      terminals: t.field({ type: [Terminal], resolve: (s, _args, ctx) => terminalsOf(s, ctx) }),
      status: t.field({
        type: enums.StoreStatus,
        description:
          'OPEN, NOT_OPEN_YET, OPENING_SOON, CLOSING_SOON, CLOSED, OPEN_TOMORROW or NEVER, on the server clock in the store time zone.',
        resolve: (s, _args, ctx) => storeStatusAt(s, ctx.now()),
      }),
      statusAt: t.string({
        description:
          "The minute of the server's clock (ISO 8601) that status describes: the app runs its store-hours rules on the server's clock from it, never the device's.",
        resolve: (_s, _args, ctx) => statusMinuteOf(ctx.now()).toISOString(),
      }),
      statusLabel: t.string({
        description: "The finder's label: 'Open Now', 'Opening Soon', 'Opens in …' or 'Closed'.",
        resolve: (s, _args, ctx) => storeStatusLabelAt(s, ctx.now()),
      }),
      pickupMethods: t.field({
        type: [enums.PickupMethod],
        description:
          'IN_STORE, DRIVE_THRU, PARKING_LOT offered right now: store OPEN, online ordering on, matching terminal CONNECTED.',
        resolve: (s, _args, ctx) => pickupMethodsNow(s, ctx),
      }),
      defaultPickupMethod: t.field({
        type: enums.PickupMethod,
        nullable: true,
        resolve: async (s, _args, ctx) => defaultPickupMethod(await pickupMethodsNow(s, ctx)),
      }),
    }),
  });
  return Store;
}
