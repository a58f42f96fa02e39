// The answer to an error no route answered itself. A client error Fastify raised (a body that is not
// JSON, too large, a wrong content type) keeps its status and message; anything else is logged and
// answered with the generic message: a database error's text (its SQL and parameters), a stack or
// the client's address never reaches a client.
import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@brewline/domain/messages/messages';

/** Fastify's own refusals of a request (FST_ERR_CTP_*, FST_ERR_VALIDATION, ...) describe the request. */
function isFrameworkRefusal(error: FastifyError): boolean {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 && typeof error.code === 'string' && error.code.startsWith('FST_');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isFrameworkRefusal(error)) {
      const statusCode = error.statusCode ?? 400;
      return reply
        .code(statusCode)
        .send({ statusCode, code: error.code, error: 'Bad Request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      statusCode: 500,
      code: 'INTERNAL',
      error: 'Internal Server Error',
      message: messages.ALERT_FALLBACK(),
    });
  });
}
