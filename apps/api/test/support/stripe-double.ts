// A small HTTP double of the Stripe API endpoints we call (create and retrieve a PaymentIntent,
// create a refund), on loopback, honouring idempotency keys the way Stripe does.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeDouble {
  url: string;
  intents: Map<
    string,
    {
      id: string;
      amount: number;
      currency: string;
      status: string;
      client_secret: string;
      metadata: Record<string, string>;
    }
  >;
  refunds: { payment_intent: string; idempotencyKey: string | undefined; amount?: number }[];
  createCalls: number;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const double: Omit<StripeDouble, 'url' | 'close'> = { intents: new Map(), refunds: [], createCalls: 0 };
  const byIdempotencyKey = new Map<string, string>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        response.end(JSON.stringify(body));
      };
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      const url = new URL(request.url ?? '/', 'http://double');
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const form = await readForm(request);
        double.createCalls += 1;
        const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, { object: 'payment_intent', ...double.intents.get(existing) });
        const id = `pi_double_${++counter}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent = {
          id,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_x`,
          metadata,
        };
        double.intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, { object: 'payment_intent', ...intent });
      }
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && intentMatch?.[1]) {
        const intent = double.intents.get(intentMatch[1]);
        return intent
          ? send(200, { object: 'payment_intent', ...intent })
          : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const form = await readForm(request);
        const paymentIntent = form.get('payment_intent') ?? '';
        const amount = form.get('amount');
        double.refunds.push({
          payment_intent: paymentIntent,
          idempotencyKey,
          ...(amount ? { amount: Number(amount) } : {}),
        });
        return send(200, {
          id: `re_${++counter}`,
          object: 'refund',
          payment_intent: paymentIntent,
          status: 'succeeded',
        });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `No route ${request.method ?? ''} ${url.pathname}` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...double,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
