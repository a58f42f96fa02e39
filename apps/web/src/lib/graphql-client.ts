import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { authFetch } from './auth-fetch.ts';

export function createGraphQLClient(): Client {
  return new Client({ url: '/graphql', exchanges: [cacheExchange, fetchExchange], fetch: authFetch });
}

let shared: Client | null = null;

/** The app's one client (one cache for every screen), made on first use: see graphql-provider.tsx. */
export function sharedGraphQLClient(): Client {
  shared ??= createGraphQLClient();
  return shared;
}
