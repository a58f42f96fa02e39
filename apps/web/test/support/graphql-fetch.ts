// A stand-in for the API at the fetch boundary: the app's real urql client sends its operations, and
// each is answered by the handler for its operation name. Calls are recorded for assertions.
import { vi } from 'vitest';

export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * Answers one operation, at once or with a promise; throwing (or rejecting) answers with a GraphQL
 * error carrying the thrown message.
 */
export type GraphQLHandler = (variables: Record<string, unknown>) => unknown;

function operationNameOf(query: string): string {
  return /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
}

export function stubGraphQL(handlers: Record<string, GraphQLHandler>): GraphQLCall[] {
  const calls: GraphQLCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      // urql sends short queries as GET (query and variables in the URL), longer ones as POST.
      const search = new URL(url, 'http://app.test').searchParams;
      const body = (
        typeof init?.body === 'string'
          ? JSON.parse(init.body)
          : {
              query: search.get('query') ?? '',
              variables: JSON.parse(search.get('variables') ?? '{}') as unknown,
            }
      ) as { query: string; variables?: Record<string, unknown> };
      const operationName = operationNameOf(body.query);
      const variables = body.variables ?? {};
      calls.push({ operationName, variables });
      const handler = handlers[operationName];
      if (!handler) return Promise.resolve(Response.json({ errors: [{ message: `No ${operationName}` }] }));
      // A handler may answer later (a promise): a slow network, for answers that cross each other.
      return Promise.resolve()
        .then(() => handler(variables))
        .then(
          (data) => Response.json({ data }),
          // A handler throws to answer as the API does for a refused request: a GraphQL error.
          (error: unknown) => Response.json({ data: null, errors: [{ message: (error as Error).message }] }),
        );
    }),
  );
  return calls;
}
