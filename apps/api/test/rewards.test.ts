// Rewards through real HTTP on PGlite and PostgreSQL: members earn points when the store board
// completes their order and lose them when it refunds it, once however often a status is replayed;
// they claim a plan's reward only with the points for it, even when claims race; removing a reward
// gives its points back once, never someone else's, and never for an expired one.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { orders } from '../src/db/schema/orders.ts';
import { claimedRewards, pointsLedger } from '../src/db/schema/rewards.ts';
import { earnPointsForOrder, reversePointsForOrder } from '../src/modules/rewards/order-points.ts';
import { claimReward } from '../src/modules/rewards/rewards-service.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { pairBoard, placeOrder, type Board } from './support/orders-and-board.ts';
import {
  signUpMember,
  startSignedInServer,
  type SignedInServer,
  type SignedUpMember,
} from './support/signed-in-server.ts';

const kinds = await availableTestDatabases();
const LAS_VEGAS = 118; // open 24 hours, America/Los_Angeles
const FREE_DRINK_PLAN = 1;
const WHOLE_BEAN_PLAN = 2;

const REWARDS = `{
  rewards {
    points
    timeZone
    plans { planId name threshold rewardName rewardKind points pointsRemaining message canClaim }
    claimedRewards {
      id planId planName rewardName rewardKind creationDate expireDate timeLimitSeconds
      expired consumed usable pointsSpent
    }
  }
}`;

interface ClaimedRewardAnswer {
  id: string;
  planId: number;
  planName: string;
  rewardName: string;
  rewardKind: string;
  creationDate: string;
  expireDate: string | null;
  timeLimitSeconds: number | null;
  expired: boolean;
  consumed: boolean;
  usable: boolean;
  pointsSpent: number;
}

interface RewardsAnswer {
  points: number;
  timeZone: string;
  plans: {
    planId: number;
    name: string;
    threshold: number;
    rewardName: string;
    rewardKind: string;
    points: number;
    pointsRemaining: number;
    message: string;
    canClaim: boolean;
  }[];
  claimedRewards: ClaimedRewardAnswer[];
}

const CLAIM = `mutation ($planId: Int!, $claimId: ID!) {
  claimReward(planId: $planId, claimId: $claimId) {
    claimedReward { id rewardName planName expireDate expired usable pointsSpent }
    rewards { points }
  }
}`;

const REMOVE = `mutation ($id: ID!) {
  removeClaimedReward(id: $id) { pointsRestored rewards { points claimedRewards { id } } }
}`;

/** The civil date `days` after `at` in a zone, as 'yyyy-MM-dd'. */
function civilDateAfter(at: Date, days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at.getTime() + days * 86_400_000));
}

