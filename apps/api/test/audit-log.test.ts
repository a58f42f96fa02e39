// The audit log viewer: a chain admin reads back-office changes newest first, filtered by who, what,
// which store and when, a page at a time, each with the record before and after; nobody else reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { recordAudit, type AuditActor } from '../src/modules/audit/audit-log.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { signUpStaff, type StaffPerson } from './support/staff-people.ts';
import { pglite } from './support/test-databases.ts';

const LOG = `query Log($actor: String, $action: String, $entityType: String, $storeId: Int, $since: String,
    $until: String, $first: Int!, $after: Int) {
  auditLog(actor: $actor, action: $action, entityType: $entityType, storeId: $storeId, since: $since,
      until: $until, first: $first, after: $after) {
    total nextCursor
    entries { id at actorEmail action entityType entityId storeId before after }
  }
}`;

interface Page {
  auditLog: {
    total: number;
    nextCursor: number | null;
    entries: {
      id: number;
      at: string;
      actorEmail: string;
      action: string;
      entityType: string;
      entityId: string;
      storeId: number | null;
      before: string | null;
      after: string | null;
    }[];
  };
}

describe('audit log viewer', () => {
  let server: SecuredServer;
  let admin: StaffPerson;
  let manager: StaffPerson;
  const read = (variables: Record<string, unknown>, token = admin.token) =>
    server.graphql<Page>(LOG, { first: 25, ...variables }, { token });

  beforeAll(async () => {
    server = await startSecuredServer(pglite, { quietBackground: true });
    admin = await signUpStaff(server, 'CHAIN_ADMIN');
    manager = await signUpStaff(server, 'STORE_MANAGER', [111]);
    const db = server.database.handle.db;
    // The demo seed creates its stores through the back office's service, audited as 'demo seed':
    // this test reads only the five changes it writes below.
    await db.delete(auditLog);
    const grace: AuditActor = { memberId: 'grace', email: 'grace@brewline.example' };
    const linus: AuditActor = { memberId: 'linus', email: 'linus@brewline.example' };
    const write = (
      actor: AuditActor,
      action: string,
      storeId: number | null,
      at: string,
      before: unknown,
      after: unknown,
    ) =>
      recordAudit(db, {
        actor,
        action,
        entityType: action.split('.')[0] ?? '',
        entityId: String(storeId ?? 'x'),
        storeId,
        before,
        after,
        at: new Date(at),
      });
    await write(
      grace,
      'store.hours.update',
      111,
      '2026-11-20T10:00:00Z',
      { sunOpen: '0700' },
      { sunOpen: '0800' },
    );
    await write(
      linus,
      'store.hours.update',
      118,
      '2026-11-21T10:00:00Z',
      { sunOpen: '0600' },
      { sunOpen: '0630' },
    );
    await write(grace, 'staff.invite', null, '2026-11-22T10:00:00Z', null, {
      email: 'new@brewline.example',
      role: 'SUPPORT',
    });
    await write(
      linus,
      'store.ordering.update',
      111,
      '2026-11-23T10:00:00Z',
      { oLOEnabled: true },
      { oLOEnabled: false },
    );
    await write(grace, 'staff.remove', null, '2026-11-23T12:00:00Z', { email: 'old@brewline.example' }, null);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every change newest first, with its before and after', async () => {
    const answer = await read({});
    expect(answer.errors, answer.text).toBeUndefined();
    const page = answer.data?.auditLog;
    expect(page?.total).toBe(5);
    expect(page?.nextCursor).toBeNull();
    expect(page?.entries.map((e) => e.action)).toEqual([
      'staff.remove',
      'store.ordering.update',
      'staff.invite',
      'store.hours.update',
      'store.hours.update',
    ]);
    const removed = page?.entries[0];
    expect(removed).toMatchObject({
      actorEmail: 'grace@brewline.example',
      at: '2026-11-23T12:00:00.000Z',
      after: null,
    });
    expect(JSON.parse(removed?.before ?? 'null')).toEqual({ email: 'old@brewline.example' });
    const hours = page?.entries[4];
    expect(JSON.parse(hours?.before ?? '')).toEqual({ sunOpen: '0700' });
    expect(JSON.parse(hours?.after ?? '')).toEqual({ sunOpen: '0800' });
  });

  it('filters by who, what, store and time', async () => {
    const actions = async (variables: Record<string, unknown>) => {
      const answer = await read(variables);
      expect(answer.errors, answer.text).toBeUndefined();
      return answer.data?.auditLog.entries.map((e) => `${e.action}@${e.storeId ?? '-'}`);
    };
    expect(await actions({ actor: 'LINUS' })).toEqual([
      'store.ordering.update@111',
      'store.hours.update@118',
    ]);
    expect(await actions({ action: 'store' })).toEqual([
      'store.ordering.update@111',
      'store.hours.update@118',
      'store.hours.update@111',
    ]);
    expect(await actions({ action: 'store.hours.update', storeId: 111 })).toEqual(['store.hours.update@111']);
    expect(await actions({ entityType: 'staff' })).toEqual(['staff.remove@-', 'staff.invite@-']);
    expect(await actions({ since: '2026-11-21T00:00:00Z', until: '2026-11-23T11:00:00Z' })).toEqual([
      'store.ordering.update@111',
      'staff.invite@-',
      'store.hours.update@118',
    ]);
    // A % or _ is a character, not a wildcard.
    expect(await actions({ actor: '%' })).toEqual([]);
  });

  it('pages without repeating or skipping', async () => {
    const first = (await read({ first: 2 })).data?.auditLog;
    expect(first?.total).toBe(5);
    expect(first?.entries).toHaveLength(2);
    const second = (await read({ first: 2, after: first?.nextCursor })).data?.auditLog;
    const third = (await read({ first: 2, after: second?.nextCursor })).data?.auditLog;
    expect(third?.nextCursor).toBeNull();
    const ids = [...(first?.entries ?? []), ...(second?.entries ?? []), ...(third?.entries ?? [])].map(
      (e) => e.id,
    );
    expect(new Set(ids).size).toBe(5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses bad filters with a reason, and anyone but a chain admin', async () => {
    const bad = await read({ since: 'yesterday' });
    expect(bad.errors?.[0]?.message).toBe('"since" must be an instant such as 2026-11-24T00:00:00Z.');
    const tooMany = await read({ first: 500 });
    expect(tooMany.errors?.[0]?.message).toBe('Ask for between 1 and 100 entries a page.');
    const managers = await read({ storeId: 111 }, manager.token);
    expect(managers.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(managers.text).not.toContain('grace');
  });
});
