// Security headers for every response, and a Content-Security-Policy with no inline script: the
// web app, the board and the sign-in pages load scripts only from this origin (and Stripe's, in
// Stripe mode). Inline styles are allowed: the sign-in pages carry theirs, and no script can hide there.
//
// Helmet decides the headers, once, at start: @fastify/helmet registered on the server itself would
// build them again on every request (parsing the CSP directives each time, two hooks), and they never
// change. The headers go on the raw response, as helmet puts them, so routes that answer on the raw
// response themselves (the sign-in provider under /oidc) carry them too.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export function securityHeaderOptions(options: {
  stripe: boolean;
  frameSources: string[];
}): FastifyHelmetOptions {
  const stripe = options.stripe ? ['https://js.stripe.com'] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(options.stripe ? ['https://*.stripe.com'] : [])],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(options.stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: [
          "'self'",
          ...stripe,
          ...(options.stripe ? ['https://hooks.stripe.com'] : []),
          ...options.frameSources,
        ],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The store board and the web app are same-origin; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
  };
}

async function headersOf(
  register: (probe: FastifyInstance) => Promise<void>,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await register(probe);
  probe.get('/', () => '');
  const response = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** The headers helmet adds to a response with these options: asked of helmet itself, on a probe. */
export async function computeSecurityHeaders(options: {
  stripe: boolean;
  frameSources: string[];
}): Promise<[string, string][]> {
  const plain = await headersOf(async () => {});
  const secured = await headersOf(async (probe) => {
    await probe.register(helmet, securityHeaderOptions(options));
  });
  return Object.entries(secured).filter(([name]) => !(name in plain));
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { stripe: boolean; frameSources: string[] },
): Promise<void> {
  const headers = await computeSecurityHeaders(options);
  if (!headers.some(([name]) => name === 'content-security-policy'))
    throw new Error('helmet produced no Content-Security-Policy');
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
