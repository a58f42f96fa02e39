import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'not ready', database: database.kind });
    }
  });
}
