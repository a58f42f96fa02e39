// A real API server (in this process) on a database given by URL: several of them on one PostgreSQL
// database make the cluster the scale-out and fault tests need. Each has its own connection pool,
// as separate processes would.
import { openDatabase } from '../../src/db/client.ts';
import { buildServer, type ServerOptions } from '../../src/server.ts';
import { graphqlOver } from './graphql-post.ts';
import type { RunningServer } from './test-server.ts';

export type ExtraServerOptions = Omit<ServerOptions, 'database' | 'webDistDir'>;

export async function startServerOnDatabase(
  url: string,
  options: ExtraServerOptions = {},
  /** A known port (say, the one PUBLIC_URL names for sign-in); a free one by default. */
  port = 0,
): Promise<RunningServer> {
  const handle = await openDatabase({ kind: 'postgres', url });
  const { app } = await buildServer({ database: handle, webDistDir: null, logLevel: 'silent', ...options });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    baseUrl,
    database: { handle, dispose: () => handle.close() },
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphqlOver<T>(baseUrl, query, variables),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
