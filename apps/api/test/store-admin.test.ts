// The back office's stores and terminals against the whole server: a store manager reads and changes
// their own stores only, the second of two saves from the same version is refused with the store as
// it is now, a holiday closure closes the store in every answer customers get (store, storesByZip,
// pickupSlots, sendCustomerOrder), and every change leaves an audit row.
import { localDateString, localParts } from '@brewline/domain/lib/zoned-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { stores } from '../src/db/schema/stores.ts';
import { saveStaff } from '../src/modules/staff/staff-repository.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

const LAS_VEGAS = 118; // open around the clock, so only a closure can close it
const LAS_VEGAS_ZIP = '89109';
const LAS_VEGAS_ZONE = 'America/Los_Angeles';
const PHOENIX = 111;

interface AdminStore {
  storeId: number;
  version: number;
  makeMinutes: number;
  specialHours: { date: string; closed: boolean; reason: string; hours: string }[];
  preview: { status: string; label: string; days: { date: string; hours: string; reason: string | null }[] };
}
interface FieldError {
  field: string;
  message: string;
}

const STORE_FIELDS =
  'storeId version makeMinutes specialHours { date closed reason hours } preview { status label days { date hours reason } }';
const SAVE_SPECIAL = `mutation ($storeId: Int!, $v: Int!, $s: [SpecialHoursInput!]!) {
  updateStoreSpecialHours(storeId: $storeId, expectedVersion: $v, specialHours: $s) { ${STORE_FIELDS} } }`;
const SAVE_MAKE = `mutation ($storeId: Int!, $v: Int!, $m: Int!) {
  updateStoreMakeMinutes(storeId: $storeId, expectedVersion: $v, makeMinutes: $m) { ${STORE_FIELDS} } }`;

