// What one GraphQL request may cost, counted over the query as it would execute:
// every fragment spread counts each time it is spread, every alias counts, and a list multiplies
// what is asked of each element by how long the list can be. graphql-query-complexity does the walk
// (bounded: it stops after MAX_QUERY_NODES selections, so a fragment bomb is refused without being
// expanded); this file says what a field costs and where the ceiling is.
import { messages } from '@brewline/domain/messages/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  getNullableType,
  getOperationAST,
  GraphQLError,
  GraphQLList,
  OperationTypeNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { MercuriusContext } from 'mercurius';
import type { AddressRateLimit } from '../http/address-rate-limit.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalJson } from '../http/refusal-json.ts';
import { requestRefusalOf } from './errors.ts';
import { documentHash, HEAVY_QUERY_COST, type HeavyQueryGate } from './heavy-query-gate.ts';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

/**
 * The ceiling. The heaviest query the apps send (the customer's list of every store with its status,
 * pickup methods and holidays, about 17,400; the board's open orders, about 13,700) costs under a
 * third of it (query-cost.test.ts prints the heaviest), so the apps pass with room while a query
 * that multiplies lists through aliases and fragments does not.
 */
export const MAX_QUERY_COST = 60_000;

/** Selections walked before giving up, fragments expanded: the apps' largest document has about 300. */
export const MAX_QUERY_NODES = 5_000;

/** A list the data does not bound more tightly: an order's items, an item's modifiers. */
const DEFAULT_LIST_LENGTH = 10;

/**
 * Lists whose length is known to be larger (or smaller) than the default, by `Type.field`: the
 * chain's stores, a full menu's groups, products and prices, a busy store's open orders.
 */
const LIST_LENGTHS: Readonly<Record<string, number>> = {
  'Query.stores': 200,
  'Query.storesByCity': 50,
  'Query.storesByZip': 50,
  'Query.storesByCoordinates': 50,
  'Query.onlineProductGroups': 100,
  'Query.boardOrders': 50,
  'Query.boardProducts': 300,
  'MenuPrices.items': 400,
  'MenuPrices.modifiers': 400,
  'ProductGroup.products': 50,
  'Query.favoriteProducts': 5,
  'Query.favoriteStores': 3,
};

/**
 * Fields that cost more than reading a value, by `Type.field`: a store's status and label run the
 * store-hours rules in its time zone, its pickup methods read its terminals. The store list is
 * bound by this work, not by rows, so these weigh what they cost.
 */
const FIELD_COSTS: Readonly<Record<string, number>> = {
  'Store.status': 5,
  'Store.statusLabel': 5,
  'Store.pickupMethods': 5,
  'Store.defaultPickupMethod': 5,
};

/** A field costs its own weight (1), plus what it asks of each element times the elements a list can hold. */
const fieldCost: ComplexityEstimator = ({ type, field, childComplexity }) => {
  const key = `${type.name}.${field.name}`;
  const fieldType = getNullableType(field.type);
  const length = fieldType instanceof GraphQLList ? (LIST_LENGTHS[key] ?? DEFAULT_LIST_LENGTH) : 1;
  return (FIELD_COSTS[key] ?? 1) + length * childComplexity;
};

export type CostVerdict = { ok: true; cost: number } | { ok: false; message: string };

const TOO_MANY_NODES = /maximum allowed number of nodes/i;

/** The cost of running `document` with these variables, or why it will not be run. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | null,
): CostVerdict {
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      ...(operationName ? { operationName } : {}),
      estimators: [fieldCost],
      maxQueryNodes: MAX_QUERY_NODES,
    });
  } catch (error) {
    if (error instanceof GraphQLError && TOO_MANY_NODES.test(error.message)) {
      return { ok: false, message: tooCostlyMessage() };
    }
    // Variables the walk cannot read: execution refuses them itself, with its own clear message,
    // before any resolver runs.
    return { ok: true, cost: 0 };
  }
  if (cost > MAX_QUERY_COST) return { ok: false, message: tooCostlyMessage() };
  return { ok: true, cost };
}

export const tooCostlyMessage = refusalMessages.REQUEST_TOO_COSTLY;

function operationNameOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('operationName' in body)) return null;
  return typeof body.operationName === 'string' ? body.operationName : null;
}

/** The document a GraphQL request carries (POST body or GET query string), or null. */
function documentOf(
  request: FastifyRequest,
): { query: string; operationName: string | null; variables: unknown } | null {
  const sent: unknown = request.method === 'GET' ? request.query : request.body;
  if (typeof sent !== 'object' || sent === null || !('query' in sent) || typeof sent.query !== 'string')
    return null;
  return {
    query: sent.query,
    operationName: operationNameOf(sent),
    variables: 'variables' in sent ? sent.variables : undefined,
  };
}

export const serverBusyMessage = refusalMessages.SERVER_BUSY;

