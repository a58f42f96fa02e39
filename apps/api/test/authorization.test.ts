// The authorization matrix over every operation of the built schema. Each query, mutation and
// subscription is classified (a new operation fails the first test until someone decides who may
// call it); then every member operation refuses a missing, expired, forged, tampered, unsigned and
// logged-out token and a board's credential, changing nothing; guest-or-member operations refuse a
// bad token instead of acting as a guest; board operations refuse customers, revoked boards and
// other stores' orders; and one member naming another's card, order or reward is refused and the
// other's data stays as it was.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_PERMISSIONS,
  staffCan,
  type StaffPermission,
  type StaffRole,
} from '@brewline/domain/accounts/staff-roles';
import { memberCards } from '../src/db/schema/cards.ts';
import { orders } from '../src/db/schema/orders.ts';
import { claimedRewards } from '../src/db/schema/rewards.ts';
import { DEFAULT_ADDRESS_LIMITS } from '../src/http/address-rate-limit.ts';
import { saveStaff } from '../src/modules/staff/staff-repository.ts';
import { buildGraphQLSchema } from '../src/build-schema.ts';
import {
  createPairingCode,
  exchangePairingCode,
  revokeCredential,
} from '../src/modules/terminals/terminal-credentials.ts';
import { installChangeLog, type ChangeLog } from './support/change-log.ts';
import { selectionFor } from './support/fuzz-inputs.ts';
import { confirmCard, createIntent, draftOrder, sendOrder, TEST_CARDS } from './support/order-flow.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import type { SignedUpMember } from './support/signed-in-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import type { RunningServer } from './support/test-server.ts';
import { inputNames, typicalArguments, type Overrides } from './support/typical-arguments.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

/** A back-office operation is classified by the permission it needs (domain staff-roles.ts). */
type Access = 'public' | 'guestOrMember' | 'member' | 'board' | StaffPermission;

const isStaffAccess = (access: Access | undefined): access is StaffPermission =>
  (STAFF_PERMISSIONS as readonly string[]).includes(access ?? '');

/**
 * Who may call each operation. public: anyone, nobody's data (menu, stores, an order by its
 * unguessable id for the status page, a payment intent bound to no one). guestOrMember: acts for
 * the token's member when there is one, else for a guest; a bad token is refused so the app
 * refreshes it instead of acting as a guest. member: a signed-in member only, always the token's
 * subject. board: a paired store board only, for its own store. A permission: staff with it only,
 * for their own stores when it is about a store.
 */
