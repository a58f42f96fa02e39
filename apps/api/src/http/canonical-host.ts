// A page of the web app or the board opened at another host than the app is served at (a person typing
// 127.0.0.1 for a PUBLIC_URL of localhost, a LAN address, the load balancer's own name) is sent to the
// public URL, path kept. Sign-in then always happens on an origin the provider knows, instead of
// failing with "redirect_uri did not match". Temporary in development (a changed PUBLIC_URL must not
// stay cached in the developer's browser), permanent in production. The API itself (GraphQL, health
// checks, the provider) answers on any host: load balancers probe it by address.
import type { FastifyInstance } from 'fastify';
import type { CanonicalOrigins } from './canonical-origins.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that answers with a page of a web app (web-app-routes.ts). */
    webAppPage?: boolean;
  }
}

export function registerCanonicalHost(
  app: FastifyInstance,
  origins: CanonicalOrigins,
  production: boolean,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.webAppPage) return;
    if (origins.servesHost(request.host)) return;
    // The URL is a path of ours (Fastify routed it), so the redirect stays on the public origin.
    await reply.redirect(`${origins.publicUrl}${request.url}`, production ? 308 : 302);
  });
}
