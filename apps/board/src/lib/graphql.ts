// Typed GraphQL documents: gql.tada reads the API's committed SDL (apps/api/schema.graphql) through
// the generated introspection file, so every operation is checked against the real contract.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../../../../packages/graphql-env/graphql-env.d.ts';

export const graphql = initGraphQLTada<{ introspection: introspection }>();
export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';

/** The API's error codes (its enum ErrorCode, from the domain's list), as the committed schema has them. */
export type ErrorCode = ReturnType<typeof graphql.scalar<'ErrorCode'>>;
