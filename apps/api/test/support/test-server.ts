// Starts the real server on an ephemeral loopback port for a test file, over a test database.
import type { FastifyInstance } from 'fastify';
import { buildServer, type PaymentsOption } from '../../src/server.ts';
import { graphqlOver, type GraphQLAnswer } from './graphql-post.ts';
import type { TestDatabase, TestDatabaseKind } from './test-databases.ts';

export interface TestServerOptions {
  now?: () => Date;
  demoTerminalStepMs?: number;
  lateOrderMs?: number;
  payments?: PaymentsOption;
  production?: boolean;
  paymentTimeoutMs?: number;
  paymentRecoveryAfterMs?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  baseUrl: string;
  database: TestDatabase;
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

export async function startTestServer(
  kind: TestDatabaseKind,
  options: TestServerOptions = {},
): Promise<RunningServer> {
  const database = await kind.open();
  const { app } = await buildServer({
    database: database.handle,
    webDistDir: null,
    logLevel: 'warn',
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    database,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphqlOver<T>(baseUrl, query, variables),
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
