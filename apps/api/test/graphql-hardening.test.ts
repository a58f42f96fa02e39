// What one GraphQL request may ask and what errors may say, and the security headers. None of this
// depends on the database, so it runs on the embedded one only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, publicMessage } from '../src/graphql/hardening.ts';
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
    expect(ok.errors).toBeUndefined();
    const deep = await dev.graphql(
      '{ productGroup(id: 1) { children { children { children { children { children { children { children { children { id } } } } } } } } } }',
    );
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: store(storeId: 101) { city }`).join(' ')} }`;
    expect((await dev.graphql(aliases(15))).errors).toBeUndefined();
    expect((await dev.graphql(aliases(16))).errors?.[0]?.message).toBe(
      'A request may use at most 15 aliases.',
    );
  });

  it('refuses a document asking for more than 400 fields', async () => {
    const fields = Array.from({ length: 401 }, () => 'city').join(' ');
    expect((await dev.graphql(`{ store(storeId: 101) { ${fields} } }`)).errors?.[0]?.message).toBe(
      'A request may ask for at most 400 fields.',
    );
  });

  it('refuses batched operations', async () => {
    const response = await post(dev, [
      { query: '{ stores { storeId } }' },
      { query: '{ stores { storeId } }' },
    ]);
    expect(response.status).toBe(400);
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
