// The API at the fetch boundary, for the board's and the back office's component tests (Vitest, not
// Playwright; it lives here because apps may not import each other): each GraphQL operation
// answered by its handler with data, or with an expected failure carrying a code. Calls are
// recorded for assertions.
import { vi } from 'vitest';

export interface ApiCall {
  readonly operationName: string;
  readonly variables: Record<string, unknown>;
  readonly authorization: string | null;
}

export interface FailureReply {
  readonly failure: {
    readonly code: string;
    readonly message: string;
    /** More of the error's extensions: a refusal's field problems, an edit conflict's current record. */
    readonly extensions?: Record<string, unknown>;
  };
}

export type Handler = (variables: Record<string, unknown>) => unknown;

export const failure = (
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): FailureReply => ({ failure: { code, message, extensions } });

const isFailure = (reply: unknown): reply is FailureReply =>
  typeof reply === 'object' && reply !== null && 'failure' in reply;

function headerOf(init: RequestInit | undefined, name: string): string | null {
  const headers = new Headers(init?.headers);
  return headers.get(name);
}

export function stubGraphQL(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const operationName = /(?:query|mutation|subscription)\s+(\w+)/.exec(body.query)?.[1] ?? 'anonymous';
      const variables = body.variables ?? {};
      calls.push({ operationName, variables, authorization: headerOf(init, 'authorization') });
      const handler = handlers[operationName];
      if (!handler) return Promise.resolve(Response.json({ errors: [{ message: `No ${operationName}` }] }));
      const reply = handler(variables);
      if (isFailure(reply)) {
        const { code, message, extensions } = reply.failure;
        return Promise.resolve(
          Response.json({ data: null, errors: [{ message, extensions: { ...extensions, code } }] }),
        );
      }
      return Promise.resolve(Response.json({ data: reply }));
    }),
  );
  return calls;
}
