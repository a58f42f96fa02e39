// A small server for the member tests: our identity pieces plus Mercurius with the member schema,
// wired the way server.ts is asked to wire them, on a free loopback port (the issuer names the port,
// so it is chosen before the provider is built).
import Fastify, { type FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { createBuilder } from '../../src/graphql/builder.ts';
import { loadIdentityConfig } from '../../src/identity/identity-config.ts';
import type { OidcStorageOptions } from '../../src/identity/oidc-storage.ts';
import { registerIdentity, type IdentityHandle } from '../../src/identity/register-identity.ts';
import { addMemberSchema } from '../../src/modules/members/member-schema.ts';
import { memberRecords } from '../../src/modules/members/member-session-service.ts';
import { freePort } from './free-port.ts';
import { graphqlOver } from './graphql-post.ts';
import type { GraphQLAnswer } from './graphql-post.ts';
import type { TestDatabase, TestDatabaseKind } from './test-databases.ts';

export interface MembersServer {
  app: FastifyInstance;
  baseUrl: string;
  database: TestDatabase;
  identity: IdentityHandle;
  /** Moves the API's clock (token verification) without touching the provider's. */
  setClockOffsetMs(offset: number): void;
  graphql<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

export interface MembersServerOptions {
  /** A second server on the same data, as behind a load balancer; closing it leaves the database. */
  shared?: TestDatabase;
  /** The provider's storage settings (a short refresh-token grace to see a late reuse). */
  storage?: OidcStorageOptions;
}

/** A server on a database of its own, or on `options.shared`. */
export async function startMembersServer(
  kind: TestDatabaseKind,
  env: NodeJS.ProcessEnv = {},
  { shared, storage }: MembersServerOptions = {},
): Promise<MembersServer> {
  const database = shared ?? (await kind.open());
  const db = database.handle.db;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadIdentityConfig({ PUBLIC_URL: baseUrl, ...env }, port);

  const app = Fastify({ logger: { level: 'warn' } });
  const identity = await registerIdentity(app, {
    db,
    config,
    now,
    members: memberRecords,
    ...(storage ? { storage } : {}),
  });
  const builder = createBuilder();
  builder.queryType({});
  builder.mutationType({});
  addMemberSchema(builder);
  await app.register(mercurius, {
    schema: builder.toSchema(),
    path: '/graphql',
    // The member resolvers use only these parts of the server's context.
    context: async (request) => ({ db, now, member: await identity.authenticate(request) }),
  });
  await app.listen({ port, host: '127.0.0.1' });

  return {
    app,
    baseUrl,
    database,
    identity,
    setClockOffsetMs(offset) {
      offsetMs = offset;
    },
    graphql: <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
      graphqlOver<T>(baseUrl, query, variables, token),
    async close() {
      await app.close();
      if (!shared) await database.dispose();
    },
  };
}
