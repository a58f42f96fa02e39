// Rate limits on orders, card adds, reloads and feedback: the counting store, the address key, which
// mutations a document runs, the configuration, and the whole server answering a script that sends
// too much with HTTP 429, Retry-After and the catalogue's message, while storing nothing it refused.
import { messages } from '@brewline/domain/messages/messages';
import { count } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressLimitSettings, ConfigError, loadConfig, rateLimitSettings } from '../src/config.ts';
import { DEFAULT_ADDRESS_LIMITS } from '../src/http/address-rate-limit.ts';
import { feedback } from '../src/db/schema/members.ts';
import { buildGraphQLSchema } from '../src/build-schema.ts';
import {
  addressKey,
  DEFAULT_RATE_LIMITS,
  LIMITED_MUTATIONS,
  type RateLimitSettings,
} from '../src/http/rate-limit.ts';
import { mutationFieldsRun } from '../src/graphql/rate-limit-graphql.ts';
import type { RateLimitStore } from '../src/http/rate-limit-store.ts';
import { MemoryCounter } from '../src/realtime/shared-counter.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import type { SignedUpMember } from './support/signed-in-server.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

// The counts are rate-limiter-flexible's, which reads the wall clock: the tests move it.
const moveClockTo = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });
afterEach(() => {
  vi.useRealTimers();
});

describe('the in-memory store', () => {
  it('counts hits per key in a window that starts at the first hit, then starts again', async () => {
    moveClockTo(1_000);
    const store = new MemoryCounter();
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    moveClockTo(60_000);
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 1_000 });
    expect(await store.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    moveClockTo(61_000);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });
});

