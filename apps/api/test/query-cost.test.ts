// An outside attack's finding 2 (docs/reliability.md): what a GraphQL request may cost is measured over the query as it would run
// (every fragment spread, every alias, lists times their length) by graphql-query-complexity. The
// web app's and the board's real documents (their gql.tada modules, imported as they ship) pass
// with room; a fragment bomb and an alias-times-list query are refused at once with 400 and a clear
// message, before anything runs; queries from one address are rate-limited. Heavy queries wait for
// the server's one turn (light ones never wait), and a repeat that finds the line full is refused
// before it is parsed.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Kind, parse, typeFromAST, type DocumentNode, type GraphQLInputType } from 'graphql';
import { messages } from '@brewline/domain/messages/messages';
import { buildGraphQLSchema } from '../src/build-schema.ts';
import { HEAVY_QUERY_COST, HeavyQueryGate } from '../src/graphql/heavy-query-gate.ts';
import { MAX_QUERY_COST, queryCost, serverBusyMessage, tooCostlyMessage } from '../src/graphql/query-cost.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { typicalValue } from './support/typical-arguments.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

const schema = buildGraphQLSchema();
const appsRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every operation document the web app and the board send, by export name. */
async function appDocuments(): Promise<Map<string, DocumentNode>> {
  const files = execFileSync(
    'grep',
    [
      '-rlE',
      '--include=*.ts',
      '--include=*.tsx',
      '= graphql\\(',
      `${appsRoot}web/src`,
      `${appsRoot}board/src`,
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n');
  const documents = new Map<string, DocumentNode>();
  for (const file of files) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      const document = value as Partial<DocumentNode> | null;
      if (document?.kind !== Kind.DOCUMENT || !document.definitions) continue;
      if (document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) {
        documents.set(name, document as DocumentNode);
      }
    }
  }
  return documents;
}

/** Variables a real client could send for the document's operation. */
function typicalVariables(document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      if (type) variables[variable.variable.name.value] = typicalValue(type, variable.variable.name.value);
    }
  }
  return variables;
}

/** The store finder's fields, status and label included. */
const FINDER_FIELDS = 'storeId nickname address1 address2 city state zipCode oLOEnabled status statusLabel';

/** 12 aliases of the menu, each through fragments into every product's sizes and modifiers. */
const ALIASED_MENU = `query {
  ${Array.from({ length: 12 }, (_, i) => `m${i}: onlineProductGroups { ...Group }`).join('\n  ')}
}
fragment Group on ProductGroup { id name children { ...Child } products { ...Item } }
fragment Child on ProductGroup { id products { ...Item } }
fragment Item on Product { id name sizes { id name } modifierGroups { id } ingredients { name } }`;

/** Four fragments, each spreading the one below four times under different keys: 4^4 expansions. */
const FRAGMENT_BOMB = `query { stores { ...F4 } }
fragment F4 on Store { a: storeId ...F3 b: city ...F3 c: state ...F3 d: zipCode ...F3 }
fragment F3 on Store { ...F2 ...F2 ...F2 ...F2 }
fragment F2 on Store { ...F1 ...F1 ...F1 ...F1 }
fragment F1 on Store { ...F0 ...F0 ...F0 ...F0 }
fragment F0 on Store { storeId nickname city state zipCode address1 address2 status statusLabel }`;

