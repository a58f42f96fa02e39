// The store, menuPrices and unavailableProducts queries are public, read only and asked for far more
// often than a store changes: every menu visit asks for its store's prices. Their whole answer is
// kept with the store's snapshot (store-snapshot.ts) and sent again as bytes, without GraphQL:
// - only documents whose every field is one of CACHEABLE_FIELDS (nothing there depends on who asks:
//   no member, no board), one query operation, no fragments or directives, every root field on the
//   same store;
// - keyed by the exact query text, operation name, variables and the current minute (the status
//   fields change on whole minutes only, see store-clock.ts);
// - an answer is kept only if GraphQL answered it with 200 and no errors, and it is kept in the map of
//   the snapshot taken before the query ran, so a change to the store (an 86, a terminal) drops it
//   with the snapshot. A cached answer has passed every hook once (validation, hardening) with the
//   very same text and variables, so it would pass them again.
// A field added to these types later is not cacheable until it is listed here (and depends on no
// one's identity).
// It pays: the store and menuPrices query of bench:api answered 1,180-1,350 req/s with it and 150-420
// without (p99 56-84 ms against 155-350; 10 connections, 3 alternating 5 s runs each, same run).
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BREAK,
  Kind,
  OperationTypeNode,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { MAX_TOKENS } from '../../graphql/hardening.ts';
import type { Db } from '../../db/client.ts';
import {
  MAX_ANSWERS_PER_STORE,
  storeSnapshotsOf,
  type AnswerSlot,
  type CachedAnswer,
} from './store-snapshot.ts';

const CACHEABLE_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  Query: new Set(['store', 'menuPrices', 'unavailableProducts']),
  Store: new Set([
    'storeId',
    'regionId',
    'name',
    'nickname',
    'address1',
    'address2',
    'city',
    'state',
    'zipCode',
    'phone',
    'latitude',
    'longitude',
    'timeZone',
    'oLOEnabled',
    'driveThruPickup',
    'inStorePickup',
    'parkingLotPickup',
    'wiFi',
    'driveThru',
    'sunOpen',
    'sunClose',
    'monThruThursOpen',
    'monThruThursClose',
    'friOpen',
    'friClose',
    'satOpen',
    'satClose',
    'taxRateMicros',
    'terminals',
    'status',
    'statusAt',
    'statusLabel',
    'pickupMethods',
    'defaultPickupMethod',
  ]),
  Terminal: new Set(['termId', 'status']),
  MenuPrices: new Set(['storeId', 'taxRateMicros', 'items', 'modifiers']),
  ItemPrice: new Set(['productId', 'sizeId', 'priceCents']),
  ModifierPrice: new Set(['modifierId', 'priceCents']),
};

/**
 * Bytes of answers one server keeps at most, over all stores (the oldest kept goes first): a client
 * cycling aliases, variables or store ids cannot make it hold more.
 */
export const ANSWER_BYTES_BUDGET = 64 * 1024 * 1024;

/** Query texts whose plan is remembered (cacheable or not); bounds memory against endless variants. */
const MAX_PLANS = 200;
const MINUTE_MS = 60_000;

/** How to find the store a cacheable document is about: a literal id, or the variable holding it. */
type StoreArgument = { literal: number } | { variable: string };

interface Plan {
  storeArguments: StoreArgument[];
}

function storeArgumentOf(value: ValueNode): StoreArgument | null {
  if (value.kind === Kind.INT) return { literal: Number(value.value) };
  if (value.kind === Kind.VARIABLE) return { variable: value.name.value };
  return null;
}

function operationOf(document: DocumentNode, operationName: string | null): OperationDefinitionNode | null {
  // Fragments would need their own walk; the app's store queries have none.
  if (document.definitions.length !== 1) return null;
  const [operation] = document.definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== OperationTypeNode.QUERY)
    return null;
  if (operationName !== null && operation.name?.value !== operationName) return null;
  return operation;
}

