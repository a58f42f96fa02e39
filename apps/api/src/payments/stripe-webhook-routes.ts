// POST /webhooks/stripe: events signed by Stripe, verified with the SDK against the raw body (300 s
// tolerance), each handled once by its id. Payment outcomes update our record of the intent.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { webhookEvents } from '../db/schema/payments.ts';
import type { StripePaymentProvider } from './stripe-provider.ts';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export async function registerStripeWebhookRoutes(
  app: FastifyInstance,
  deps: { db: Db; stripe: Stripe; provider: StripePaymentProvider; webhookSecret: string; now: () => Date },
): Promise<void> {
  await app.register((scope, _options, done) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/webhooks/stripe', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        return reply.code(400).send({ message: 'Missing Stripe signature.' });
      }
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(
          request.body,
          signature,
          deps.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        return reply.code(400).send({ message: 'Invalid Stripe signature.' });
      }
      const [fresh] = await deps.db
        .insert(webhookEvents)
        .values({ id: event.id, type: event.type, receivedAt: deps.now() })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (!fresh) return { received: true, duplicate: true };
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.processing':
        case 'payment_intent.canceled':
          await deps.provider.recordStatus(event.data.object.id, event.data.object.status);
          break;
        default:
          break;
      }
      return { received: true, duplicate: false };
    });
    done();
  });
}
