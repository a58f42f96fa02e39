// An outside attack's findings 3 and 4 (docs/reliability.md): U+0000 and other bad input on every path outside GraphQL over HTTP
// (the sandbox provider, the sign-in forms, the OIDC endpoints, /events, /board/pair, the live
// socket) answers a 4xx with a clear message: never a 5xx, SQL, a stack or the client's address.
// Deeply nested JSON is refused with 400 before anything walks it. PGlite and PostgreSQL.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { messages } from '@brewline/domain/messages/messages';
import { leaksIn } from './support/answer-checks.ts';
import { startAuthorization } from './support/oidc-browser.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();
const NUL = '\u0000';
const UNSUPPORTED = messages.UNSUPPORTED_CHARACTERS();

/** A JSON text nested `levels` deep: [[[...]]]. */
const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe.each(kinds)('bad input outside GraphQL on $name', (kind) => {
  let server: SecuredServer;
  beforeAll(async () => {
    server = await startSecuredServer(kind, { logLevel: 'silent' });
  });
  afterAll(async () => {
    await server.close();
  });

  async function expectRefused(response: Response, inputs: string[] = []): Promise<string> {
    const text = await response.text();
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
    expect(leaksIn(text, inputs)).toEqual([]);
    expect(text).not.toContain('127.0.0.1');
    return text;
  }

  const postJson = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses U+0000 in the sandbox provider path and body', async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };
    const inPath = await postJson('/sandbox/v1/payment_intents/%00/confirm', { client_secret: 'x', card });
    expect(await expectRefused(inPath)).toContain(UNSUPPORTED);
    const inBody = await postJson('/sandbox/v1/payment_intents/pi_1/confirm', {
      client_secret: `a${NUL}b`,
      card,
    });
    expect(await expectRefused(inBody)).toContain(UNSUPPORTED);
  });

  it('refuses U+0000 in the sign-in and sign-up forms', async () => {
    const start = await startAuthorization(server.baseUrl);
    const signIn = await start.browser.postForm(`${start.interactionPath}/login`, {
      email: `a${NUL}@example.com`,
      password: 'espresso-1',
    });
    expect(await expectRefused(signIn)).toContain(UNSUPPORTED);
    const signUp = await start.browser.postForm(`${start.interactionPath}/signup`, {
      firstName: `Ada${NUL}`,
      lastName: 'Lovelace',
      email: 'ada.nul@example.com',
      phone: '3127360145',
      password: 'espresso-1',
      retypePassword: 'espresso-1',
    });
    expect(await expectRefused(signUp)).toContain(UNSUPPORTED);
  });

  it('refuses U+0000 at the authorization and token endpoints', async () => {
    await expectRefused(await fetch(`${server.baseUrl}/oidc/auth?client_id=%00&response_type=code`));
    for (const field of ['client_id', 'code', 'refresh_token']) {
      const form = new URLSearchParams({
        client_id: 'brewline-web',
        grant_type: field === 'refresh_token' ? 'refresh_token' : 'authorization_code',
        code: 'abc',
        refresh_token: 'abc',
        code_verifier: 'v'.repeat(43),
        redirect_uri: 'http://127.0.0.1:3100/login',
        [field]: `a${NUL}b`,
      });
      const response = await fetch(`${server.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      await expectRefused(response);
    }
  });

  it('refuses U+0000 in analytics batches and board pairing codes', async () => {
    const events = await postJson('/events', {
      sessionCartId: `s${NUL}`,
      events: [{ name: 'page_view', at: new Date().toISOString(), props: {} }],
    });
    expect(await expectRefused(events)).toContain(UNSUPPORTED);
    expect(await expectRefused(await postJson('/board/pair', { code: `12${NUL}34` }))).toContain(UNSUPPORTED);
  });

  it('refuses JSON nested 10,000 deep with 400, on GraphQL and elsewhere, without walking it', async () => {
    const variables = `{"query":"{ stores { storeId } }","variables":{"unused":${deepJson(10_000)}}}`;
    const graphql = await postJson('/graphql', variables);
    expect(graphql.status).toBe(400);
    const answer = (await graphql.json()) as { errors: { message: string }[] };
    expect(answer.errors[0]?.message).toMatch(/nest/i);
    expect(JSON.stringify(answer)).not.toContain('call stack');
    const events = await postJson('/events', `{"events":${deepJson(10_000)}}`);
    expect(await expectRefused(events)).toMatch(/nest/i);
  });

  it('answers a subscription with U+0000 in its arguments with a clear error, over the socket', async () => {
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const errorsOf = (query: string, variables: Record<string, unknown> = {}) =>
      new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('quiet'), 2000);
        client.subscribe(
          { query, variables },
          {
            next: (value) => {
              clearTimeout(timer);
              resolve(JSON.stringify(value));
            },
            error: (error: unknown) => {
              clearTimeout(timer);
              resolve(JSON.stringify(error));
            },
            complete: () => undefined,
          },
        );
      });
    try {
      const literal = await errorsOf('subscription { orderStatus(id: "a\\u0000b") { status } }');
      expect(leaksIn(literal, [])).toEqual([]);
      expect(literal).toContain(UNSUPPORTED);
      const variable = await errorsOf('subscription ($id: String!) { orderStatus(id: $id) { status } }', {
        id: `a${NUL}b`,
      });
      expect(leaksIn(variable, [])).toEqual([]);
      expect(variable).toContain(UNSUPPORTED);
    } finally {
      await client.dispose();
    }
  });
});