describe('query cost', () => {
  let server: SecuredServer;
  beforeAll(async () => {
    server = await startSecuredServer(pglite, {
      logLevel: 'silent',
      addressLimits: { events: 60, signUps: 5, passwordResets: 5, queries: 5 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('passes every query the web app and the board send, the heaviest with room under the ceiling', async () => {
    const documents = await appDocuments();
    expect(documents.size).toBeGreaterThan(40);
    const costs: [string, number][] = [];
    for (const [name, document] of documents) {
      const verdict = queryCost(schema, document, typicalVariables(document), null);
      expect(verdict, name).toMatchObject({ ok: true });
      if (verdict.ok) costs.push([name, verdict.cost]);
    }
    costs.sort((a, b) => b[1] - a[1]);
    console.info(
      `heaviest app queries: ${costs
        .slice(0, 5)
        .map(([n, c]) => `${n} ${c}`)
        .join(', ')}`,
    );
    expect(costs[0]![1]).toBeLessThanOrEqual(MAX_QUERY_COST / 3);
    // No query an app sends is held back by the heavy-query gate, however busy the server is.
    expect(costs[0]![1]).toBeLessThanOrEqual(HEAVY_QUERY_COST);
  });

  it('refuses an alias-times-list query and a fragment bomb at once, with 400 and a clear message', async () => {
    for (const query of [ALIASED_MENU, FRAGMENT_BOMB]) {
      const started = performance.now();
      const answer = await server.graphql(query, {}, { remoteAddress: '198.51.100.40' });
      expect(performance.now() - started).toBeLessThan(500);
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual([
        { message: tooCostlyMessage(), extensions: { code: 'QUERY_TOO_COSTLY' } },
      ]);
      expect(answer.data ?? null).toBeNull();
    }
  });

  it('limits the queries of one address per minute, leaving other addresses alone', async () => {
    const address = '198.51.100.41';
    for (let i = 0; i < 5; i += 1) {
      expect((await server.graphql('{ stores { storeId } }', {}, { remoteAddress: address })).status).toBe(
        200,
      );
    }
    const refused = await server.graphql('{ stores { storeId } }', {}, { remoteAddress: address });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(refused.errors?.[0]?.message).toBe(messages.TOO_MANY_REQUESTS({ seconds: wait }));
    expect(
      (await server.graphql('{ stores { storeId } }', {}, { remoteAddress: '198.51.100.42' })).status,
    ).toBe(200);
  });
});

// The test holds the server's one turn for heavy queries itself, so what waits, what is refused and
// what is answered never depends on timing.
describe('heavy queries wait for their turn; light ones never do', () => {
  const HEAVY = `{ ${Array.from({ length: 13 }, (_, i) => `s${i}: stores { ${FINDER_FIELDS} }`).join(' ')} }`;
  const gate = new HeavyQueryGate({ maxWaiting: 1, maxWaitMs: 60_000 });
  let server: SecuredServer;
  let parsed = 0;
  beforeAll(async () => {
    server = await startSecuredServer(pglite, {
      logLevel: 'silent',
      addressLimits: { events: 60, signUps: 5, passwordResets: 5, queries: 100 },
      heavyQueries: gate,
    });
    server.app.graphql.addHook('preParsing', () => {
      parsed += 1;
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('holds a heavy query in line while light queries are answered, refuses a repeat that finds the line full before parsing it, and runs the held one when its turn comes', async () => {
    const verdict = queryCost(schema, parse(HEAVY), {}, null);
    expect(verdict.ok && verdict.cost > HEAVY_QUERY_COST && verdict.cost <= MAX_QUERY_COST).toBe(true);
    const turn = HEAVY_QUERY_COST + 1;
    expect(await gate.admit(turn)).toBe(true);

    // Seen for the first time: parsed and priced, then it waits in line (the line holds one).
    const held = server.graphql<Record<string, { storeId: number }[]>>(
      HEAVY,
      {},
      { remoteAddress: '198.51.100.60' },
    );
    await vi.waitFor(() => expect(gate.isFull()).toBe(true));

    const light = await server.graphql<{ stores: { storeId: number }[] }>(
      '{ stores { storeId } }',
      {},
      {
        remoteAddress: '198.51.100.61',
      },
    );
    expect(light.status).toBe(200);
    expect(light.data?.stores.length).toBeGreaterThan(0);

    // A repeat from another address: its cost is remembered, the line is full, it never reaches the parser.
    const parsedBefore = parsed;
    const refused = await server.graphql(HEAVY, {}, { remoteAddress: '198.51.100.62' });
    expect(parsed).toBe(parsedBefore);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors).toEqual([
      { message: serverBusyMessage(), extensions: { code: 'SERVER_BUSY', retryAfterSeconds: 1 } },
    ]);

    gate.leave(turn);
    const answered = await held;
    expect(answered.status).toBe(200);
    expect(answered.data?.['s12']?.map((store) => store.storeId)).toEqual(
      light.data?.stores.map((store) => store.storeId),
    );
    // It gave its turn back when answered: the next one runs at once.
    expect((await server.graphql(HEAVY, {}, { remoteAddress: '198.51.100.63' })).status).toBe(200);
  });

  it('refuses a repeat of a document over the ceiling before parsing it, with the same answer', async () => {
    const first = await server.graphql(ALIASED_MENU, {}, { remoteAddress: '198.51.100.64' });
    const parsedBefore = parsed;
    const again = await server.graphql(ALIASED_MENU, {}, { remoteAddress: '198.51.100.65' });
    expect(parsed).toBe(parsedBefore);
    expect(again.status).toBe(400);
    expect(again.errors).toEqual(first.errors);
    expect(again.errors).toEqual([{ message: tooCostlyMessage(), extensions: { code: 'QUERY_TOO_COSTLY' } }]);
  });
});
