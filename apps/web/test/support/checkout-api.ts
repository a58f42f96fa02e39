// The API and the sandbox payment provider as the checkout meets them, at the fetch boundary: each
// GraphQL operation is answered by its handler (data, or an expected failure with a code), and the
// sandbox confirm endpoint by its own handler (a handler may answer later: it returns a promise).
// Calls are recorded for assertions.
import { vi } from 'vitest';

export interface ApiCall {
  readonly operationName: string;
  readonly variables: Record<string, unknown>;
}

export interface ApiFailureReply {
  readonly failure: { readonly code: string; readonly message: string; readonly lineIds?: readonly string[] };
}

export type Reply = unknown;
export type Handler = (variables: Record<string, unknown>) => Reply;
export type ConfirmHandler = (body: { client_secret: string; card: { number: string } }) => unknown;

export function failure(code: string, message: string, lineIds?: readonly string[]): ApiFailureReply {
  return { failure: { code, message, ...(lineIds ? { lineIds } : {}) } };
}

const isFailure = (reply: unknown): reply is ApiFailureReply =>
  typeof reply === 'object' && reply !== null && 'failure' in reply;

function operationNameOf(query: string): string {
  return /(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
}

export function stubCheckoutApi(
  handlers: Record<string, Handler>,
  confirm: ConfirmHandler = () => ({ id: 'pi_1', status: 'succeeded', last_payment_error: null }),
): { calls: ApiCall[]; confirms: string[] } {
  const calls: ApiCall[] = [];
  const confirms: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/sandbox/')) {
        const body = JSON.parse(
          typeof init?.body === 'string' ? init.body : '{}',
        ) as Parameters<ConfirmHandler>[0];
        confirms.push(body.card.number);
        return Promise.resolve(Response.json(confirm(body)));
      }
      // urql sends short queries as GET (query and variables in the URL), longer ones as POST.
      const search = new URL(url, 'http://app.test').searchParams;
      const body: { query: string; variables?: Record<string, unknown> } =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> })
          : {
              query: search.get('query') ?? '',
              variables: JSON.parse(search.get('variables') ?? '{}') as Record<string, unknown>,
            };
      const operationName = operationNameOf(body.query);
      const variables = body.variables ?? {};
      calls.push({ operationName, variables });
      const handler = handlers[operationName];
      if (!handler) return Promise.resolve(Response.json({ errors: [{ message: `No ${operationName}` }] }));
      return Promise.resolve(handler(variables)).then((reply) => {
        if (!isFailure(reply)) return Response.json({ data: reply });
        const { code, message, lineIds } = reply.failure;
        return Response.json({
          data: null,
          errors: [{ message, extensions: { code, ...(lineIds ? { lineIds } : {}) } }],
        });
      });
    }),
  );
  return { calls, confirms };
}
