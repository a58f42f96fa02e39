// POST /sandbox/v1/payment_intents/{id}/confirm: the sandbox provider's endpoint that our card form
// calls directly, as a real provider's form would call the provider. Only the last four digits are
// ever logged or stored.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxPaymentProvider } from './sandbox-provider.ts';

const confirmBody = z.object({
  client_secret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(32),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    cvc: z.string().max(8),
    postal_code: z.string().max(12).optional(),
  }),
});

export function registerSandboxPaymentRoutes(app: FastifyInstance, sandbox: SandboxPaymentProvider): void {
  app.post<{ Params: { id: string } }>('/sandbox/v1/payment_intents/:id/confirm', async (request, reply) => {
    const parsed = confirmBody.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ error: { code: 'invalid_request', message: 'Please verify your payment information.' } });
    }
    const result = await sandbox.confirm(request.params.id, parsed.data.client_secret, parsed.data.card);
    if (result.kind === 'not_found' || result.kind === 'bad_secret') {
      return reply.code(404).send({ error: { code: 'resource_missing', message: 'No such payment.' } });
    }
    const intent = result.intent;
    if (result.kind === 'confirmed') {
      request.log.info(
        { paymentIntentId: intent.id, last4: result.outcome.last4, ok: result.outcome.ok },
        'sandbox card confirm',
      );
    }
    const error =
      result.kind === 'confirmed' && !result.outcome.ok
        ? { code: result.outcome.code, message: result.outcome.message }
        : null;
    return {
      id: intent.id,
      status: intent.status,
      amount: intent.amountCents,
      last_payment_error: error,
    };
  });
}
