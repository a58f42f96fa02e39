// What one GraphQL request may ask and what errors may say, and the security headers. None of this
// depends on the database, so it runs on the embedded one only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@brewline/domain/messages/messages';
import { GENERIC_ERROR_MESSAGE, nestingDepth, publicMessage } from '../src/graphql/hardening.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

const post = (server: RunningServer, body: unknown) =>
  fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GraphQL hardening', () => {
  let dev: RunningServer;
  let production: RunningServer;
  beforeAll(async () => {
    dev = await startTestServer(pglite);
    production = await startTestServer(pglite, { production: true });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('refuses a query nested deeper than 8', async () => {
    const ok = await dev.graphql<{ productGroup: unknown }>(
      '{ productGroup(id: 1) { children { children { children { children { children { children { id } } } } } } } }',
    );
    // Within the depth limit; six nested lists of groups are over the cost ceiling instead
    // (query-cost.test.ts), which is a different refusal.
    expect(ok.errors?.[0]?.message ?? '').not.toMatch(/depth/i);
    const deep = await dev.graphql(
      '{ productGroup(id: 1) { children { children { children { children { children { children { children { children { id } } } } } } } } } }',
    );
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses batched operations', async () => {
    const response = await post(dev, [
      { query: '{ stores { storeId } }' },
      { query: '{ stores { storeId } }' },
    ]);
    expect(response.status).toBe(400);
  });

  it('refuses a body over 1 MiB, and an analytics batch over 64 KiB, with 413 and nothing else', async () => {
    const big = await post(dev, {
      query: '{ stores { storeId } }',
      variables: { pad: 'a'.repeat(1_048_576) },
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ data: null, errors: [{ message: 'Request body is too large' }] });
    const fits = await post(dev, {
      query: '{ stores { storeId } }',
      variables: { pad: 'a'.repeat(1_000_000) },
    });
    expect(fits.status).toBe(200);
    const events = await fetch(`${dev.baseUrl}/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(65_537),
    });
    expect(events.status).toBe(413);
  });

  it('refuses mutations over GET (a link or an image must not change anything)', async () => {
    const response = await fetch(`${dev.baseUrl}/graphql?query=${encodeURIComponent('mutation { logout }')}`);
    expect(response.status).toBe(405);
  });

  it('refuses deep nesting, too many tokens and JSON syntax trees before parsing, with 400 and a clear message', async () => {
    const deep = await post(dev, { query: `{ a${'{ a'.repeat(30_000)}${'}'.repeat(30_001)}` });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({
      errors: [{ message: 'A request may nest at most 64 levels.', extensions: { code: 'INVALID_INPUT' } }],
    });
    const list = await post(dev, {
      query: `{ store(storeId: ${'['.repeat(100)}1${']'.repeat(100)}) { city } }`,
    });
    expect(list.status).toBe(400);
    const long = await post(dev, { query: `{ ${'stores { storeId } '.repeat(2000)} }` });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('5000 tokens');
    // Mercurius would read a query that is JSON as a ready-made syntax tree; we do not let it.
    const tree = JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition' }] });
    for (const query of [tree, '5', '[]', 'null']) {
      const answer = await post(dev, { query });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
        'The request is not a GraphQL document.',
      );
    }
    // Brackets inside strings and comments do not count.
    expect(nestingDepth('{ a(b: "{{{{[[[(") # ((((\n { c(d: [1]) } }')).toBe(4);
    expect(nestingDepth('{ a(b: """ {{{ \\""" {{ """) }')).toBe(2);
  });

  it('refuses U+0000 anywhere in a request before anything runs (PostgreSQL cannot store it)', async () => {
    const literal = await post(dev, { query: '{ storesByCity(city: "Phoenix\\u0000") { distance } }' });
    const variable = await post(dev, {
      query:
        'mutation ($t: String!) { sendFeedback(category: "Online Ordering Help", feedbackText: $t) { message } }',
      variables: { t: 'Lid\u0000 was loose' },
    });
    for (const answer of [literal, variable]) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        data: null,
        errors: [{ message: messages.UNSUPPORTED_CHARACTERS(), extensions: { code: 'INVALID_INPUT' } }],
      });
    }
  });

  it('hides the schema in production: no introspection, no field suggestions', async () => {
    expect(
      (await dev.graphql<{ __schema: unknown }>('{ __schema { queryType { name } } }')).data?.__schema,
    ).toBeDefined();
    const introspection = await production.graphql('{ __schema { queryType { name } } }');
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    expect(publicMessage('Cannot query field "citi" on type "Store". Did you mean "city"?', true)).toBe(
      'Cannot query field "citi" on type "Store".',
    );
    const quiet = await production.graphql('{ store(storeId: 101) { citi } }');
    expect(quiet.errors?.[0]?.message).toBe('Cannot query field "citi" on type "Store".');
    const argument = await production.graphql('{ store(storeID: 101) { city } }');
    expect(argument.errors?.map((e) => e.message).join(' ')).not.toMatch(/did you mean/i);
  });

  it('keeps its own refusals and answers an internal failure generically, without SQL or stack', async () => {
    const refused = await dev.graphql('{ priceCart(storeId: 4, items: []) { totalCents } }');
    expect(refused.errors?.[0]?.message).toBe('Please select a store.');
    // A database that has gone away: the low-level error must not reach the client.
    const broken = await startTestServer(pglite);
    await broken.database.handle.close();
    const answer = await post(broken, { query: '{ store(storeId: 101) { city } }' });
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ errors: [{ message: GENERIC_ERROR_MESSAGE }] });
    expect(text).not.toMatch(/select|stack|at \w+ \(|PGlite/i);
    await broken.app.close();
  });

  it('sends security headers with a script policy of this origin only', async () => {
    const response = await fetch(`${dev.baseUrl}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
