// The limits that guard money or guessing hold for a burst of concurrent attempts split
// across two servers that share PostgreSQL and Redis (the production setup). Card adds and orders
// are counted per member in Redis: of N concurrent attempts, exactly the limit get through. A reward
// claimed by many concurrent requests with the points for one is claimed once, and the points never
// go below zero. (The sign-in lockout has its own: sign-in-lockout-concurrency.test.ts.)
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimedRewards, pointsLedger } from '../src/db/schema/rewards.ts';
import { loadIdentityConfig } from '../src/identity/identity-config.ts';
import { freePort } from './support/free-port.ts';
import { createFreshPostgres, postgresAnswers, type FreshPostgres } from './support/fresh-postgres.ts';
import { graphqlOver, type GraphQLAnswer } from './support/graphql-post.ts';
import { draftOrder } from './support/order-flow.ts';
import { startServerOnDatabase } from './support/server-on-database.ts';
import { signUpMember } from './support/signed-in-server.ts';
import {
  dropRedisPrefix,
  scaleOutServicesAvailable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from './support/test-redis.ts';
import type { RunningServer } from './support/test-server.ts';

const run = await scaleOutServicesAvailable(postgresAnswers);
const STORE = 118; // Las Vegas, open 24 hours
const LIMITS = {
  orders: { perMember: 12, perAddress: 1000 },
  cardAdds: { perMember: 8, perAddress: 1000 },
  reloads: { perMember: 10, perAddress: 1000 },
  feedback: { perMember: 5, perAddress: 1000 },
};
const BURST = 40;

const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.['code'];

describe.runIf(run)('limits under a concurrent burst across two servers', () => {
  let database: FreshPostgres;
  let prefix: string;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createFreshPostgres('limits');
    prefix = testRedisPrefix('limits');
    // One public address for both, as behind the load balancer: members sign in through the first.
    const port = await freePort();
    const identity = loadIdentityConfig({ PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
    const options = { realtime: { redisUrl: TEST_REDIS_URL, prefix }, rateLimits: LIMITS, identity };
    // The first server migrates and seeds; the second then opens the same database.
    const first = await startServerOnDatabase(database.url, options, port);
    servers = [first, await startServerOnDatabase(database.url, options)];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
    if (prefix) await dropRedisPrefix(prefix);
  });

  /** The same mutation BURST times at once, alternating servers, as one member. */
  async function burst(token: string, query: string, variables: (i: number) => Record<string, unknown>) {
    return Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        graphqlOver(servers[i % 2]?.baseUrl ?? '', query, variables(i), token),
      ),
    );
  }

  it(`lets exactly ${LIMITS.cardAdds.perMember} of ${BURST} concurrent card adds through`, async () => {
    const { token } = await signUpMember(servers[0]?.baseUrl ?? '', 'cardburst');
    const answers = await burst(
      token,
      'mutation ($n: String!) { addCard(cardNumber: $n) { cards { cardNumber } } }',
      (i) => ({
        // Guesses: well-formed numbers no card has.
        n: `7000999${String(i).padStart(7, '0')}`,
      }),
    );
    const limited = answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED');
    expect(BURST - limited.length).toBe(LIMITS.cardAdds.perMember);
  });

  it(`lets exactly ${LIMITS.orders.perMember} of ${BURST} concurrent order payments through`, async () => {
    const { token } = await signUpMember(servers[0]?.baseUrl ?? '', 'orderburst');
    const member = {
      baseUrl: servers[0]?.baseUrl ?? '',
      graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
        graphqlOver<T>(servers[0]?.baseUrl ?? '', query, variables, token),
    };
    const order = await draftOrder(member, STORE);
    const answers = await burst(
      token,
      'mutation ($amount: Int!, $storeId: Int!, $order: CustomerOrderInput!) { createStripeOrderPaymentIntent(currency: "usd", amount: $amount, storeId: $storeId, order: $order) { id } }',
      () => ({ amount: order.total, storeId: STORE, order: { ...order, cartId: randomUUID() } }),
    );
    const through = answers.filter((answer) => codeOf(answer) !== 'RATE_LIMITED');
    expect(through).toHaveLength(LIMITS.orders.perMember);
    for (const answer of through) expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  });

  it('claims a reward once when many requests race for the points of one', async () => {
    const member = await signUpMember(servers[0]?.baseUrl ?? '', 'claimrace');
    const db = servers[0]?.database.handle.db;
    if (!db) throw new Error('no database');
    await db.execute(
      sql`insert into points_ledger (member_id, kind, points, order_id, at) values (${member.memberId}, 'EARN', 12, null, now())`,
    );
    const answers = await burst(
      member.token,
      'mutation ($c: ID!) { claimReward(claimId: $c, planId: 1) { claimedReward { id } rewards { points } } }',
      () => ({ c: randomUUID() }),
    );
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    const claims = await db.select().from(claimedRewards).where(eq(claimedRewards.memberId, member.memberId));
    expect(claims).toHaveLength(1);
    const [balance] = await db
      .select({ points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, member.memberId));
    expect(balance?.points).toBe(0);
  });
});