/** The one answer for a heavy query the server has no turn for, whichever hook refuses it. */
function serverBusy(reply: FastifyReply): Refusal {
  void reply.header('retry-after', '1');
  return new Refusal('SERVER_BUSY', serverBusyMessage(), { retryAfterSeconds: 1 });
}

const busy = (reply: FastifyReply): Error => requestRefusalOf(serverBusy(reply));

/** How often the count of heavy queries refused is logged: one line, not one per refusal. */
const REFUSAL_LOG_INTERVAL_MS = 10_000;

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Requests admitted by the gate before parsing: they hold their turn already. */
const admittedEarly = new WeakSet<FastifyRequest>();

/**
 * An admitted heavy query gives its turn back when its response closes (sent, or its connection
 * gone), whatever happened in between; one whose client left while it waited gives it back at once.
 */
function holdUntilAnswered(gate: HeavyQueryGate, cost: number, request: FastifyRequest, reply: FastifyReply) {
  if (cost <= HEAVY_QUERY_COST) return;
  admittedEarly.add(request);
  if (reply.raw.closed) gate.leave(cost);
  else reply.raw.once('close', () => gate.leave(cost));
}

/** The same answer Mercurius gives for a refusal thrown in a hook, sent without it. */
function sendRefusal(reply: FastifyReply, status: number, refusal: Refusal) {
  return reply.code(status).send({ data: null, errors: [refusalJson(refusal)] });
}

/**
 * Prices a repeat of a remembered heavy document before anything else looks at the request (no
 * parsing, validation, context or cost walk): one over the ceiling gets 400 at once; a heavy one
 * waits for its turn here, or gets 503 when the line is full or its turn does not come. Hooks the
 * GraphQL route as Mercurius adds it, so it must be registered before Mercurius.
 */
export function registerEarlyCostRefusal(
  app: FastifyInstance,
  gate: HeavyQueryGate,
  path = '/graphql',
): void {
  const refuseKnownHeavy = async (request: FastifyRequest, reply: FastifyReply) => {
    const document = documentOf(request);
    if (!document) return;
    const cost = gate.knownCost(documentHash(document));
    if (cost === undefined) return;
    if (cost > MAX_QUERY_COST) {
      return sendRefusal(reply, 400, new Refusal('QUERY_TOO_COSTLY', tooCostlyMessage()));
    }
    if (gate.isFull()) gate.refusedEarly();
    else if (await gate.admit(cost)) {
      holdUntilAnswered(gate, cost, request, reply);
      // Its client left while it waited: its turn went back above, and it is not run for no one.
      if (!reply.raw.closed) return;
    }
    return sendRefusal(reply, 503, serverBusy(reply));
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url !== path) return;
    route.preHandler = [refuseKnownHeavy, ...asList(route.preHandler)];
  });
  const logRefusals = setInterval(() => {
    const refused = gate.takeRefusedCount();
    if (refused > 0) app.log.warn({ refused }, 'heavy queries refused: the server is busy');
  }, REFUSAL_LOG_INTERVAL_MS);
  logRefusals.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(logRefusals);
    done();
  });
}

/**
 * Measures every request before it runs and refuses one over the ceiling with HTTP 400, lets heavy
 * queries in one at a time within the server's budget per second (503 past it: heavy-query-gate.ts),
 * remembers what each heavy document costs for registerEarlyCostRefusal, and counts queries per
 * address (mutations have their own limits: graphql/rate-limit-graphql.ts).
 */
export function registerQueryCostLimit(
  app: FastifyInstance,
  queryLimit: AddressRateLimit | null,
  gate: HeavyQueryGate,
): void {
  app.graphql.addHook<MercuriusContext>('preExecution', async (schema, document, context, variables) => {
    const request = context.reply.request;
    const sent = documentOf(request);
    const operationName = sent?.operationName ?? null;
    const verdict = queryCost(schema, document, variables, operationName);
    if (sent) gate.remember(documentHash(sent), verdict.ok ? verdict.cost : MAX_QUERY_COST + 1);
    if (!verdict.ok) {
      request.log.warn({ operationName }, 'query over the cost ceiling refused');
      throw requestRefusalOf(new Refusal('QUERY_TOO_COSTLY', verdict.message));
    }
    if (!admittedEarly.has(request)) {
      if (!(await gate.admit(verdict.cost))) throw busy(context.reply);
      holdUntilAnswered(gate, verdict.cost, request, context.reply);
      if (context.reply.raw.closed) throw busy(context.reply);
    }
    if (!queryLimit || getOperationAST(document, operationName)?.operation !== OperationTypeNode.QUERY)
      return;
    const limited = await queryLimit.check(request.ip, request.log);
    if (limited.allowed) return;
    void context.reply.header('retry-after', String(limited.retryAfterSeconds));
    throw requestRefusalOf(
      new Refusal('RATE_LIMITED', messages.TOO_MANY_REQUESTS({ seconds: limited.retryAfterSeconds }), {
        retryAfterSeconds: limited.retryAfterSeconds,
      }),
    );
  });
}
