// The provider's pages post plain HTML forms (they work without JavaScript): their bodies are
// form-encoded, and only their text fields are read.
import type { FastifyInstance } from 'fastify';

/** Parses form-encoded bodies within `scope` (a Fastify plugin's encapsulated instance). */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, next) => {
      next(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())));
    },
  );
}

export function formValues(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