/** The plan of a cacheable document, or null: decided once per query text. */
export function planQuery(schema: GraphQLSchema, query: string, operationName: string | null): Plan | null {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS, noLocation: true });
  } catch {
    return null;
  }
  const operation = operationOf(document, operationName);
  if (!operation) return null;
  const storeArguments: StoreArgument[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    const [argument, ...more] = selection.arguments ?? [];
    const store =
      argument?.name.value === 'storeId' && more.length === 0 ? storeArgumentOf(argument.value) : null;
    if (!store) return null;
    storeArguments.push(store);
  }
  let cacheable = true;
  const typeInfo = new TypeInfo(schema);
  const refuse = () => {
    cacheable = false;
    return BREAK;
  };
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      Field(field) {
        if (field.name.value === '__typename') return undefined;
        const parent = typeInfo.getParentType();
        return parent && CACHEABLE_FIELDS[parent.name]?.has(field.name.value) ? undefined : refuse();
      },
      Directive: refuse,
      InlineFragment: refuse,
      FragmentSpread: refuse,
    }),
  );
  return cacheable ? { storeArguments } : null;
}

/** The one store every root field names, or null (several stores, or a variable that is no id). */
function storeOf(plan: Plan, variables: Record<string, unknown>): number | null {
  let storeId: number | null = null;
  for (const argument of plan.storeArguments) {
    const value = 'literal' in argument ? argument.literal : variables[argument.variable];
    // GraphQL's Int is 32 bits: anything else is refused by validation, not looked up here.
    if (typeof value !== 'number' || !Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 31)
      return null;
    if (storeId !== null && storeId !== value) return null;
    storeId = value;
  }
  return storeId;
}

interface GraphQLBody {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

function graphQLBodyOf(body: unknown): GraphQLBody | null {
  if (typeof body !== 'object' || body === null || !('query' in body) || typeof body.query !== 'string')
    return null;
  const operationName = 'operationName' in body ? body.operationName : null;
  const variables = 'variables' in body ? body.variables : null;
  if (operationName !== null && operationName !== undefined && typeof operationName !== 'string') return null;
  if (
    variables !== null &&
    variables !== undefined &&
    (typeof variables !== 'object' || Array.isArray(variables))
  )
    return null;
  return {
    query: body.query,
    operationName: operationName ?? null,
    variables: (variables ?? {}) as Record<string, unknown>,
  };
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  void reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  // Compressed once per answer, on first demand, at a level that costs about a millisecond.
  if (/\bbr\b/.test(accepted)) {
    answer.brotli ??= brotliCompressSync(answer.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
      },
    });
    return reply.header('content-encoding', 'br').send(answer.brotli);
  }
  if (/\bgzip\b/.test(accepted)) {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}

/**
 * The request computing an answer others may wait for: `finish` stores its answer (or null when it
 * is not to be kept) and wakes the waiters, once, whichever of onSend, onResponse or an abort comes first.
 */
interface Leader {
  finish(answer: CachedAnswer | null): void;
}

/**
 * Every answer kept, oldest first, with its size: what holds the total under the budget. An answer
 * whose snapshot went (snapshots clear their answers when they go) no longer counts once reached.
 */
export class AnswerBudget {
  readonly #limit: number;
  readonly #kept: {
    answers: Map<string, AnswerSlot>;
    key: string;
    answer: WeakRef<CachedAnswer>;
    bytes: number;
  }[] = [];
  #bytes = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Whether an answer this big may be kept at all (one answer never takes over the budget). */
  fits(bytes: number): boolean {
    return bytes <= this.#limit / 8;
  }

  kept(answers: Map<string, AnswerSlot>, key: string, answer: CachedAnswer): void {
    // Compressed forms are made later; counting the body twice leaves room for them.
    const bytes = 2 * answer.body.length;
    this.#kept.push({ answers, key, answer: new WeakRef(answer), bytes });
    this.#bytes += bytes;
    for (let oldest = this.#kept[0]; oldest; oldest = this.#kept[0]) {
      const held = oldest.answers.get(oldest.key);
      const live = held !== undefined && held === oldest.answer.deref();
      if (live && this.#bytes <= this.#limit) break;
      this.#kept.shift();
      this.#bytes -= oldest.bytes;
      if (live) oldest.answers.delete(oldest.key);
    }
  }
}

function lead(answers: Map<string, AnswerSlot>, key: string, budget: AnswerBudget): Leader {
  let wake: (answer: CachedAnswer | null) => void = () => undefined;
  const waiting = new Promise<CachedAnswer | null>((resolve) => {
    wake = resolve;
  });
  if (answers.size >= MAX_ANSWERS_PER_STORE) answers.delete(answers.keys().next().value ?? '');
  answers.set(key, waiting);
  let finished = false;
  return {
    finish(answer) {
      if (finished) return;
      finished = true;
      // A snapshot replaced meanwhile has dropped this map: storing in it keeps nothing stale.
      if (answers.get(key) === waiting) {
        if (answer && budget.fits(answer.body.length)) {
          answers.set(key, answer);
          budget.kept(answers, key, answer);
        } else {
          answers.delete(key);
        }
      }
      wake(answer);
    },
  };
}

