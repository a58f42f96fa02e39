// POST /events: batches from the browser (fetch, or sendBeacon when the page is hidden). A bad batch
// gets a 400 with the reason and stores nothing; a good one is stored whole.
import { analyticsBatchSchema } from '@brewline/domain/reports/analytics-events';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { refuseTooMany, type AddressRateLimit } from '../../http/address-rate-limit.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';

export function registerAnalyticsRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => Date,
  limit: AddressRateLimit | null,
): void {
  // sendBeacon posts text/plain to avoid a CORS preflight; read it as JSON all the same.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
    } catch {
      done(null, null);
    }
  });
  app.post('/events', { bodyLimit: 65_536 }, async (request, reply) => {
    const verdict = limit ? await limit.check(request.ip, request.log) : { allowed: true as const };
    if (!verdict.allowed) return reply.send({ message: refuseTooMany(reply, verdict.retryAfterSeconds) });
    const parsed = analyticsBatchSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.code(400).send({
        message: `Invalid analytics batch: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
      });
    }
    const receivedAt = now();
    await db.insert(analyticsEvents).values(
      parsed.data.events.map((event) => ({
        name: event.name,
        sessionCartId: parsed.data.sessionCartId,
        occurredAt: new Date(event.at),
        receivedAt,
        props: event.props,
      })),
    );
    return reply.code(204).send();
  });
}
