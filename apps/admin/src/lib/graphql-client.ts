// One GraphQL client for the back office. Lists are asked of the server on every visit
// (cache-and-network): several people edit the same chain, so a cached answer is shown only while
// the fresh one is on its way.
import { cacheExchange, Client, fetchExchange } from 'urql';
import { authFetch } from './auth-fetch.ts';

/** `_forSession` only names why a new client is made: one per signed-in session (app.tsx). */
export function createAdminClient(_forSession: boolean): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetch: authFetch,
    requestPolicy: 'cache-and-network',
    preferGetMethod: false,
  });
}
