// The Pothos builder type shared by every module's schema file. Fields are non-null unless a module
// says otherwise, so the printed SDL tells clients exactly what they can rely on.
import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from '../context.ts';
import './refusals-plugin.ts';

export interface BuilderTypes {
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}

export type Builder = PothosSchemaTypes.SchemaBuilder<PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>>;

export function createBuilder(): Builder {
  // `refusals`: a resolver's Refusal leaves as a GraphQL error (errors.ts, the one mapping point).
  return new SchemaBuilder<BuilderTypes>({ plugins: ['refusals'], defaultFieldNullability: false });
}