const ACCESS: Record<string, Access> = {
  'Query.adminMember': 'members.view',
  'Query.adminMembers': 'members.view',
  'Query.adminOrder': 'orders.view',
  'Query.adminOrders': 'orders.view',
  'Query.adminRewardPlans': 'rewards.edit',
  'Query.boardOrders': 'board',
  'Query.boardProducts': 'board',
  'Query.boardSession': 'board',
  'Query.checkCustomerOrder': 'guestOrMember',
  'Query.favoriteProducts': 'public',
  'Query.favoriteStores': 'public',
  'Query.favorites': 'member',
  'Query.memberCards': 'member',
  'Query.menuPrices': 'public',
  'Query.myUsableRewards': 'member',
  'Query.onlineProductGroups': 'public',
  'Query.order': 'public',
  'Query.orderHistory': 'member',
  'Query.pastOrder': 'member',
  'Query.paymentConfig': 'public',
  'Query.pickupSlots': 'public',
  'Query.priceCart': 'public',
  'Query.product': 'public',
  'Query.productGroup': 'public',
  'Query.reorderCart': 'member',
  'Query.rewards': 'member',
  'Query.session': 'guestOrMember',
  'Query.store': 'public',
  'Query.stores': 'public',
  'Query.storesByCity': 'public',
  'Query.storesByCoordinates': 'public',
  'Query.storesByZip': 'public',
  'Query.unavailableProducts': 'public',
  'Query.priceGrid': 'prices.edit',
  'Query.bulkPricePreview': 'prices.edit',
  'Mutation.setPriceCells': 'prices.edit',
  'Mutation.saveBulkPriceChange': 'prices.edit',
  'Mutation.discardPriceChanges': 'prices.edit',
  'Query.staffInvitations': 'staff.manage',
  'Query.staffMembers': 'staff.manage',
  'Query.staffSession': 'member',
  'Query.menuDraft': 'menu.edit',
  'Query.menuDraftProduct': 'menu.edit',
  'Query.menuDraftPreview': 'menu.edit',
  'Mutation.saveMenuProduct': 'menu.edit',
  'Mutation.removeMenuProduct': 'menu.edit',
  'Mutation.saveMenuGroup': 'menu.edit',
  'Mutation.removeMenuGroup': 'menu.edit',
  'Mutation.saveMenuSize': 'menu.edit',
  'Mutation.saveMenuModifierGroup': 'menu.edit',
  'Mutation.saveMenuModifierScale': 'menu.edit',
  'Mutation.removeMenuSize': 'menu.edit',
  'Mutation.removeMenuModifierGroup': 'menu.edit',
  'Mutation.removeMenuModifierScale': 'menu.edit',
  'Mutation.reorderMenuGroups': 'menu.edit',
  'Mutation.reorderMenuProducts': 'menu.edit',
  'Mutation.discardMenuDraft': 'menu.edit',
  'Mutation.publishMenu': 'menu.publish',
  'Query.adminStores': 'stores.view',
  'Query.adminStore': 'stores.view',
  'Query.storeTerminals': 'terminals.manage',
  'Query.terminalCredentials': 'terminals.manage',
  'Mutation.createStore': 'stores.create',
  'Query.newStoreChoices': 'stores.create',
  'Query.zipLocation': 'stores.create',
  'Mutation.updateStoreDetails': 'stores.edit',
  'Mutation.updateStoreWeeklyHours': 'stores.edit',
  'Mutation.updateStoreSpecialHours': 'stores.edit',
  'Mutation.updateStoreOrdering': 'stores.edit',
  'Mutation.updateStoreMakeMinutes': 'stores.edit',
  'Mutation.updateStoreTaxRate': 'prices.edit',
  'Mutation.pairTerminal': 'terminals.manage',
  'Mutation.revokeTerminalCredential': 'terminals.manage',
  'Query.salesReport': 'reports.view',
  'Query.salesReportCsv': 'reports.view',
  'Query.auditLog': 'audit.view',
  'Query.auditLogFacets': 'audit.view',
  'Mutation.acceptStaffInvitation': 'member',
  'Mutation.cancelStaffInvitation': 'staff.manage',
  'Mutation.inviteStaff': 'staff.manage',
  'Mutation.liftCardSuspension': 'members.help',
  'Mutation.refundOrderPart': 'orders.refund',
  'Mutation.updateRewardPlan': 'rewards.edit',
  'Mutation.removeStaff': 'staff.manage',
  'Mutation.acceptTerms': 'member',
  'Mutation.addCard': 'member',
  'Mutation.advanceOrder': 'board',
  'Mutation.changePassword': 'member',
  'Mutation.claimReward': 'member',
  'Mutation.combineCards': 'member',
  'Mutation.createStripeOrderPaymentIntent': 'public',
  'Mutation.createStripePaymentIntent': 'member',
  'Mutation.logout': 'member',
  'Mutation.refundOrder': 'board',
  'Mutation.removeCard': 'member',
  'Mutation.removeClaimedReward': 'member',
  'Mutation.sendCustomerOrder': 'guestOrMember',
  'Mutation.sendFeedback': 'guestOrMember',
  'Mutation.setDefaultCard': 'member',
  'Mutation.setFavoriteProducts': 'member',
  'Mutation.setFavoriteStores': 'member',
  'Mutation.setProductAvailability': 'board',
  'Mutation.toggleFavoriteProduct': 'member',
  'Mutation.toggleFavoriteStore': 'member',
  'Mutation.updateAccount': 'member',
  'Mutation.updateProfile': 'member',
  'Mutation.upsertAddBalance': 'member',
  'Subscription.boardEvents': 'board',
  'Subscription.orderStatus': 'public',
};

const LAS_VEGAS = 118; // open around the clock
const PHOENIX = 111;

