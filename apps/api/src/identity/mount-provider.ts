// Mounts the provider (a Koa application) under /oidc in Fastify, as its docs do for hapi: the route
// hands the untouched Node request and response to the provider's callback, with the prefix taken off
// the URL and the full URL kept as originalUrl, from which the provider builds its own links.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

/** Rewrites the provider-relative URL of a request (method, url) before the provider sees it. */
export type UrlRewrite = (method: string, url: string) => string;

export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  prefix: string,
  rewrite: UrlRewrite = (_method, url) => url,
): Promise<void> {
  const callback = provider.callback();
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.hijack();
    const raw: IncomingMessage & { originalUrl?: string } = request.raw;
    const relative = rewrite(request.method, (raw.url ?? prefix).slice(prefix.length) || '/');
    raw.originalUrl = `${prefix}${relative}`;
    // The provider (Koa) would read the leftmost X-Forwarded-* a client sent; give it the values
    // Fastify derived from the proxies TRUST_PROXY names, so it builds its links on the real origin.
    raw.headers['x-forwarded-proto'] = request.protocol;
    raw.headers['x-forwarded-host'] = request.host;
    raw.headers['x-forwarded-for'] = request.ip;
    raw.url = relative;
    await new Promise<void>((resolve) => {
      reply.raw.once('close', resolve);
      reply.raw.once('finish', resolve);
      void callback(raw, reply.raw);
    });
  };
  await app.register(
    (scope, _options, done) => {
      // The provider reads request bodies itself (token, revocation), so Fastify must leave them alone.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, next) => next(null));
      scope.all('/', handler);
      scope.all('/*', handler);
      done();
    },
    { prefix },
  );
}
