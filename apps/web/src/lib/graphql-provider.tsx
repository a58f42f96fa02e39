// GraphQL arrives after the first paint. The app's first load carries no GraphQL code (urql, wonka,
// the document parser: about 11 KiB gzip, a tenth of the budget), because a guest's first /menu visit
// sends no query. Every part that does query is a lazy chunk, and mounts this Provider around itself
// (lazy-with-graphql.tsx, or directly): each gets the app's one shared client, so they share one cache.
// Under an outer urql Provider (the component tests give one) the outer client is kept.
import { useContext, type ReactNode } from 'react';
import { Client, Context, Provider } from 'urql';
import { sharedGraphQLClient } from './graphql-client.ts';

export function GraphQLProvider({ children }: { children: ReactNode }) {
  const outer: unknown = useContext(Context);
  return <Provider value={outer instanceof Client ? outer : sharedGraphQLClient()}>{children}</Provider>;
}
