// Security headers for every response, and a Content-Security-Policy with no inline script: the
// web app, the board and the sign-in pages load scripts only from this origin (and Stripe's, in
// Stripe mode). Inline styles are allowed: the sign-in pages carry theirs, and no script can hide there.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { stripe: boolean; frameSources: string[] },
): Promise<void> {
  const stripe = options.stripe ? ['https://js.stripe.com'] : [];
  await app.register(helmet, {
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
  });
}