interface Operation {
  key: string;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

const schema = buildGraphQLSchema();
const roots = [
  ['Query', schema.getQueryType()],
  ['Mutation', schema.getMutationType()],
  ['Subscription', schema.getSubscriptionType()],
] as const;
const operations: Operation[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({
    key: `Query.${field.name}`,
    kind: 'query' as const,
    field: field as GraphQLField<unknown, unknown>,
  })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
    key: `Mutation.${field.name}`,
    kind: 'mutation' as const,
    field: field as GraphQLField<unknown, unknown>,
  })),
];
const withAccess = (access: Access) => operations.filter((op) => ACCESS[op.key] === access);

function documentFor(op: Operation): string {
  const declarations = op.field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = op.field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(op.field.type)) ? selectionFor(op.field.type) : '';
  return `${op.kind} Op${declarations ? `(${declarations})` : ''} { ${op.field.name}${passed ? `(${passed})` : ''} ${selection} }`;
}

interface Answer {
  status: number;
  text: string;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.['code'];
const describeAnswer = (op: Operation, answer: Answer) => `${op.key}: ${answer.text.slice(0, 300)}`;

describe('authorization matrix', () => {
  let server: SecuredServer;
  let changes: ChangeLog;
  let alice: SignedUpMember;
  let bob: SignedUpMember;
  let loggedOut: SignedUpMember;
  let lasVegasBoard = '';
  let phoenixBoard = '';
  let revokedBoard = '';
  const aliceOwns = { cards: [] as string[], orderId: '', rewardId: '' };
  /** Staff of each role; the store manager runs Phoenix only. */
  const staffTokens = {} as Record<StaffRole, string>;
  const call = (op: Operation, token?: string, overrides: Overrides = {}) =>
    server.graphql<Record<string, unknown>>(
      documentFor(op),
      typicalArguments(op.field, overrides),
      token ? { token } : {},
    );
  const asMember = (token: string): RunningServer => ({
    ...server,
    graphql: <T>(query: string, variables?: Record<string, unknown>) =>
      server.graphql<T>(query, variables, { token }),
  });

  /** Everything of Alice's that another caller must never change. */
  async function aliceSnapshot(): Promise<unknown> {
    const db = server.database.handle.db;
    return {
      cards: await db
        .select()
        .from(memberCards)
        .where(eq(memberCards.memberId, alice.memberId))
        .orderBy(memberCards.cardNumber),
      rewards: await db.select().from(claimedRewards).where(eq(claimedRewards.memberId, alice.memberId)),
      orders: await db
        .select({ id: orders.id, status: orders.status, claimedRewardId: orders.claimedRewardId })
        .from(orders)
        .where(inArray(orders.id, [aliceOwns.orderId])),
    };
  }

  beforeAll(async () => {
    // Nine people sign up from one address: more than a person's five a minute.
    server = await startSecuredServer(pglite, {
      addressLimits: { ...DEFAULT_ADDRESS_LIMITS, signUps: 20 },
      // Every change is the request's: the clock moves six minutes on, past the late-order watchdog's limit.
      quietBackground: true,
    });
    const db = server.database.handle.db;
    alice = await server.signUp('alice');
    bob = await server.signUp('bob');
    loggedOut = await server.signUp('carol');
    const now = new Date();
    const pair = async (storeId: number) => {
      const code = await createPairingCode(db, storeId, 2, now);
      const paired = await exchangePairingCode(db, code.code, now);
      if (!paired) throw new Error('pairing failed');
      return paired;
    };
    lasVegasBoard = (await pair(LAS_VEGAS)).token;
    phoenixBoard = (await pair(PHOENIX)).token;
    const revoked = await pair(LAS_VEGAS);
    await revokeCredential(db, revoked.credentialId, now);
    revokedBoard = revoked.token;
    expect(
      (await server.graphql('mutation { logout }', {}, { token: loggedOut.tokens.access_token })).errors,
    ).toBeUndefined();

    // Alice: a demo card with a balance, a paid order, and a claimed reward.
    const token = alice.tokens.access_token;
    const added = await server.graphql<{ addCard: { cards: { cardNumber: string }[] } }>(
      'mutation { addCard(cardNumber: "70001000000015") { cards { cardNumber } } }',
      {},
      { token },
    );
    aliceOwns.cards = added.data?.addCard.cards.map((card) => card.cardNumber) ?? [];
    expect(aliceOwns.cards, added.text).toContain('70001000000015');
    const member = asMember(token);
    const order = await draftOrder(member, LAS_VEGAS);
    const intent = (await createIntent(member, LAS_VEGAS, order)).data?.createStripeOrderPaymentIntent;
    if (!intent) throw new Error('no intent');
    await confirmCard(member, intent, TEST_CARDS.succeeds);
    order.payment.creditCardPayment.token = intent.id;
    const sent = await sendOrder(member, LAS_VEGAS, order);
    aliceOwns.orderId = sent.data?.sendCustomerOrder.id ?? '';
    expect(aliceOwns.orderId, JSON.stringify(sent.errors)).not.toBe('');
    // Points as twelve completed drinks would have earned them, then a claim through the API.
    await db.execute(
      sql`insert into points_ledger (member_id, kind, points, order_id, at) values (${alice.memberId}, 'EARN', 12, null, now())`,
    );
    const claimId = randomUUID();
    const claimed = await server.graphql(
      'mutation ($c: ID!) { claimReward(claimId: $c, planId: 1) { claimedReward { id } } }',
      { c: claimId },
      { token },
    );
    expect(claimed.errors, claimed.text).toBeUndefined();
    aliceOwns.rewardId = claimId;
    const roles: [StaffRole, number[]][] = [
      ['CHAIN_ADMIN', []],
      ['STORE_MANAGER', [PHOENIX]],
      ['SUPPORT', []],
    ];
    for (const [role, storeIds] of roles) {
      const person = await server.signUp(role.toLowerCase().replace('_', ''));
      await saveStaff(db, {
        memberId: person.memberId,
        email: person.email,
        role,
        storeIds,
        invitedBy: null,
        createdAt: now,
      });
      staffTokens[role] = person.tokens.access_token;
    }
    changes = await installChangeLog(db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('classifies every operation of the schema (a new one must be classified here)', () => {
    const inSchema = roots.flatMap(([root, type]) =>
      Object.keys(type?.getFields() ?? {}).map((name) => `${root}.${name}`),
    );
    const unclassified = inSchema.filter((key) => !(key in ACCESS));
    const gone = Object.keys(ACCESS).filter((key) => !inSchema.includes(key));
    expect(unclassified, `classify these operations in ACCESS: ${unclassified.join(', ')}`).toEqual([]);
    expect(gone, `these operations are no longer in the schema: ${gone.join(', ')}`).toEqual([]);
  });

  it('refuses every member operation without a valid member token, and changes nothing', async () => {
    const genuine = decodeJwt(alice.tokens.access_token);
    const { kid } = decodeProtectedHeader(alice.tokens.access_token);
    const { privateKey } = await generateKeyPair('RS256');
    const sign = (payload: JWTPayload) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid }).sign(privateKey);
    const [header, , signature] = alice.tokens.access_token.split('.');
    const bobsSub = Buffer.from(JSON.stringify({ ...genuine, sub: bob.memberId })).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify(genuine)).toString('base64url')}.`;
    const cases: [string, string | undefined, 'NO_TOKEN' | 'INVALID_TOKEN'][] = [
      ['no token', undefined, 'NO_TOKEN'],
      ["a board's credential", lasVegasBoard, 'NO_TOKEN'],
      ['signed by another key', await sign(genuine), 'INVALID_TOKEN'],
      ["Alice's signature on Bob's subject", `${header}.${bobsSub}.${signature}`, 'INVALID_TOKEN'],
      ['unsigned (alg none)', unsigned, 'INVALID_TOKEN'],
      ['logged out', loggedOut.tokens.access_token, 'INVALID_TOKEN'],
    ];
    const members = withAccess('member');
    expect(members.length).toBeGreaterThanOrEqual(20);
    await changes.take();
    for (const [name, token, reason] of cases) {
      for (const op of members) {
        const answer = await call(op, token);
        expect(codeOf(answer), `${name}: ${describeAnswer(op, answer)}`).toBe('UNAUTHENTICATED');
        expect(answer.errors?.[0]?.extensions?.['reason'], `${name}: ${op.key}`).toBe(reason);
        expect(answer.errors?.[0]?.message).toBe('Please sign in to continue.');
      }
    }
    // Six minutes on, Alice's five-minute token has expired.
    server.setClockOffsetMs(6 * 60_000);
    try {
      for (const op of members) {
        const answer = await call(op, alice.tokens.access_token);
        expect(answer.errors?.[0]?.extensions?.['reason'], `expired: ${describeAnswer(op, answer)}`).toBe(
          'INVALID_TOKEN',
        );
      }
    } finally {
      server.setClockOffsetMs(0);
    }
    expect(await changes.take()).toEqual([]);
  });

  it('refuses a bad token on guest-or-member operations instead of acting as a guest', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(alice.tokens.access_token))
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'at+jwt',
        kid: decodeProtectedHeader(alice.tokens.access_token).kid,
      })
      .sign(privateKey);
    await changes.take();
    for (const op of withAccess('guestOrMember')) {
      for (const token of [forged, loggedOut.tokens.access_token]) {
        const answer = await call(op, token);
        expect(codeOf(answer), describeAnswer(op, answer)).toBe('UNAUTHENTICATED');
        expect(answer.errors?.[0]?.extensions?.['reason']).toBe('INVALID_TOKEN');
      }
    }
    expect(await changes.take()).toEqual([]);
  });

  it('refuses board operations to guests, members and revoked boards', async () => {
    await changes.take();
    for (const op of withAccess('board')) {
      for (const token of [undefined, alice.tokens.access_token, revokedBoard]) {
        const answer = await call(op, token, { orderId: aliceOwns.orderId, productId: 301 });
        expect(codeOf(answer), describeAnswer(op, answer)).toBe('TERMINAL_UNAUTHORIZED');
      }
    }
    expect(await changes.take()).toEqual([]);
  });

  it('refuses back-office operations to guests, boards, members who are not staff, and staff without the permission or the store', async () => {
    const staffOps = operations.filter((op) => isStaffAccess(ACCESS[op.key]));
    expect(staffOps.length).toBeGreaterThanOrEqual(4);
    await changes.take();
    for (const op of staffOps) {
      const permission = ACCESS[op.key];
      if (!isStaffAccess(permission)) continue;
      for (const [token, code] of [
        [undefined, 'UNAUTHENTICATED'],
        [lasVegasBoard, 'UNAUTHENTICATED'],
        [bob.tokens.access_token, 'FORBIDDEN'],
      ] as const) {
        const answer = await call(op, token);
        expect(codeOf(answer), describeAnswer(op, answer)).toBe(code);
      }
      for (const role of ['STORE_MANAGER', 'SUPPORT'] as const) {
        const grant = { role, storeIds: role === 'STORE_MANAGER' ? [PHOENIX] : [] };
        const takesStore = op.field.args.some((arg) => arg.name === 'storeId');
        // Staff without the permission, and a Phoenix manager naming Las Vegas, are both refused.
        if (staffCan(grant, permission) && !(takesStore && !staffCan(grant, permission, LAS_VEGAS))) continue;
        const answer = await call(op, staffTokens[role], { storeId: LAS_VEGAS });
        expect(codeOf(answer), `${role}: ${describeAnswer(op, answer)}`).toBe('FORBIDDEN');
      }
    }
    expect(await changes.take()).toEqual([]);
  });

  it("keeps a board to its own store: another store's orders are neither shown nor changed", async () => {
    const before = await aliceSnapshot();
    const phoenixOrders = await server.graphql<{ boardOrders: { id: string }[] }>(
      '{ boardOrders { id } }',
      {},
      { token: phoenixBoard },
    );
    expect(phoenixOrders.data?.boardOrders.map((o) => o.id)).not.toContain(aliceOwns.orderId);
    const lasVegasOrders = await server.graphql<{ boardOrders: { id: string }[] }>(
      '{ boardOrders { id } }',
      {},
      { token: lasVegasBoard },
    );
    expect(lasVegasOrders.data?.boardOrders.map((o) => o.id)).toContain(aliceOwns.orderId);
    for (const mutation of [
      `mutation { advanceOrder(orderId: "${aliceOwns.orderId}", status: "ORDER_RECEIVED") { id status } }`,
      `mutation { refundOrder(orderId: "${aliceOwns.orderId}", reason: "Customer asked") { id status } }`,
    ]) {
      const answer = await server.graphql(mutation, {}, { token: phoenixBoard });
      expect(answer.errors?.length, answer.text).toBeGreaterThan(0);
      expect(answer.text).not.toContain('ORDER_REFUND');
    }
    expect(await aliceSnapshot()).toEqual(before);
  });

  it("refuses one member naming another's cards, orders or rewards, and leaves the other's data as it was", async () => {
    const idLike = /card|^id$|orderid|claimid|rewardid/i;
    const alicesValues = (name: string): string[] =>
      /card/i.test(name) ? aliceOwns.cards : [aliceOwns.orderId, aliceOwns.rewardId];
    const before = await aliceSnapshot();
    let tried = 0;
    for (const op of withAccess('member')) {
      const names = [...inputNames(op.field)].filter(
        (name) => idLike.test(name) && op.field.args.some((a) => a.name === name),
      );
      for (const name of names) {
        for (const value of alicesValues(name)) {
          // combineCards(from Alice's to Bob's) is the dangerous direction; both are tried.
          const answer = await call(op, bob.tokens.access_token, { [name]: value });
          tried += 1;
          const nothing = (answer.errors?.length ?? 0) > 0 || answer.data?.[op.field.name] === null;
          expect(nothing, `Bob with Alice's ${name}: ${describeAnswer(op, answer)}`).toBe(true);
          expect(answer.text).not.toContain(alice.memberId);
          expect(answer.text).not.toContain(alice.email);
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(10);
    expect(await aliceSnapshot()).toEqual(before);
  });

  it("refuses paying with another member's card or reward, as a member or a guest", async () => {
    const before = await aliceSnapshot();
    for (const token of [bob.tokens.access_token, undefined]) {
      const caller = token
        ? asMember(token)
        : { ...server, graphql: <T>(q: string, v?: Record<string, unknown>) => server.graphql<T>(q, v) };
      const order = await draftOrder(caller, LAS_VEGAS);
      const withCard = {
        ...order,
        payment: { giftCardPayments: [{ cardNumber: '70001000000015', amount: order.total }] },
      };
      const paidWithCard = await sendOrder(caller, LAS_VEGAS, withCard as unknown as typeof order);
      expect(paidWithCard.errors?.length, JSON.stringify(paidWithCard.data)).toBeGreaterThan(0);
      const withReward = { ...order, cartId: randomUUID(), claimedRewardId: aliceOwns.rewardId };
      const rewarded = await sendOrder(caller, LAS_VEGAS, withReward);
      expect(rewarded.errors?.length, JSON.stringify(rewarded.data)).toBeGreaterThan(0);
    }
    expect(await aliceSnapshot()).toEqual(before);
  });

  it("shows an order by its id to its member only, and never the member's identity or card details", async () => {
    const query = `{ order(id: "${aliceOwns.orderId}") { id status pickupName total items { productName } creditCardPayments { identifier amount } } }`;
    // Another member and a guest holding the id see nothing (docs/reliability.md: order privacy).
    for (const token of [bob.tokens.access_token, undefined]) {
      const other = await server.graphql<{ order: unknown }>(query, {}, token ? { token } : {});
      expect(other.errors).toBeUndefined();
      expect(other.data?.order).toBeNull();
    }
    const answer = await server.graphql<{ order: Record<string, unknown> }>(
      query,
      {},
      { token: alice.tokens.access_token },
    );
    expect(answer.data?.order).toBeTruthy();
    expect(answer.text).not.toContain(alice.memberId);
    expect(answer.text).not.toContain(alice.email);
    expect(answer.text).not.toMatch(/4242424242424242|\b\d{13,19}\b/);
  });
});
