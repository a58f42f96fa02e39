// Creating a store from the back office against the whole server: the form's choices (a free store
// number, the regions), a ZIP code's city, state, position and time zone, a refusal that names every
// wrong field and stores nothing, and a new store that customers find by its ZIP code at once, open and
// taking orders, with an audit row. A store manager can do none of it (the authorization matrix
// covers every back-office operation; this checks the refusal reads as one).
import { localParts } from '@brewline/domain/lib/zoned-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { stores } from '../src/db/schema/stores.ts';
import { saveStaff } from '../src/modules/staff/staff-repository.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

const BOISE_ZIP = '83702'; // no demo store within the finder's radius
const MOUNTAIN = 3;

const CREATE = `mutation ($store: CreateStoreInput!) {
  createStore(store: $store) { storeId version timeZone makeMinutes oLOEnabled preview { status label } } }`;

interface FieldError {
  field: string;
  message: string;
}

function boiseStore(storeId: number, over: Record<string, unknown> = {}) {
  return {
    storeId,
    regionId: MOUNTAIN,
    details: {
      name: 'Brewline Boise Downtown',
      nickname: 'Boise Downtown',
      address1: '800 W Main St',
      address2: null,
      city: 'Boise',
      state: 'ID',
      zipCode: BOISE_ZIP,
      phone: '2085550100',
      wiFi: true,
    },
    latitude: 43.615,
    longitude: -116.203,
    timeZone: 'America/Boise',
    driveThru: false,
    ordering: { oLOEnabled: true, inStorePickup: true, driveThruPickup: false, parkingLotPickup: false },
    // Open around the clock, so the finder shows it open whenever the test runs.
    hours: {
      sunOpen: '0',
      sunClose: '2400',
      monThruThursOpen: '0',
      monThruThursClose: '2400',
      friOpen: '0',
      friClose: '2400',
      satOpen: '0',
      satClose: '2400',
    },
    makeMinutes: 6,
    taxRateMicros: 60_000,
    ...over,
  };
}

