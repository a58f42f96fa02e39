// The back office's people over GraphQL, as the back office calls it: a chain admin invites, the
// invited person accepts with their own account (another account is refused, a link works once),
// invitations can be withdrawn, and removing someone takes effect on their very next request.
// Every change leaves its audit row. Also: the provider takes the back office's /admin/login.
import { and, eq } from 'drizzle-orm';
import { NOT_STAFF_MESSAGE } from '@brewline/domain/accounts/staff-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { saveStaff } from '../src/modules/staff/staff-repository.ts';
import { Browser } from './support/oidc-browser.ts';
import {
  startSignedInServer,
  signUpMember,
  type SignedInServer,
  type SignedUpMember,
} from './support/signed-in-server.ts';
import { pglite } from './support/test-databases.ts';

const PHOENIX = 111;
const LAS_VEGAS = 118;

const INVITE = `mutation ($email: String!, $role: StaffRole!, $storeIds: [Int!]!) {
  inviteStaff(email: $email, role: $role, storeIds: $storeIds) { token invitation { id email role storeIds } }
}`;
const ACCEPT =
  'mutation ($token: String!) { acceptStaffInvitation(token: $token) { email role storeIds permissions } }';
const SESSION = '{ staffSession { email role storeIds permissions } }';
const MEMBERS = '{ staffMembers { memberId email role storeIds } }';
const INVITATIONS = '{ staffInvitations { id email role storeIds } }';

interface Invited {
  inviteStaff: { token: string; invitation: { id: number; email: string; role: string; storeIds: number[] } };
}