describe('back-office stores', () => {
  let server: SecuredServer;
  const tokens = { admin: '', phoenixManager: '', vegasManager: '' };
  const emails = { admin: '', phoenixManager: '', vegasManager: '' };
  const as = <T>(who: keyof typeof tokens, query: string, variables?: Record<string, unknown>) =>
    server.graphql<T>(query, variables, { token: tokens[who] });
  // The server's clock, moved only where a test says why (setServerClockBack).
  let clockOffsetMs = 0;
  const today = (): string => localDateString(new Date(Date.now() + clockOffsetMs), LAS_VEGAS_ZONE);
  const setServerClockBack = (ms: number): void => {
    clockOffsetMs = -ms;
    server.setClockOffsetMs(clockOffsetMs);
  };
  afterEach(() => setServerClockBack(0));
  const closure = (date: string) => ({ date, closed: true, open: '0', close: '0', reason: 'Staff holiday' });
  const versionOf = async (storeId: number): Promise<number> => {
    const [row] = await server.database.handle.db.select().from(stores).where(eq(stores.storeId, storeId));
    return row?.version ?? -1;
  };

  beforeAll(async () => {
    server = await startSecuredServer(pglite, { quietBackground: true });
    const people: [keyof typeof tokens, 'CHAIN_ADMIN' | 'STORE_MANAGER', number[]][] = [
      ['admin', 'CHAIN_ADMIN', []],
      ['phoenixManager', 'STORE_MANAGER', [PHOENIX]],
      ['vegasManager', 'STORE_MANAGER', [LAS_VEGAS]],
    ];
    for (const [who, role, storeIds] of people) {
      const person = await server.signUp(who.toLowerCase());
      await saveStaff(server.database.handle.db, {
        memberId: person.memberId,
        email: person.email,
        role,
        storeIds,
        invitedBy: null,
        createdAt: new Date(),
      });
      tokens[who] = person.tokens.access_token;
      emails[who] = person.email;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a store manager lists and reads their own stores only, and cannot change another', async () => {
    const list = await as<{ adminStores: { storeId: number }[] }>(
      'phoenixManager',
      '{ adminStores { storeId } }',
    );
    expect(list.data?.adminStores.map((s) => s.storeId)).toEqual([PHOENIX]);
    const all = await as<{ adminStores: { storeId: number }[] }>('admin', '{ adminStores { storeId } }');
    expect(all.data?.adminStores.length).toBeGreaterThan(15);

    const read = await as('phoenixManager', `{ adminStore(storeId: ${LAS_VEGAS}) { storeId } }`);
    expect(read.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(read.errors?.[0]?.message).toBe('You do not manage this store.');

    const version = await versionOf(LAS_VEGAS);
    const write = await as('phoenixManager', SAVE_SPECIAL, {
      storeId: LAS_VEGAS,
      v: version,
      s: [closure(today())],
    });
    expect(write.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(await versionOf(LAS_VEGAS)).toBe(version);
  });

  it('the tax rate needs prices.edit, which a store manager has not', async () => {
    const version = await versionOf(PHOENIX);
    const answer = await as(
      'phoenixManager',
      `mutation { updateStoreTaxRate(storeId: ${PHOENIX}, expectedVersion: ${version}, taxRateMicros: 90000) { taxRateMicros } }`,
    );
    expect(answer.errors?.[0]?.message).toBe('Your role does not allow this.');
    const byAdmin = await as<{ updateStoreTaxRate: { taxRateMicros: number; version: number } }>(
      'admin',
      `mutation { updateStoreTaxRate(storeId: ${PHOENIX}, expectedVersion: ${version}, taxRateMicros: 90000) { taxRateMicros version } }`,
    );
    expect(byAdmin.data?.updateStoreTaxRate).toEqual({ taxRateMicros: 90000, version: version + 1 });
  });

  it('the second of two saves from the same version is refused with the store as it is now', async () => {
    const version = await versionOf(LAS_VEGAS);
    const first = await as<{ updateStoreMakeMinutes: AdminStore }>('vegasManager', SAVE_MAKE, {
      storeId: LAS_VEGAS,
      v: version,
      m: 7,
    });
    expect(first.data?.updateStoreMakeMinutes.version).toBe(version + 1);

    const second = await as('admin', SAVE_SPECIAL, { storeId: LAS_VEGAS, v: version, s: [closure(today())] });
    const error = second.errors?.[0];
    expect(error?.extensions?.['code']).toBe('EDIT_CONFLICT');
    expect(error?.message).toBe(
      'Someone else saved this store while you were editing it. Their version is shown beside yours; nothing was saved.',
    );
    expect(error?.extensions?.['current']).toMatchObject({
      storeId: LAS_VEGAS,
      version: version + 1,
      makeMinutes: 7,
      specialHours: [],
    });
    const store = await as<{ adminStore: AdminStore }>(
      'admin',
      `{ adminStore(storeId: ${LAS_VEGAS}) { ${STORE_FIELDS} } }`,
    );
    expect(store.data?.adminStore.specialHours).toEqual([]);
  });

  it('refuses special hours that break the rules, with a message per problem', async () => {
    const version = await versionOf(LAS_VEGAS);
    const answer = await as('vegasManager', SAVE_SPECIAL, {
      storeId: LAS_VEGAS,
      v: version,
      s: [
        closure('2020-01-01'),
        { date: '2099-13-01', closed: false, open: '900', close: '900', reason: 'x' },
      ],
    });
    const error = answer.errors?.[0];
    expect(error?.extensions?.['code']).toBe('INVALID_INPUT');
    const fieldErrors = (error?.extensions?.['fieldErrors'] ?? []) as FieldError[];
    expect(fieldErrors.map((e) => e.field)).toEqual(['specialHours.0.date', 'specialHours.1.date']);
    expect(fieldErrors[0]?.message).toMatch(
      /^Wed, Jan 1, 2020 is in the past; special hours can be set from today/,
    );
    expect(await versionOf(LAS_VEGAS)).toBe(version);
  });

  it('a closure today closes the store in store, storesByZip, pickupSlots and sendCustomerOrder', async () => {
    type StoreStatus = {
      status: string;
      statusLabel: string;
      specialHours: { reason: string; hours: string }[];
    };
    const statusQuery = `{ store(storeId: ${LAS_VEGAS}) { status statusLabel specialHours { reason hours } } }`;
    // In the store's last two hours a closure today rightly reads "Opens in N minutes" (it is open
    // around the clock, so tomorrow opens at midnight): there the server's clock steps back to 22:00.
    const { minutes } = localParts(new Date(), LAS_VEGAS_ZONE);
    if (minutes >= 22 * 60) setServerClockBack((minutes - 22 * 60) * 60_000);
    const before = await server.graphql<{ store: StoreStatus }>(statusQuery);
    expect(before.data?.store).toEqual({ status: 'OPEN', statusLabel: 'Open Now', specialHours: [] });
    // An order paid while the store was open, sent after the closure is saved.
    const order = await paidOrder(server, LAS_VEGAS);

    const version = await versionOf(LAS_VEGAS);
    const saved = await as<{ updateStoreSpecialHours: AdminStore }>('vegasManager', SAVE_SPECIAL, {
      storeId: LAS_VEGAS,
      v: version,
      s: [closure(today())],
    });
    expect(saved.errors).toBeUndefined();
    const preview = saved.data?.updateStoreSpecialHours.preview;
    expect(preview?.label).toBe('Closed');
    expect(preview?.days[0]).toEqual({ date: today(), hours: 'Closed', reason: 'Staff holiday' });
    expect(preview?.days[1]?.hours).toBe('Open 24 hours');

    const after = await server.graphql<{ store: StoreStatus }>(statusQuery);
    expect(after.data?.store).toEqual({
      status: 'OPEN_TOMORROW',
      statusLabel: 'Closed',
      specialHours: [{ reason: 'Staff holiday', hours: 'Closed' }],
    });
    const found = await server.graphql<{
      storesByZip: { store: { storeId: number; statusLabel: string } }[];
    }>(`{ storesByZip(zip: "${LAS_VEGAS_ZIP}") { store { storeId statusLabel } } }`);
    expect(found.data?.storesByZip.find((r) => r.store.storeId === LAS_VEGAS)?.store.statusLabel).toBe(
      'Closed',
    );
    const slots = await server.graphql<{ pickupSlots: unknown[] }>(
      `{ pickupSlots(storeId: ${LAS_VEGAS}) { time } }`,
    );
    expect(slots.data?.pickupSlots).toEqual([]);
    const sent = await sendOrder(server, LAS_VEGAS, order);
    expect(sent.errors?.[0]?.extensions?.['code']).toBe('STORE_CLOSED');

    const [audit] = await server.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, LAS_VEGAS), eq(auditLog.action, 'store.special-hours.update')));
    expect(audit).toMatchObject({
      actorEmail: emails.vegasManager,
      entityType: 'store',
      entityId: String(LAS_VEGAS),
      before: { specialHours: [], version },
      after: { specialHours: [closure(today())], version: version + 1 },
    });

    // Taking the closure away opens the store again at once.
    const reopened = await as('vegasManager', SAVE_SPECIAL, { storeId: LAS_VEGAS, v: version + 1, s: [] });
    expect(reopened.errors).toBeUndefined();
    expect((await server.graphql<{ store: StoreStatus }>(statusQuery)).data?.store.status).toBe('OPEN');
  });

  it('pairs a board with a one-time code, shows the terminals, and revokes it, audited', async () => {
    const paired = await as<{ pairTerminal: { credentialId: number; code: string } }>(
      'vegasManager',
      `mutation { pairTerminal(storeId: ${LAS_VEGAS}, termId: 2) { credentialId code expiresAt } }`,
    );
    expect(paired.data?.pairTerminal.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const id = paired.data?.pairTerminal.credentialId ?? -1;
    const listed = await as<{
      terminalCredentials: { id: number; state: string }[];
      storeTerminals: { termId: number; name: string; status: string }[];
    }>(
      'vegasManager',
      `{ terminalCredentials(storeId: ${LAS_VEGAS}) { id state } storeTerminals(storeId: ${LAS_VEGAS}) { termId name status } }`,
    );
    expect(listed.data?.terminalCredentials).toContainEqual({ id, state: 'WAITING_FOR_CODE' });
    expect(listed.data?.storeTerminals.map((t) => t.name)).toEqual(['Counter', 'Drive-thru']);

    const otherStore = await as(
      'phoenixManager',
      `mutation { revokeTerminalCredential(storeId: ${LAS_VEGAS}, credentialId: ${id}) { state } }`,
    );
    expect(otherStore.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const wrongStore = await as<unknown>(
      'admin',
      `mutation { revokeTerminalCredential(storeId: ${PHOENIX}, credentialId: ${id}) { state } }`,
    );
    expect(wrongStore.errors?.[0]?.message).toBe(`Store ${PHOENIX} has no credential ${id}.`);
    const revoked = await as<{ revokeTerminalCredential: { state: string } }>(
      'vegasManager',
      `mutation { revokeTerminalCredential(storeId: ${LAS_VEGAS}, credentialId: ${id}) { state } }`,
    );
    expect(revoked.data?.revokeTerminalCredential.state).toBe('REVOKED');
    const actions = await server.database.handle.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'terminal_credential'), eq(auditLog.entityId, String(id))));
    expect(actions).toEqual([
      { action: 'terminal.pair', actorEmail: emails.vegasManager },
      { action: 'terminal.revoke', actorEmail: emails.vegasManager },
    ]);
  });
});
