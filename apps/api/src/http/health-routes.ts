import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * /healthz: the process answers. /readyz: it can also reach its database and, when it was configured
 * with Redis, Redis: a server without it would keep its live events to itself, so the load balancer
 * sends customers elsewhere until it is back. A server that is stopping (handing its live
 * connections over) is not ready either: new customers belong on another server.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  sharedState: { kind: 'memory' | 'redis'; ready(): boolean },
  stopping: () => boolean,
): void {
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (stopping()) return reply.code(503).send({ status: 'stopping', database: database.kind });
    const sharedReady = sharedState.ready();
    const databaseReady = await database.ping().then(
      () => true,
      () => false,
    );
    const body = {
      database: database.kind,
      ...(sharedState.kind === 'redis' ? { redis: sharedReady ? 'ready' : 'unreachable' } : {}),
    };
    if (databaseReady && sharedReady) return { status: 'ready', ...body };
    return reply.code(503).send({ status: 'not ready', ...body });
  });
}