describe('the address a limit counts', () => {
  it('is the IPv4 address, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the mutations a document runs', () => {
  const run = (source: string, operationName: string | null = null) =>
    mutationFieldsRun(parse(source), operationName);

  it('counts each response key once, aliases and root fragments included', () => {
    expect(run('mutation { sendFeedback(category: "a", feedbackText: "b") { message } }')).toEqual([
      'sendFeedback',
    ]);
    expect(run('mutation { a: addCard(cardNumber: "1") { x } b: addCard(cardNumber: "2") { x } }')).toEqual([
      'addCard',
      'addCard',
    ]);
    // The same key twice is merged by GraphQL and runs once.
    expect(run('mutation { logout logout }')).toEqual(['logout']);
    expect(
      run(
        'mutation { ...F ... on Mutation { b: sendFeedback { m } } } fragment F on Mutation { a: sendFeedback { m } ...G } fragment G on Mutation { c: sendFeedback { m } }',
      ),
    ).toEqual(['sendFeedback', 'sendFeedback', 'sendFeedback']);
  });

  it('ignores queries and picks the operation the request names', () => {
    expect(run('{ session { id } }')).toEqual([]);
    const two = 'query Q { session { id } } mutation M { logout }';
    expect(run(two, 'Q')).toEqual([]);
    expect(run(two, 'M')).toEqual(['logout']);
    expect(run(two, null)).toEqual([]);
  });
});

describe('configuration', () => {
  it('has generous defaults, can be raised per kind, or turned off for benchmarks', () => {
    expect(rateLimitSettings(loadConfig({}))).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS.orders).toEqual({ perMember: 20, perAddress: 60 });
    expect(rateLimitSettings(loadConfig({ RATE_LIMIT_ORDERS: '500/5000' }))?.orders).toEqual({
      perMember: 500,
      perAddress: 5000,
    });
    expect(rateLimitSettings(loadConfig({ RATE_LIMITS: 'off' }))).toBeNull();
  });

  it('has per-address limits a deployment behind one address can raise', () => {
    expect(addressLimitSettings(loadConfig({}))).toEqual(DEFAULT_ADDRESS_LIMITS);
    expect(DEFAULT_ADDRESS_LIMITS.signUps).toBe(5);
    expect(
      addressLimitSettings(
        loadConfig({ RATE_LIMIT_SIGN_UPS: '50', RATE_LIMIT_EVENTS: '600', RATE_LIMIT_QUERIES: '12000' }),
      ),
    ).toEqual({ signUps: 50, passwordResets: 5, events: 600, queries: 12000 });
    expect(() => loadConfig({ RATE_LIMIT_SIGN_UPS: '0' })).toThrow(
      'Invalid environment variable RATE_LIMIT_SIGN_UPS: must be a whole number of calls per minute from one address, e.g. 5',
    );
    expect(() => loadConfig({ RATE_LIMIT_QUERIES: '10/20' })).toThrow(ConfigError);
  });

  it('names a wrong value in one line', () => {
    expect(() => loadConfig({ RATE_LIMIT_FEEDBACK: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_ORDERS: '0/10' })).toThrow(
      "Invalid environment variable RATE_LIMIT_ORDERS: must be calls per minute as 'member/address', e.g. 20/60",
    );
  });
});

describe('limits on the server', () => {
  const SMALL: RateLimitSettings = {
    orders: { perMember: 2, perAddress: 4 },
    cardAdds: { perMember: 2, perAddress: 4 },
    reloads: { perMember: 2, perAddress: 4 },
    feedback: { perMember: 2, perAddress: 3 },
  };
  let server: SecuredServer;
  let alice: SignedUpMember;
  let bob: SignedUpMember;
  let addresses = 0;
  /** A fresh client address per test, so tests do not share counts. */
  const nextAddress = () => `198.51.100.${(addresses += 1)}`;

  const FEEDBACK =
    'mutation ($t: String!) { sendFeedback(category: "Online Ordering Help", feedbackText: $t) { message } }';
  const feedbackRows = async () =>
    (await server.database.handle.db.select({ n: count() }).from(feedback))[0]?.n ?? 0;

  beforeAll(async () => {
    server = await startSecuredServer(pglite, { rateLimits: SMALL });
    alice = await server.signUp('alice');
    bob = await server.signUp('bob');
  });
  afterAll(async () => {
    await server.close();
  });

  it('limits only mutations that exist, so a rename cannot drop a limit silently', () => {
    const mutations = Object.keys(buildGraphQLSchema().getMutationType()?.getFields() ?? {});
    const missing = Object.keys(LIMITED_MUTATIONS).filter((name) => !mutations.includes(name));
    expect(missing, `LIMITED_MUTATIONS names mutations the schema lacks: ${missing.join(', ')}`).toEqual([]);
  });

  it('refuses the call past the address limit with 429, Retry-After and the message, storing nothing', async () => {
    const address = nextAddress();
    const before = await feedbackRows();
    for (let i = 0; i < SMALL.feedback.perAddress; i += 1) {
      const ok = await server.graphql(FEEDBACK, { t: `Lid was loose ${i}` }, { remoteAddress: address });
      expect(ok.errors).toBeUndefined();
    }
    const refused = await server.graphql(FEEDBACK, { t: 'One more' }, { remoteAddress: address });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.errors).toEqual([
      {
        message: messages.TOO_MANY_REQUESTS({ seconds: wait }),
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: wait },
      },
    ]);
    expect(refused.data ?? null).toBeNull();
    expect(await feedbackRows()).toBe(before + SMALL.feedback.perAddress);

    // Another address is not affected, and queries are never limited.
    expect(
      (await server.graphql(FEEDBACK, { t: 'Hello' }, { remoteAddress: nextAddress() })).errors,
    ).toBeUndefined();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await server.graphql('{ session { authenticated } }', {}, { remoteAddress: address })).status,
      ).toBe(200);
    }
  });

  it("counts per member, whichever address they use, and one member's count never blocks another", async () => {
    const address = nextAddress();
    for (let i = 0; i < SMALL.feedback.perMember; i += 1) {
      const ok = await server.graphql(
        FEEDBACK,
        { t: `Cold ${i}` },
        { token: alice.tokens.access_token, remoteAddress: nextAddress() },
      );
      expect(ok.errors).toBeUndefined();
    }
    const refused = await server.graphql(
      FEEDBACK,
      { t: 'Again' },
      { token: alice.tokens.access_token, remoteAddress: address },
    );
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
    const other = await server.graphql(
      FEEDBACK,
      { t: 'Mine' },
      { token: bob.tokens.access_token, remoteAddress: address },
    );
    expect(other.errors).toBeUndefined();
  });

  it('counts every aliased call: a request over the limit is refused whole', async () => {
    const address = nextAddress();
    const aliased = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `f${i}: sendFeedback(category: "Online Ordering Help", feedbackText: "Note ${i}") { message }`).join(' ')} }`;
    const before = await feedbackRows();
    const refused = await server.graphql(
      aliased(SMALL.feedback.perAddress + 1),
      {},
      { remoteAddress: address },
    );
    expect(refused.status).toBe(429);
    expect(await feedbackRows()).toBe(before);
  });

  it('limits order submission before anything runs, guests by address', async () => {
    const address = nextAddress();
    const order = 'mutation ($o: CustomerOrderInput!) { sendCustomerOrder(storeId: 101, order: $o) { id } }';
    const input = {
      cartId: '00000000-0000-4000-8000-000000000001',
      pickupLocation: 'IN_STORE',
      items: [],
      subtotal: 0,
      taxAmount: 0,
      total: 0,
      payment: {},
      pickupName: 'Ada',
      phone: '6025550134',
    };
    for (let i = 0; i < SMALL.orders.perAddress; i += 1) {
      const answer = await server.graphql(order, { o: input }, { remoteAddress: address });
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]?.extensions?.['code']).not.toBe('RATE_LIMITED');
    }
    const refused = await server.graphql(order, { o: input }, { remoteAddress: address });
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
  });

  it('lets the caller in again once the window has passed', async () => {
    const address = nextAddress();
    for (let i = 0; i <= SMALL.feedback.perAddress; i += 1) {
      await server.graphql(FEEDBACK, { t: `Window ${i}` }, { remoteAddress: address });
    }
    expect((await server.graphql(FEEDBACK, { t: 'Still' }, { remoteAddress: address })).status).toBe(429);
    moveClockTo(Date.now() + 60_000);
    expect(
      (await server.graphql(FEEDBACK, { t: 'Later' }, { remoteAddress: address })).errors,
    ).toBeUndefined();
  });
});

describe('a store that cannot count', () => {
  it('lets requests through rather than stopping orders, and says so in the log', async () => {
    const lines: string[] = [];
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('store away')) };
    const server = await startSecuredServer(pglite, {
      rateLimits: DEFAULT_RATE_LIMITS,
      rateLimitStore: broken,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const answer = await server.graphql(
        'mutation { sendFeedback(category: "Online Ordering Help", feedbackText: "Works") { message } }',
      );
      expect(answer.errors).toBeUndefined();
      expect(lines.some((line) => line.includes('rate limit store failed'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