describe.each(kinds)('rewards on $name', (kind) => {
  let server: SignedInServer;
  let board: Board;
  let alice: SignedUpMember;
  let bob: SignedUpMember;

  const rewardsOf = async (member: SignedUpMember): Promise<RewardsAnswer> => {
    const answer = await server.graphql<{ rewards: RewardsAnswer }>(REWARDS, {}, member.token);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.rewards;
  };
  const claim = (member: SignedUpMember, planId: number, claimId: string = randomUUID()) =>
    server.graphql<{
      claimReward: { claimedReward: Partial<ClaimedRewardAnswer>; rewards: { points: number } };
    }>(CLAIM, { planId, claimId }, member.token);
  const remove = (member: SignedUpMember, id: string) =>
    server.graphql<{
      removeClaimedReward: {
        pointsRestored: number;
        rewards: { points: number; claimedRewards: { id: string }[] };
      };
    }>(REMOVE, { id }, member.token);
  const ledger = (memberId: string) =>
    server.database.handle.db.select().from(pointsLedger).where(eq(pointsLedger.memberId, memberId));
  /** Earns `points` the real way: an order of that many lattes, completed on the board. */
  const earn = async (member: SignedUpMember, points: number): Promise<string> => {
    const orderId = await placeOrder(server, LAS_VEGAS, { lattes: points }, member.token);
    await board.complete(orderId);
    return orderId;
  };

  beforeAll(async () => {
    server = await startSignedInServer(await kind.open(), {
      identityEnv: { OIDC_ACCESS_TOKEN_TTL_SECONDS: '3600' },
    });
    board = await pairBoard(server, LAS_VEGAS);
    alice = await signUpMember(server.baseUrl, 'alice');
    bob = await signUpMember(server.baseUrl, 'bob');
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses guests and bad tokens', async () => {
    for (const [query, variables] of [
      [REWARDS, {}],
      [CLAIM, { planId: FREE_DRINK_PLAN, claimId: randomUUID() }],
      [REMOVE, { id: randomUUID() }],
    ] as const) {
      const guest = await server.graphql(query, variables);
      expect(guest.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      const forged = await server.graphql(query, variables, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
      expect(forged.errors?.[0]?.extensions?.['reason']).toBe('INVALID_TOKEN');
    }
  });

  it('shows a new member both plans, no points and no rewards', async () => {
    expect(await rewardsOf(alice)).toEqual({
      points: 0,
      timeZone: 'America/New_York',
      plans: [
        {
          planId: FREE_DRINK_PLAN,
          name: '13th Free Drink',
          threshold: 12,
          rewardName: 'Free Drink',
          rewardKind: 'FREE_DRINK',
          points: 0,
          pointsRemaining: 12,
          message: '12 more points until your 13th Free Drink!',
          canClaim: false,
        },
        {
          planId: WHOLE_BEAN_PLAN,
          name: 'Whole Bean Coffee',
          threshold: 30,
          rewardName: 'Whole Bean Coffee Bag',
          rewardKind: 'MERCHANDISE',
          points: 0,
          pointsRemaining: 30,
          message: '30 more points until your Whole Bean Coffee!',
          canClaim: false,
        },
      ],
      claimedRewards: [],
    });
  });

  it('earns a point per drink when the board completes the order, and loses them on refund', async () => {
    const orderId = await placeOrder(server, LAS_VEGAS, { lattes: 3, croissants: 2 }, alice.token);
    await board.advance(orderId, 'ORDER_RECEIVED');
    await board.advance(orderId, 'ORDER_READY');
    expect((await rewardsOf(alice)).points).toBe(0); // not until it is complete
    expect((await board.advance(orderId, 'ORDER_COMPLETE')).data?.advanceOrder.status).toBe('ORDER_COMPLETE');

    const completed = await rewardsOf(alice);
    expect(completed.points).toBe(3); // three lattes; croissants are not drinks
    expect(completed.plans[0]?.message).toBe('9 more points until your 13th Free Drink!');
    expect(completed.timeZone).toBe('America/Los_Angeles'); // her latest order's store
    const order = await server.graphql<{ order: { pointsEarned: number } }>(
      `{ order(id: "${orderId}") { pointsEarned } }`,
      {},
      alice.token,
    );
    expect(order.data?.order.pointsEarned).toBe(3);

    // A replayed completion earns nothing more: the board cannot complete twice, the side effect is idempotent.
    expect((await board.advance(orderId, 'ORDER_COMPLETE')).errors?.[0]?.extensions?.['code']).toBe(
      'INVALID_TRANSITION',
    );
    const db = server.database.handle.db;
    await db.transaction(async (tx) => {
      await earnPointsForOrder(tx, orderId, new Date());
      await earnPointsForOrder(tx, orderId, new Date());
    });
    expect((await rewardsOf(alice)).points).toBe(3);

    expect((await board.refund(orderId)).data?.refundOrder.status).toBe('ORDER_REFUND_PROCESSED');
    expect((await rewardsOf(alice)).points).toBe(0);
    await db.transaction((tx) => reversePointsForOrder(tx, orderId, new Date()));
    expect((await rewardsOf(alice)).points).toBe(0);
    const [refunded] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(refunded?.pointsEarned).toBe(0);
    expect((await ledger(alice.memberId)).map((row) => [row.kind, row.points, row.orderId])).toEqual([
      ['EARN', 3, orderId],
      ['REVERSAL', -3, orderId],
    ]);
  });

  it("earns nobody anything for a guest's order, and nothing for an order refunded before completion", async () => {
    const guestOrder = await placeOrder(server, LAS_VEGAS, { lattes: 2 });
    await board.complete(guestOrder);
    const unfinished = await placeOrder(server, LAS_VEGAS, { lattes: 2 }, bob.token);
    await board.refund(unfinished);
    const db = server.database.handle.db;
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.orderId, guestOrder))).toEqual([]);
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.orderId, unfinished))).toEqual([]);
    expect((await rewardsOf(bob)).points).toBe(0);
  });

  it('refuses a claim the points do not cover, spending nothing', async () => {
    await earn(bob, 5);
    const refused = await claim(bob, FREE_DRINK_PLAN);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('NOT_ENOUGH_POINTS');
    expect(refused.errors?.[0]?.message).toBe('You need 7 more points to claim the 13th Free Drink.');
    const unknownPlan = await claim(bob, 99);
    expect(unknownPlan.errors?.[0]?.message).toBe('Could not complete this task. Please try again later.');
    const badId = await claim(bob, FREE_DRINK_PLAN, 'not-a-uuid');
    expect(badId.errors?.[0]?.extensions?.['code']).toBe('INVALID_INPUT');
    const after = await rewardsOf(bob);
    expect(after.points).toBe(5);
    expect(after.claimedRewards).toEqual([]);
  });

  it('a claim spends the threshold once, however often it is sent, and shows its expiry', async () => {
    await earn(alice, 13);
    const claimId = randomUUID();
    const before = Date.now();
    const first = await claim(alice, FREE_DRINK_PLAN, claimId);
    expect(first.data?.claimReward.rewards.points).toBe(1);
    expect(first.data?.claimReward.claimedReward).toEqual({
      id: claimId,
      rewardName: 'Free Drink',
      planName: '13th Free Drink',
      expireDate: civilDateAfter(new Date(before), 30, 'America/Los_Angeles'),
      expired: false,
      usable: true,
      pointsSpent: 12,
    });
    const again = await claim(alice, FREE_DRINK_PLAN, claimId.toUpperCase());
    expect(again.data?.claimReward.claimedReward.id).toBe(claimId);
    expect(again.data?.claimReward.rewards.points).toBe(1);

    const page = await rewardsOf(alice);
    expect(page.points).toBe(1);
    expect(page.plans[0]).toMatchObject({ canClaim: false, pointsRemaining: 11 });
    expect(page.claimedRewards).toHaveLength(1);
    expect(page.claimedRewards[0]).toMatchObject({
      id: claimId,
      consumed: false,
      timeLimitSeconds: 30 * 86_400,
    });
    expect((await ledger(alice.memberId)).filter((row) => row.kind === 'CLAIM')).toHaveLength(1);

    // Bob cannot take over Alice's claim id, nor see or remove her reward.
    expect((await claim(bob, FREE_DRINK_PLAN, claimId)).errors?.[0]?.extensions?.['code']).toBe(
      'INVALID_INPUT',
    );
    const foreign = await remove(bob, claimId);
    expect(foreign.errors?.[0]?.extensions?.['code']).toBe('REWARD_NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe('Could not complete this task. Please try again later.');
    expect((await rewardsOf(bob)).claimedRewards).toEqual([]);
    expect((await rewardsOf(alice)).claimedRewards.map((r) => r.id)).toEqual([claimId]);
  });

  it('removing an unused reward gives its points back once', async () => {
    const id = (await rewardsOf(alice)).claimedRewards[0]?.id ?? '';
    const removed = await remove(alice, id);
    expect(removed.data?.removeClaimedReward).toEqual({
      pointsRestored: 12,
      rewards: { points: 13, claimedRewards: [] },
    });
    const again = await remove(alice, id);
    expect(again.data?.removeClaimedReward).toEqual({
      pointsRestored: 0,
      rewards: { points: 13, claimedRewards: [] },
    });
    expect((await ledger(alice.memberId)).filter((row) => row.kind === 'RESTORE')).toHaveLength(1);
    expect((await remove(alice, randomUUID())).errors?.[0]?.extensions?.['code']).toBe('REWARD_NOT_FOUND');
  });

  it('an expired reward is marked, and removing it gives nothing back', async () => {
    // Claimed 31 days ago through the service with its clock set back (the API's clock also checks tokens).
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    const old = await claimReward(
      server.database.handle.db,
      alice.memberId,
      { planId: FREE_DRINK_PLAN, claimId: randomUUID() },
      longAgo,
    );
    const page = await rewardsOf(alice);
    expect(page.points).toBe(1);
    expect(page.claimedRewards).toEqual([
      expect.objectContaining({
        id: old.claimedReward.id,
        expired: true,
        usable: false,
        expireDate: civilDateAfter(longAgo, 30, 'America/Los_Angeles'),
      }),
    ]);
    const removed = await remove(alice, old.claimedReward.id);
    expect(removed.data?.removeClaimedReward.pointsRestored).toBe(0);
    expect((await rewardsOf(alice)).points).toBe(1);
  });

  it('a reward an order used cannot be removed', async () => {
    await earn(alice, 11);
    const claimed = await claim(alice, FREE_DRINK_PLAN);
    const id = claimed.data?.claimReward.claimedReward.id ?? '';
    // What the checkout does when it applies the reward (its own tests cover that part).
    const usedBy = await placeOrder(server, LAS_VEGAS, { lattes: 1 }, alice.token);
    await server.database.handle.db
      .update(claimedRewards)
      .set({ consumedOrderId: usedBy, consumedAt: new Date() })
      .where(eq(claimedRewards.id, id));
    const refused = await remove(alice, id);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('REWARD_ALREADY_USED');
    const page = await rewardsOf(alice);
    expect(page.points).toBe(0);
    expect(page.claimedRewards.find((r) => r.id === id)).toMatchObject({ consumed: true, usable: false });
  });

  it('racing claims spend only the points there are; racing removals restore once', async () => {
    const carol = await signUpMember(server.baseUrl, 'carol');
    await earn(carol, 36); // three free drinks' worth
    const answers = await Promise.all(Array.from({ length: 7 }, () => claim(carol, FREE_DRINK_PLAN)));
    const won = answers.filter((a) => a.data);
    const lost = answers.filter((a) => a.errors);
    expect(won).toHaveLength(3);
    expect(lost.map((a) => a.errors?.[0]?.extensions?.['code'])).toEqual(Array(4).fill('NOT_ENOUGH_POINTS'));
    const page = await rewardsOf(carol);
    expect(page.points).toBe(0);
    expect(page.claimedRewards).toHaveLength(3);

    // The same claim sent five times at once is one claim.
    await earn(carol, 12);
    const claimId = randomUUID();
    const same = await Promise.all(Array.from({ length: 5 }, () => claim(carol, FREE_DRINK_PLAN, claimId)));
    expect(same.every((a) => a.data?.claimReward.claimedReward.id === claimId)).toBe(true);
    expect((await rewardsOf(carol)).points).toBe(0);

    const removals = await Promise.all(Array.from({ length: 5 }, () => remove(carol, claimId)));
    expect(removals.map((a) => a.data?.removeClaimedReward.pointsRestored).sort()).toEqual([0, 0, 0, 0, 12]);
    expect((await rewardsOf(carol)).points).toBe(12);
    const restores = await server.database.handle.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.memberId, carol.memberId), eq(pointsLedger.kind, 'RESTORE')));
    expect(restores).toHaveLength(1);
  });
});