describe('staff over GraphQL', () => {
  let server: SignedInServer;
  let boss: SignedUpMember;

  const invite = (email: string, role: string, storeIds: number[] = []) =>
    server.graphql<Invited>(INVITE, { email, role, storeIds }, boss.token);
  const auditRows = (action: string, entityId: string) =>
    server.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  beforeAll(async () => {
    server = await startSignedInServer(await pglite.open());
    boss = await signUpMember(server.baseUrl, 'boss');
    await saveStaff(server.database.handle.db, {
      memberId: boss.memberId,
      email: boss.email.toLowerCase(),
      role: 'CHAIN_ADMIN',
      storeIds: [],
      invitedBy: null,
      createdAt: new Date(),
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets the back office come back to /admin/login, and nowhere else under /admin', async () => {
    const authorize = (redirectUri: string) =>
      new Browser(server.baseUrl).request(
        `/oidc/auth?${new URLSearchParams({
          client_id: 'brewline-web',
          response_type: 'code',
          redirect_uri: redirectUri,
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
        }).toString()}`,
      );
    const admin = await authorize(`${server.baseUrl}/admin/login`);
    expect(admin.status).toBe(303);
    expect(admin.headers.get('location')).toMatch(/\/oidc\/interaction\//);
    expect((await authorize(`${server.baseUrl}/admin/elsewhere`)).status).toBe(400);
  });

  it('makes the invited person staff with their own account only, once', async () => {
    const manager = await signUpMember(server.baseUrl, 'manager');
    const stranger = await signUpMember(server.baseUrl, 'stranger');
    const invited = await invite(manager.email.toUpperCase(), 'STORE_MANAGER', [PHOENIX, LAS_VEGAS]);
    expect(invited.errors).toBeUndefined();
    const { token, invitation } = invited.data?.inviteStaff ?? { token: '', invitation: null };
    // The address is kept as typed, lower-cased; the stores in order.
    expect(invitation).toMatchObject({
      email: manager.email.toLowerCase(),
      role: 'STORE_MANAGER',
      storeIds: [PHOENIX, LAS_VEGAS],
    });
    const waiting = await server.graphql<{ staffInvitations: { id: number }[] }>(INVITATIONS, {}, boss.token);
    expect(waiting.data?.staffInvitations.map((i) => i.id)).toContain(invitation?.id);

    const wrong = await server.graphql(ACCEPT, { token }, stranger.token);
    expect(wrong.errors?.[0]?.message).toBe(
      `This invitation is for ${manager.email.toLowerCase()}. Sign in with that address to accept it.`,
    );
    expect(
      (await server.graphql<{ staffSession: null }>(SESSION, {}, stranger.token)).data?.staffSession,
    ).toBeNull();

    const accepted = await server.graphql<{
      acceptStaffInvitation: { role: string; storeIds: number[]; permissions: string[] };
    }>(ACCEPT, { token }, manager.token);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptStaffInvitation).toMatchObject({
      role: 'STORE_MANAGER',
      storeIds: [PHOENIX, LAS_VEGAS],
    });
    expect(accepted.data?.acceptStaffInvitation.permissions).toContain('orders.refund');
    expect(accepted.data?.acceptStaffInvitation.permissions).not.toContain('staff.manage');
    const session = await server.graphql<{ staffSession: { role: string } }>(SESSION, {}, manager.token);
    expect(session.data?.staffSession.role).toBe('STORE_MANAGER');

    // The link worked once: not again, not for anyone.
    const again = await server.graphql(ACCEPT, { token }, manager.token);
    expect(again.errors?.[0]?.message).toBe(
      'This invitation link has expired or was already used. Ask for a new one.',
    );
    const after = await server.graphql<{ staffInvitations: { id: number }[] }>(INVITATIONS, {}, boss.token);
    expect(after.data?.staffInvitations.map((i) => i.id)).not.toContain(invitation?.id);

    const inviteRows = await auditRows('staff.invite', String(invitation?.id));
    expect(inviteRows).toHaveLength(1);
    expect(inviteRows[0]).toMatchObject({
      actorId: boss.memberId,
      entityType: 'staff_invitation',
      before: null,
      after: { email: manager.email.toLowerCase(), role: 'STORE_MANAGER', storeIds: [PHOENIX, LAS_VEGAS] },
    });
    const joinRows = await auditRows('staff.join', manager.memberId);
    expect(joinRows).toHaveLength(1);
    expect(joinRows[0]).toMatchObject({
      actorId: manager.memberId,
      entityType: 'staff',
      after: { role: 'STORE_MANAGER', storeIds: [PHOENIX, LAS_VEGAS] },
    });
  });

  it('takes access away at once when someone is removed', async () => {
    const deputy = await signUpMember(server.baseUrl, 'deputy');
    const invited = await invite(deputy.email, 'CHAIN_ADMIN');
    await server.graphql(ACCEPT, { token: invited.data?.inviteStaff.token }, deputy.token);
    const before = await server.graphql<{ staffMembers: { memberId: string }[] }>(MEMBERS, {}, deputy.token);
    expect(before.data?.staffMembers.map((s) => s.memberId)).toContain(deputy.memberId);

    const removed = await server.graphql<{ removeStaff: boolean }>(
      'mutation ($m: String!) { removeStaff(memberId: $m) }',
      { m: deputy.memberId },
      boss.token,
    );
    expect(removed.data?.removeStaff).toBe(true);
    // The same, unexpired token: refused on the next request.
    const refused = await server.graphql(MEMBERS, {}, deputy.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: NOT_STAFF_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      (await server.graphql<{ staffSession: null }>(SESSION, {}, deputy.token)).data?.staffSession,
    ).toBeNull();
    const rows = await auditRows('staff.remove', deputy.memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: boss.memberId, before: { role: 'CHAIN_ADMIN' }, after: null });

    const self = await server.graphql(
      'mutation ($m: String!) { removeStaff(memberId: $m) }',
      { m: boss.memberId },
      boss.token,
    );
    expect(self.errors?.[0]?.message).toBe('You cannot remove yourself. Ask another chain admin.');
    const gone = await server.graphql(
      'mutation ($m: String!) { removeStaff(memberId: $m) }',
      { m: deputy.memberId },
      boss.token,
    );
    expect(gone.errors?.[0]?.message).toBe('This person is no longer staff.');
  });

  it('withdraws an invitation so its link no longer works', async () => {
    const helper = await signUpMember(server.baseUrl, 'helper');
    const invited = await invite(helper.email, 'SUPPORT');
    const { token, invitation } = invited.data?.inviteStaff ?? { token: '', invitation: { id: 0 } };
    const cancel = (id: number) =>
      server.graphql('mutation ($id: Int!) { cancelStaffInvitation(id: $id) }', { id }, boss.token);
    expect((await cancel(invitation.id)).errors).toBeUndefined();
    expect((await cancel(invitation.id)).errors?.[0]?.message).toBe(
      'This invitation was already used or withdrawn.',
    );
    const accepted = await server.graphql(ACCEPT, { token }, helper.token);
    expect(accepted.errors?.[0]?.message).toBe(
      'This invitation link has expired or was already used. Ask for a new one.',
    );
    const rows = await auditRows('staff.invitation.cancel', String(invitation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: boss.memberId, before: { role: 'SUPPORT' }, after: null });
  });

  it('says what is wrong with an invitation and makes none', async () => {
    const cases: [string, string, number[], string][] = [
      ['not-an-address', 'SUPPORT', [], 'Enter a valid email address.'],
      ['m@example.com', 'STORE_MANAGER', [], 'Choose at least one store for a store manager.'],
      ['m@example.com', 'SUPPORT', [PHOENIX], 'A support works for every store; leave the stores empty.'],
      ['m@example.com', 'STORE_MANAGER', [PHOENIX, 99_999], 'There is no store 99999.'],
    ];
    for (const [email, role, storeIds, message] of cases) {
      const answer = await invite(email, role, storeIds);
      expect(answer.errors?.[0], `${email} ${role} ${storeIds.join()}`).toMatchObject({
        message,
        extensions: { code: 'INVALID_INPUT' },
      });
    }
    const waiting = await server.graphql<{ staffInvitations: { email: string }[] }>(
      INVITATIONS,
      {},
      boss.token,
    );
    expect(waiting.data?.staffInvitations.map((i) => i.email)).not.toContain('m@example.com');
  });
});
