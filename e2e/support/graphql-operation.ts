// Which GraphQL operation a request on the wire carries, for the journeys that hold, cut or count one.
// The app's client (urql) sends a query as a GET with `operationName` in its URL (a POST when the URL
// would be too long) and a mutation as a POST with `operationName` in its JSON body; matching the name
// rather than a piece of the text keeps 'Session' from also catching 'SessionCards'.
import type { Request } from '@playwright/test';

export function graphqlOperationOf(request: Request): string | null {
  const inUrl = new URL(request.url()).searchParams.get('operationName');
  if (inUrl) return inUrl;
  let body: unknown;
  try {
    body = request.postDataJSON();
  } catch {
    return null; // a body that is not JSON carries no GraphQL operation
  }
  if (typeof body !== 'object' || body === null || !('operationName' in body)) return null;
  return typeof body.operationName === 'string' ? body.operationName : null;
}
