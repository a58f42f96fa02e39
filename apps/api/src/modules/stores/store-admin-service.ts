// The back office's store changes, and the demo seed's stores: each validated by the domain's rules,
// saved only from the version the editor started from (EDIT_CONFLICT with the store as it is now
// otherwise), audited in its own transaction, and then forgotten by every server's store snapshot and
// cached answers (store-snapshot.ts; other servers hear it over Redis), so the finder, checkout, pickup
// slots, order submission and the scheduler all use the new values at once.
import {
  validateMakeMinutes,
  validatePickupSettings,
  validateStoreDetails,
  validateTaxRateMicros,
  type StoreDetails,
} from '@brewline/domain/store-hours/store-settings';
import {
  validateStoreSchedule,
  validateWeeklySchedule,
} from '@brewline/domain/store-hours/store-hours-validation';
import type { ScheduleFieldError } from '@brewline/domain/store-hours/special-hours';
import type { SpecialHours, WeeklyHours } from '@brewline/domain/store-hours/store-hours';
import { isKnownTimeZone, localParts } from '@brewline/domain/lib/zoned-time';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import {
  insertStore,
  listRegions,
  lockStore,
  nextFreeStoreId,
  updateStoreAtVersion,
  type RegionRecord,
  type NewStore,
  type StorePatch,
} from './store-admin-repository.ts';
import type { StoreRecord } from './store-repository.ts';
import { storeSnapshotsOf } from './store-snapshot.ts';
import { editConflict, Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export interface StoreOrdering {
  oLOEnabled: boolean;
  inStorePickup: boolean;
  driveThruPickup: boolean;
  parkingLotPickup: boolean;
}

interface StoreChange {
  actor: AuditActor;
  storeId: number;
  expectedVersion: number;
  /** store.details.update, store.hours.update... */
  action: string;
  now: Date;
  /** The fields to write, or the problems that stop the save (judged against the locked row). */
  plan: (current: StoreRecord) => StorePatch | ScheduleFieldError[];
}

/** A refusal naming every problem; the back office shows each beside its field. */
export function invalidStoreInput(errors: readonly ScheduleFieldError[]): Error {
  return new Refusal('INVALID_INPUT', errors.map((e) => e.message).join(' '), { fieldErrors: errors });
}

function pick(record: StoreRecord, keys: readonly string[]): Record<string, unknown> {
  const entries = Object.entries(record).filter(([key]) => keys.includes(key) || key === 'version');
  return Object.fromEntries(entries);
}

async function saveStoreChange(db: Db, change: StoreChange): Promise<StoreRecord> {
  const saved = await db.transaction(async (tx) => {
    const current = await lockStore(tx, change.storeId);
    if (!current)
      throw new Refusal('STORE_NOT_FOUND', refusalMessages.STORE_UNKNOWN({ storeId: change.storeId }));
    if (current.version !== change.expectedVersion) throw editConflict('store', current);
    const plan = change.plan(current);
    if (Array.isArray(plan)) {
      if (plan.length > 0) throw invalidStoreInput(plan);
      return current;
    }
    const updated = await updateStoreAtVersion(tx, change.storeId, change.expectedVersion, plan);
    // The row is locked, so this cannot happen; if it ever does, the caller still gets the truth.
    if (!updated) throw editConflict('store', (await lockStore(tx, change.storeId)) ?? current);
    const keys = Object.keys(plan);
    await recordAudit(tx, {
      actor: change.actor,
      action: change.action,
      entityType: 'store',
      entityId: String(change.storeId),
      storeId: change.storeId,
      before: pick(current, keys),
      after: pick(updated, keys),
      at: change.now,
    });
    return updated;
  });
  storeSnapshotsOf(db).invalidate(change.storeId);
  return saved;
}

type Change = Omit<StoreChange, 'action' | 'plan'>;

export function updateStoreDetails(db: Db, change: Change, details: StoreDetails): Promise<StoreRecord> {
  return saveStoreChange(db, {
    ...change,
    action: 'store.details.update',
    plan: () => {
      const errors = validateStoreDetails(details);
      return errors.length > 0 ? errors : { ...details, address2: details.address2?.trim() || null };
    },
  });
}

export function updateStoreWeeklyHours(db: Db, change: Change, hours: WeeklyHours): Promise<StoreRecord> {
  return saveStoreChange(db, {
    ...change,
    action: 'store.hours.update',
    plan: (current) => {
      const today = localParts(change.now, current.timeZone);
      // The week is judged with the store's special dates, so a new week cannot overlap a holiday.
      const errors = validateStoreSchedule(
        { ...hours, specialHours: current.specialHours },
        today,
        current.specialHours,
      );
      return errors.length > 0 ? errors : { ...hours };
    },
  });
}

export function updateStoreSpecialHours(
  db: Db,
  change: Change,
  specialHours: readonly SpecialHours[],
): Promise<StoreRecord> {
  return saveStoreChange(db, {
    ...change,
    action: 'store.special-hours.update',
    plan: (current) => {
      const entries = specialHours
        .map((entry) => ({ ...entry, reason: entry.reason.trim() }))
        .sort((a, b) => a.date.localeCompare(b.date));
      const today = localParts(change.now, current.timeZone);
      const errors = validateStoreSchedule(
        { ...current, specialHours: entries },
        today,
        current.specialHours,
      );
      return errors.length > 0 ? errors : { specialHours: entries };
    },
  });
}

export function updateStoreOrdering(db: Db, change: Change, ordering: StoreOrdering): Promise<StoreRecord> {
  return saveStoreChange(db, {
    ...change,
    action: 'store.ordering.update',
    plan: (current) => {
      const errors = validatePickupSettings(ordering, current.driveThru);
      return errors.length > 0 ? errors : { ...ordering };
    },
  });
}

export function updateStoreMakeMinutes(db: Db, change: Change, makeMinutes: number): Promise<StoreRecord> {
  return saveStoreChange(db, {
    ...change,
    action: 'store.make-minutes.update',
    plan: () => {
      const errors = validateMakeMinutes(makeMinutes);
      return errors.length > 0 ? errors : { makeMinutes };
    },
  });
}

export function updateStoreTaxRate(db: Db, change: Change, taxRateMicros: number): Promise<StoreRecord> {
  return saveStoreChange(db, {
    ...change,
    action: 'store.tax-rate.update',
    plan: () => {
      const errors = validateTaxRateMicros(taxRateMicros);
      return errors.length > 0 ? errors : { taxRateMicros };
    },
  });
}

/** Every problem with a new store's data (empty = it can be saved). */
export function validateNewStore(store: NewStore, today: Date): ScheduleFieldError[] {
  const errors: ScheduleFieldError[] = [];
  if (!Number.isInteger(store.storeId) || store.storeId < 1) {
    errors.push({ field: 'storeId', message: 'The store number is a whole number from 1 up.' });
  }
  if (!isKnownTimeZone(store.timeZone)) {
    errors.push({
      field: 'timeZone',
      message: `'${store.timeZone}' is not a time zone; use one like America/Phoenix.`,
    });
    return errors;
  }
  if (!(Math.abs(store.latitude) <= 90 && Math.abs(store.longitude) <= 180)) {
    errors.push({
      field: 'latitude',
      message: 'The position must be a latitude from -90 to 90 and a longitude from -180 to 180.',
    });
  }
  errors.push(
    ...validateStoreDetails({ ...store, address2: store.address2 ?? null }),
    ...validateWeeklySchedule(store),
    ...validatePickupSettings(store, store.driveThru),
    ...validateTaxRateMicros(store.taxRateMicros),
    ...validateMakeMinutes(store.makeMinutes ?? 10),
  );
  const specialHours = store.specialHours ?? [];
  if (specialHours.length > 0) {
    errors.push(...validateStoreSchedule({ ...store, specialHours }, localParts(today, store.timeZone)));
  }
  return errors;
}

/**
 * Creates a store inside the caller's transaction, audited: the back office's createStore and the demo
 * seed both come through here, so the seed holds nothing the back office would refuse.
 */
export async function createStoreIn(
  tx: Tx,
  actor: AuditActor,
  store: NewStore,
  now: Date,
): Promise<StoreRecord> {
  const errors = validateNewStore(store, now);
  if (!(await listRegions(tx)).some((region) => region.id === store.regionId)) {
    errors.push({ field: 'regionId', message: "Choose one of the chain's regions." });
  }
  if (errors.length > 0) throw invalidStoreInput(errors);
  const created = await insertStore(tx, store);
  if (!created) {
    throw invalidStoreInput([
      { field: 'storeId', message: `Store number ${store.storeId} is taken; choose another.` },
    ]);
  }
  await recordAudit(tx, {
    actor,
    action: 'store.create',
    entityType: 'store',
    entityId: String(created.storeId),
    storeId: created.storeId,
    before: null,
    after: created,
    at: now,
  });
  return created;
}

export async function createStore(
  db: Db,
  actor: AuditActor,
  store: NewStore,
  now: Date,
): Promise<StoreRecord> {
  const created = await db.transaction((tx) => createStoreIn(tx, actor, store, now));
  storeSnapshotsOf(db).invalidate(created.storeId);
  return created;
}

/** What the new-store form offers: the chain's regions and a free store number. */
export async function newStoreChoices(
  db: Db,
): Promise<{ suggestedStoreId: number; regions: RegionRecord[] }> {
  const [suggestedStoreId, regions] = await Promise.all([nextFreeStoreId(db), listRegions(db)]);
  return { suggestedStoreId, regions };
}
