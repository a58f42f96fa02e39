// Request metrics from Fastify's and Mercurius' own hooks: every answer is timed by its route pattern
// (never the raw URL, so a scan of made-up paths adds no series), and a GraphQL request also by its
// operation, named after its first root field (a schema field: a client cannot invent new ones,
// unlike operation names). An answer served before Mercurius (the store response cache) is `cached`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { BrewlineMetrics } from './metrics.ts';

const operationOfRequest = new WeakMap<FastifyRequest, string>();

function requestedOperationName(request: FastifyRequest): string | null {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('operationName' in body)) return null;
  return typeof body.operationName === 'string' ? body.operationName : null;
}

/** The executed operation's first root field ('sendCustomerOrder'), or 'other' when it has none. */
export function operationLabel(document: DocumentNode, operationName: string | null): string {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    operationName === null ? operations[0] : operations.find((each) => each.name?.value === operationName);
  const field = operation?.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  return field?.kind === Kind.FIELD ? field.name.value : 'other';
}

/** Times every answer; registered first, so every route and plugin after it inherits the hook. */
export function registerRequestMetrics(app: FastifyInstance, metrics: BrewlineMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const graphql = route === '/graphql' && request.method === 'POST';
    metrics.requests.observe(
      {
        route,
        method: request.method,
        status: String(reply.statusCode),
        operation: graphql ? (operationOfRequest.get(request) ?? 'cached') : '',
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** Names each GraphQL request's operation and counts its result; after Mercurius (its hooks live on app.graphql). */
export function registerGraphQLMetrics(app: FastifyInstance, metrics: BrewlineMetrics): void {
  app.graphql.addHook('preExecution', (_schema, document, context: MercuriusContext) => {
    const request = context.reply.request;
    operationOfRequest.set(request, operationLabel(document, requestedOperationName(request)));
    return Promise.resolve();
  });
  app.graphql.addHook('onResolution', (execution, context: MercuriusContext) => {
    const operation = operationOfRequest.get(context.reply.request) ?? 'other';
    const result = execution.errors && execution.errors.length > 0 ? 'error' : 'ok';
    metrics.graphqlOperations.inc({ operation, result });
    return Promise.resolve();
  });
}
