// The mapping point as a Pothos plugin: every schema made with the project's builder (the server's,
// and the small ones some tests build from a module or two) hands a resolver's Refusal on as a
// GraphQL error, through errors.ts. Registered once, when the builder module is loaded.
import SchemaBuilder, { BasePlugin, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { mappingRefusals } from './errors.ts';

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types['Context'], object>;

export class RefusalsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: Resolver<Types>): Resolver<Types> {
    return mappingRefusals(resolver);
  }

  override wrapSubscribe(subscribe: Resolver<Types> | undefined): Resolver<Types> | undefined {
    return subscribe && mappingRefusals(subscribe);
  }
}

declare global {
  // Pothos finds its plugins by name through this interface (its documented way to add one).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      refusals: RefusalsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('refusals', RefusalsPlugin);
