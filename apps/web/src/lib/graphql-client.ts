import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { authFetch } from './auth-fetch.ts';

export function createGraphQLClient(): Client {
  return new Client({ url: '/graphql', exchanges: [cacheExchange, fetchExchange], fetch: authFetch });
}