describe('creating a store in the back office', () => {
  let server: SecuredServer;
  const tokens = { admin: '', manager: '' };
  let adminEmail = '';
  const as = <T>(who: keyof typeof tokens, query: string, variables?: Record<string, unknown>) =>
    server.graphql<T>(query, variables, { token: tokens[who] });

  beforeAll(async () => {
    server = await startSecuredServer(pglite, { quietBackground: true });
    for (const [who, role, storeIds] of [
      ['admin', 'CHAIN_ADMIN', []],
      ['manager', 'STORE_MANAGER', [111]],
    ] as const) {
      const person = await server.signUp(who);
      await saveStaff(server.database.handle.db, {
        memberId: person.memberId,
        email: person.email,
        role,
        storeIds: [...storeIds],
        invitedBy: null,
        createdAt: new Date(),
      });
      tokens[who] = person.tokens.access_token;
      if (who === 'admin') adminEmail = person.email;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('offers a free store number and the regions, and finds a ZIP code with its time zone', async () => {
    const choices = await as<{
      newStoreChoices: { suggestedStoreId: number; regions: { regionId: number; name: string }[] };
    }>('admin', '{ newStoreChoices { suggestedStoreId regions { regionId name } } }');
    const highest = Math.max(
      ...(await server.database.handle.db.select().from(stores)).map((s) => s.storeId),
    );
    expect(choices.data?.newStoreChoices.suggestedStoreId).toBe(highest + 1);
    expect(choices.data?.newStoreChoices.regions.map((r) => r.regionId)).toContain(MOUNTAIN);

    const found = await as<{ zipLocation: unknown }>(
      'admin',
      'query ($zip: String!) { zipLocation(zipCode: $zip) { zipCode city state latitude longitude timeZone } }',
      { zip: BOISE_ZIP },
    );
    expect(found.data?.zipLocation).toEqual({
      zipCode: BOISE_ZIP,
      city: 'Boise',
      state: 'ID',
      latitude: expect.closeTo(43.6, 0) as number,
      longitude: expect.closeTo(-116.2, 0) as number,
      timeZone: 'America/Boise',
    });
    // Phoenix keeps no daylight saving: the lookup must not say Denver.
    const phoenix = await as<{ zipLocation: { timeZone: string } }>(
      'admin',
      '{ zipLocation(zipCode: "85004") { timeZone } }',
    );
    expect(phoenix.data?.zipLocation.timeZone).toBe('America/Phoenix');
    const unknown = await as<{ zipLocation: unknown }>('admin', '{ zipLocation(zipCode: "00000") { city } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.zipLocation).toBeNull();

    const manager = await as('manager', '{ newStoreChoices { suggestedStoreId } }');
    expect(manager.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('refuses a store that breaks the rules with a message per field, and stores nothing', async () => {
    const before = (await server.database.handle.db.select().from(stores)).length;
    const answer = await as('admin', CREATE, {
      store: boiseStore(7001, {
        regionId: 999,
        details: { ...boiseStore(7001).details, name: ' ', state: 'Idaho' },
        ordering: { oLOEnabled: true, inStorePickup: true, driveThruPickup: false, parkingLotPickup: true },
        makeMinutes: 0,
        taxRateMicros: -1,
      }),
    });
    const error = answer.errors?.[0];
    expect(error?.extensions?.['code']).toBe('INVALID_INPUT');
    const fields = ((error?.extensions?.['fieldErrors'] ?? []) as FieldError[]).map((e) => e.field);
    expect(fields.sort()).toEqual(
      ['name', 'state', 'parkingLotPickup', 'taxRateMicros', 'makeMinutes', 'regionId'].sort(),
    );
    expect(error?.message).toContain('This store has no drive-thru');
    expect(error?.message).toContain("Choose one of the chain's regions.");
    expect((await server.database.handle.db.select().from(stores)).length).toBe(before);

    const badZone = await as('admin', CREATE, { store: boiseStore(7001, { timeZone: 'Mountain' }) });
    expect(badZone.errors?.[0]?.message).toBe("'Mountain' is not a time zone; use one like America/Phoenix.");
  });

  it('creates a store customers find by its ZIP code at once, open and taking orders, audited', async () => {
    const created = await as<{
      createStore: { storeId: number; version: number; makeMinutes: number; preview: { label: string } };
    }>('admin', CREATE, { store: boiseStore(7002) });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createStore).toMatchObject({
      storeId: 7002,
      version: 1,
      makeMinutes: 6,
      preview: { label: 'Open Now' },
    });

    const finder = await server.graphql<{
      storesByZip: { store: { storeId: number; statusLabel: string; oLOEnabled: boolean } }[];
    }>(`{ storesByZip(zip: "${BOISE_ZIP}") { store { storeId statusLabel oLOEnabled } } }`);
    expect(finder.data?.storesByZip.map((r) => r.store)).toEqual([
      { storeId: 7002, statusLabel: 'Open Now', oLOEnabled: true },
    ]);
    // Today's slots end at midnight in the store's zone: from 11:45 PM in Boise none are left, rightly.
    // Whether the new store takes scheduled orders is asked at noon there, on the server's clock.
    const boiseMinutes = localParts(new Date(), 'America/Boise').minutes;
    server.setClockOffsetMs((12 * 60 - boiseMinutes) * 60_000);
    const slots = await server.graphql<{ pickupSlots: { time: string }[] }>(
      '{ pickupSlots(storeId: 7002) { time } }',
    );
    server.setClockOffsetMs(0);
    expect(slots.data?.pickupSlots.length).toBeGreaterThan(0);

    const [audit] = await server.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store.create'), eq(auditLog.entityId, '7002')));
    expect(audit).toMatchObject({ actorEmail: adminEmail, storeId: 7002, before: null });

    const again = await as('admin', CREATE, { store: boiseStore(7002) });
    expect(again.errors?.[0]?.message).toBe('Store number 7002 is taken; choose another.');
  });
});
