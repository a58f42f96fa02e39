import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

/** What /readyz says about customers' e-mail; it never makes a server unready. */
export interface MailHealth {
  /** How this server sends customers' e-mail (modules/notifications/mail-sender.ts: smtp, log or none). */
  transport: string;
  /** Seconds the oldest e-mail still in the outbox has waited (null: none waits). */
  oldestWaitingSeconds(): Promise<number | null>;
}

/** The mail part of /readyz; a failed look at the outbox reports null rather than failing readiness. */
async function mailReport(mail: MailHealth): Promise<{ mail: string; outboxOldestSeconds: number | null }> {
  const oldest = await mail.oldestWaitingSeconds().catch(() => null);
  return { mail: mail.transport, outboxOldestSeconds: oldest };
}

/**
 * /healthz: the process answers. /readyz: it can also reach its database and, when it was configured
 * with Redis, Redis: a server without it would keep its live events to itself, so the load balancer
 * sends customers elsewhere until it is back. A server that is stopping (handing its live
 * connections over) is not ready either: new customers belong on another server. It also says how
 * this server sends e-mail (`mail`: smtp, log or none) and how old the outbox's oldest waiting e-mail
 * is, for whoever watches: a server that cannot send still serves customers, others send its mail.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  sharedState: { kind: 'memory' | 'redis'; ready(): boolean },
  stopping: () => boolean,
  mail: MailHealth,
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
      ...(databaseReady ? await mailReport(mail) : { mail: mail.transport }),
    };
    if (databaseReady && sharedReady) return { status: 'ready', ...body };
    return reply.code(503).send({ status: 'not ready', ...body });
  });
}
