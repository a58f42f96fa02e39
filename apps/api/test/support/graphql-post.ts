// One GraphQL POST over real HTTP, as a member (bearer token) or a guest (no token): every test server
// that listens on a port answers through this.
/** What a GraphQL answer holds, as the tests read it. */
export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export function postGraphql(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string | null,
): Promise<Response> {
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
}

export async function graphqlOver<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<GraphQLAnswer<T>> {
  return (await (await postGraphql(baseUrl, query, variables, token)).json()) as GraphQLAnswer<T>;
}
