// Issue 16, finding 2: what a GraphQL request may cost is measured over the query as it would run
// (every fragment spread, every alias, lists times their length) by graphql-query-complexity. The
// web app's and the board's real documents (their gql.tada modules, imported as they ship) pass
// with room; a fragment bomb and an alias-times-list query are refused at once with 400 and a clear
// message, before anything runs; queries from one address are rate-limited.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kind, parse, typeFromAST, type DocumentNode, type GraphQLInputType } from 'graphql';
import { messages } from '@brewline/domain/messages';
import { buildGraphQLSchema } from '../src/graphql/build-schema.ts';
import { HEAVY_QUERY_COST } from '../src/graphql/heavy-query-gate.ts';
import { MAX_QUERY_COST, queryCost, serverBusyMessage, tooCostlyMessage } from '../src/graphql/query-cost.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { typicalValue } from './support/typical-arguments.ts';

const [pglite, postgres] = await availableTestDatabases();
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
      addressLimits: { events: 60, signUps: 5, queries: 5 },
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

// On PostgreSQL requests run side by side (PGlite answers one query at a time, so its requests queue
// at the database before they could hold the gate together); production runs PostgreSQL.
describe.runIf(postgres)('heavy queries in flight', () => {
  let busyServer: SecuredServer;
  beforeAll(async () => {
    if (!postgres) return;
    busyServer = await startSecuredServer(postgres, {
      logLevel: 'silent',
      addressLimits: { events: 60, signUps: 5, queries: 100 },
    });
  });
  afterAll(async () => {
    await busyServer?.close();
  });

  it('lets heavy queries run only within the budget in flight: the rest get 503 at once, and the budget comes back', async () => {
    // 13 aliases of the whole store list with the finder's fields: under the ceiling, over "heavy".
    const fields = 'storeId nickname address1 address2 city state zipCode oLOEnabled status statusLabel';
    const heavy = `{ ${Array.from({ length: 13 }, (_, i) => `s${i}: stores { ${fields} }`).join(' ')} }`;
    const verdict = queryCost(schema, parse(heavy), {}, null);
    expect(verdict.ok && verdict.cost > HEAVY_QUERY_COST && verdict.cost <= MAX_QUERY_COST).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        busyServer.graphql(heavy, {}, { remoteAddress: `198.51.100.${60 + i}` }),
      ),
    );
    const busy = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.errors?.[0]).toMatchObject({
        message: serverBusyMessage(),
        extensions: { code: 'SERVER_BUSY' },
      });
    }
    // Every admitted query gave its share back: one alone is admitted again, and light ones always were.
    expect((await busyServer.graphql(heavy, {}, { remoteAddress: '198.51.100.70' })).status).toBe(200);
  });
});
