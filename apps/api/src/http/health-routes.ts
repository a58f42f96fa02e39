import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * /healthz: the process answers. /readyz: it can also reach its database and, when it was configured
 * with Redis, Redis: a server without it would keep its live events to itself, so the load balancer
 * sends customers elsewhere until it is back.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  sharedState: { kind: 'memory' | 'redis'; ready(): boolean },
): void {
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
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
