// How every page of the embedded provider is sent: HTML never cached, never framed, without a
// referrer (a reset link's token must not leak to another site), under a Content-Security-Policy
// that allows the page's own inline style and its forms' targets only.
import type { FastifyReply } from 'fastify';

/** The CSP of a provider page whose forms may post to 'self' and to `formTargets` (origins). */
export function providerPageCsp(formTargets: readonly string[]): string {
  // CSP has no syntax for IPv6 literals; an app at one is same-origin, which 'self' already allows.
  const targets = formTargets.filter((origin) => !new URL(origin).hostname.startsWith('['));
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${targets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function sendProviderPage(
  reply: FastifyReply,
  status: number,
  body: string,
  csp: string,
): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(body);
}
