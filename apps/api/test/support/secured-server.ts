// The whole server (buildServer: every module, the embedded sign-in, the rate limits) on a known
// loopback port, for the tests that need real member tokens against every operation: the fuzz suite,
// the authorization matrix, the rate limits and the log scan. The sign-in flow goes over HTTP like a
// browser's; GraphQL calls go through app.inject (no sockets), which is what makes 10,000 of them fast.
import type { FastifyInstance } from 'fastify';
import type { HeavyQueryGate } from '../../src/graphql/heavy-query-gate.ts';
import type { AddressLimits } from '../../src/http/address-rate-limit.ts';
import type { RateLimitSettings } from '../../src/http/rate-limit.ts';
import type { RateLimitStore } from '../../src/http/rate-limit-store.ts';
import { signUpMember, startSignedInServer, type SignedUpMember } from './signed-in-server.ts';
import type { GraphQLAnswer } from './graphql-post.ts';
import type { TestDatabase, TestDatabaseKind } from './test-databases.ts';

export interface SecuredServerOptions {
  rateLimits?: RateLimitSettings | null;
  rateLimitStore?: RateLimitStore;
  addressLimits?: AddressLimits;
  logStream?: { write(line: string): void };
  logLevel?: string;
  production?: boolean;
  /**
   * Turns off the jobs that write on their own (the mail sender, the scheduler, the late-order
   * watchdog's failing), for tests that
   * attribute every change in the database to the request that preceded it.
   */
  quietBackground?: boolean;
  heavyQueries?: HeavyQueryGate;
}

export interface InjectedAnswer<T> extends GraphQLAnswer<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body exactly as sent. */
  text: string;
}

export interface SecuredServer {
  app: FastifyInstance;
  baseUrl: string;
  database: TestDatabase;
  /** Moves the server's clock (token expiry and every business rule). */
  setClockOffsetMs(offset: number): void;
  /** A GraphQL POST through app.inject, with a member token, extra headers or another client address. */
  graphql<T>(
    query: string,
    variables?: unknown,
    options?: { token?: string; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<InjectedAnswer<T>>;
  signUp(tag: string): Promise<SignedUpMember>;
  close(): Promise<void>;
}

/** The answer's JSON; an answer that is not JSON has neither data nor errors (the test sees `text`). */
function parseAnswer<T>(text: string): GraphQLAnswer<T> {
  try {
    return JSON.parse(text) as GraphQLAnswer<T>;
  } catch {
    return {};
  }
}

export async function startSecuredServer(
  kind: TestDatabaseKind,
  options: SecuredServerOptions = {},
): Promise<SecuredServer> {
  let offsetMs = 0;
  // Time passing moves every clock: the business rules' and sign-in's (token expiry).
  const clock = () => new Date(Date.now() + offsetMs);
  const server = await startSignedInServer(await kind.open(), {
    logLevel: options.logLevel ?? 'warn',
    now: clock,
    signInClock: clock,
    ...(options.rateLimits !== undefined ? { rateLimits: options.rateLimits } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.addressLimits ? { addressLimits: options.addressLimits } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.production ? { production: true } : {}),
    ...(options.heavyQueries ? { heavyQueries: options.heavyQueries } : {}),
    // The late-order watchdog too: a test that moves the clock past LATE_ORDER_MS must not see it fail an order.
    ...(options.quietBackground ? { mail: null, schedulerPollMs: null, lateOrderMs: 86_400_000 } : {}),
  });
  const { app } = server;
  return {
    app,
    baseUrl: server.baseUrl,
    database: server.database,
    setClockOffsetMs(offset) {
      offsetMs = offset;
    },
    async graphql<T>(
      query: string,
      variables: unknown = {},
      request: { token?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
    ) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          ...request.headers,
        },
        ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
        payload: JSON.stringify({ query, variables }),
      });
      const text = response.body;
      return { ...parseAnswer<T>(text), status: response.statusCode, headers: response.headers, text };
    },
    signUp: (tag) => signUpMember(server.baseUrl, tag, { firstName: 'Grace', lastName: 'Hopper' }),
    close: () => server.close(),
  };
}