type SendDone = (error: Error | null, payload: unknown) => void;

/** A route option that takes one hook or several, as a list. */
function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** GraphQL's own answer, if it is one to keep: 200, data, no errors, not compressed yet. */
function keepable(reply: FastifyReply, payload: unknown): CachedAnswer | null {
  return reply.statusCode === 200 &&
    reply.getHeader('content-encoding') === undefined &&
    typeof payload === 'string' &&
    payload.startsWith('{"data":') &&
    !payload.includes('"errors":')
    ? { body: Buffer.from(payload) }
    : null;
}

export function registerStoreResponseCache(
  app: FastifyInstance,
  options: { db: Db; now: () => Date; path?: string; budgetBytes?: number },
): void {
  const path = options.path ?? '/graphql';
  const budget = new AnswerBudget(options.budgetBytes ?? ANSWER_BYTES_BUDGET);
  const snapshots = storeSnapshotsOf(options.db);
  // Per query text, then per operation name: each plan gets a number that stands for both in the
  // answers' keys (a plan planned again after being dropped gets a new one: a miss, never a mix-up).
  const plans = new Map<string, Map<string, { id: number; plan: Plan } | null>>();
  let plansMade = 0;
  const leaders = new WeakMap<FastifyRequest, Leader>();

  const planFor = (body: GraphQLBody): { id: number; plan: Plan } | null => {
    let byName = plans.get(body.query);
    if (!byName) {
      if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value ?? '');
      byName = new Map();
      plans.set(body.query, byName);
    }
    const name = body.operationName ?? '';
    let found = byName.get(name);
    if (found === undefined) {
      const plan = planQuery(app.graphql.schema, body.query, body.operationName);
      plansMade += 1;
      found = plan ? { id: plansMade, plan } : null;
      // A query text asked for under endless operation names is not a reason to grow without end.
      if (byName.size >= 4) byName.clear();
      byName.set(name, found);
    }
    return found;
  };

  const answerFromMemory = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const body = graphQLBodyOf(request.body);
    const planned = body ? planFor(body) : null;
    const storeId = body && planned ? storeOf(planned.plan, body.variables) : null;
    if (!body || !planned || storeId === null) return undefined;
    const minute = Math.floor(options.now().getTime() / MINUTE_MS);
    const key = `${planned.id}\n${minute}\n${JSON.stringify(body.variables)}`;
    const answers = snapshots.answers(storeId);
    const slot = answers.get(key);
    // Requests arriving while the first one computes the answer wait for it rather than all
    // computing it at once (after every change, a hundred requests would otherwise run GraphQL).
    const answer = slot instanceof Promise ? await slot : slot;
    if (answer) return sendAnswer(request, reply, answer);
    // The first request for this answer, or one whose leader got nothing to keep: GraphQL answers it.
    if (slot === undefined) leaders.set(request, lead(answers, key, budget));
    return undefined;
  };
  const keepAnswer = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: SendDone,
  ): void => {
    leaders.get(request)?.finish(keepable(reply, payload));
    done(null, payload);
  };
  // Whatever happened to the request, its waiters are never left waiting.
  const release = (request: FastifyRequest, _reply: FastifyReply, done: () => void): void => {
    leaders.get(request)?.finish(null);
    done();
  };
  const releaseAborted = (request: FastifyRequest, done: () => void): void => {
    leaders.get(request)?.finish(null);
    done();
  };

  // Only the GraphQL POST route carries these hooks: the menu files and every other route pay nothing.
  // Registered before the route, so this sees it being added.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== path || !methods.includes('POST')) return;
    route.preHandler = [...asList(route.preHandler), answerFromMemory];
    // First among the route's onSend hooks: it must see GraphQL's text before compression does.
    route.onSend = [keepAnswer, ...asList(route.onSend)];
    route.onResponse = [...asList(route.onResponse), release];
    route.onRequestAbort = [...asList(route.onRequestAbort), releaseAborted];
  });
}
