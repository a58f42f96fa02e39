// The fuzz suite beyond GraphQL (docs/reliability.md): every route a browser or an attacker reaches without the
// GraphQL schema gets generated input (hostile text, U+0000, wrong types, deep and odd JSON, broken
// encodings) under the same rules as fuzz-mutations.test.ts: no 5xx, no SQL, stack, server path or
// database words in the answer, and nothing committed by a refusal. The sandbox provider, /events,
// /board/pair, the sign-in and sign-up forms, the authorization and token endpoints, static paths,
// and live-socket frames. PGlite, app.inject where no cookie or socket is needed.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { escapeHtml } from '../src/identity/page-layout.ts';
import { leaksIn } from './support/answer-checks.ts';
import { installChangeLog, type ChangeLog } from './support/change-log.ts';
import { HOSTILE_STRINGS } from './support/fuzz-inputs.ts';
import { startAuthorization, type AuthorizationStart } from './support/oidc-browser.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const [pglite] = await availableTestDatabases();
if (!pglite) throw new Error('no embedded database');

const RUNS = Number(process.env['FUZZ_HTTP_INPUTS'] ?? 120);
const SEED = Number(process.env['FUZZ_SEED'] ?? 9_090_909);

const text = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
/** Any JSON value a caller could send where an object is expected, nested a little. */
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;
/** encodeURIComponent refuses half a surrogate pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A path segment or a query value as raw URL text: percent escapes included, some of them broken. */
const urlText = fc.oneof(
  text.map((value) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'))),
  fc.constantFrom('%00', '%', '%zz', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', '%2e%2e/', '%FF%FE', '%u0000'),
);

function stringsOf(input: unknown): string[] {
  if (typeof input === 'string') return [input];
  if (Array.isArray(input)) return input.flatMap(stringsOf);
  if (typeof input === 'object' && input !== null) {
    return Object.entries(input).flatMap(([key, value]) => [key, ...stringsOf(value)]);
  }
  return [];
}

interface Failure {
  route: string;
  input: string;
  problem: string;
}

describe('fuzzing every route outside GraphQL', () => {
  let server: SecuredServer;
  let changes: ChangeLog;
  let interaction: AuthorizationStart;
  const failures: Failure[] = [];

  beforeAll(async () => {
    server = await startSecuredServer(pglite, {
      logLevel: 'silent',
      addressLimits: { events: 1e9, signUps: 1e9, passwordResets: 1e9, queries: 1e9 },
      // What changes in the database while a refused input is answered must be that input's doing.
      quietBackground: true,
    });
    interaction = await startAuthorization(server.baseUrl);
    changes = await installChangeLog(server.database.handle.db);
    await changes.take();
  });
  afterAll(async () => {
    await server.close();
  });

  beforeEach(() => {
    failures.length = 0;
  });

  /** Records what is wrong with one answer; `mayWrite` when an accepted input may store something. */
  async function check(route: string, input: unknown, status: number, body: string, mayWrite: boolean) {
    const inputText = typeof input === 'string' ? input : JSON.stringify(input);
    // The caller's own text may come back (a form keeps what was typed, HTML-escaped): not a leak.
    const echoes = stringsOf(input).flatMap((value) => [value, escapeHtml(value)]);
    const problems = leaksIn(body, echoes);
    if (status >= 500) problems.push(`HTTP ${status}`);
    const changed = await changes.take();
    if (changed.length > 0 && (status >= 400 || !mayWrite)) {
      problems.push(`answered ${status}, yet changed ${[...new Set(changed)].join(', ')}`);
    }
    for (const problem of problems) failures.push({ route, input: inputText.slice(0, 200), problem });
  }

  const report = () =>
    failures
      .slice(0, 10)
      .map((f) => `${f.route} ${f.problem}\n  input: ${f.input}`)
      .join('\n');

  it('keeps every JSON route to the rules: the sandbox provider, /events, /board/pair', async () => {
    const routes: [string, (id: string) => string, boolean][] = [
      ['sandbox confirm', (id) => `/sandbox/v1/payment_intents/${id}/confirm`, false],
      ['events', () => '/events', true],
      ['board pair', () => '/board/pair', false],
    ];
    const inputs = fc.sample(fc.tuple(urlText, json, fc.constantFrom('application/json', 'text/plain')), {
      numRuns: RUNS,
      seed: SEED,
    });
    for (const [name, path, mayWrite] of routes) {
      for (const [id, body, type] of inputs) {
        const response = await server.app.inject({
          method: 'POST',
          url: path(id),
          headers: { 'content-type': type },
          payload: JSON.stringify(body),
        });
        await check(name, { id, body }, response.statusCode, response.body, mayWrite);
      }
    }
    expect(failures, report()).toEqual([]);
  });

  it('keeps the authorization and token endpoints and static paths to the rules', async () => {
    const inputs = fc.sample(
      fc.tuple(
        urlText,
        urlText,
        fc.constantFrom('client_id', 'code', 'refresh_token', 'redirect_uri', 'code_verifier'),
      ),
      {
        numRuns: RUNS,
        seed: SEED + 1,
      },
    );
    for (const [value, path, field] of inputs) {
      const auth = await server.app.inject({
        method: 'GET',
        url: `/oidc/auth?client_id=brewline-web&response_type=code&${field}=${value}`,
      });
      await check('authorization endpoint', value, auth.statusCode, auth.body, false);
      const token = await server.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=${field === 'refresh_token' ? 'refresh_token' : 'authorization_code'}&client_id=brewline-web&${field}=${value}`,
      });
      await check('token endpoint', value, token.statusCode, token.body, false);
      for (const prefix of ['/', '/product-data/', '/art/', '/board/', '/oidc/interaction/']) {
        const page = await server.app.inject({ method: 'GET', url: `${prefix}${path}` });
        await check(`GET ${prefix}`, path, page.statusCode, page.body, false);
      }
    }
    expect(failures, report()).toEqual([]);
  });

  it('keeps the sign-in and sign-up forms to the rules', async () => {
    const fields = fc.record({
      email: text,
      password: text,
      firstName: text,
      lastName: text,
      phone: text,
      retypePassword: text,
    });
    const inputs = fc.sample(fields, { numRuns: Math.ceil(RUNS / 4), seed: SEED + 2 });
    for (const values of inputs) {
      for (const form of ['login', 'signup']) {
        const response = await interaction.browser.postForm(`${interaction.interactionPath}/${form}`, values);
        // A generated form that happens to be valid signs up (an account is written) or in: both fine.
        await check(`${form} form`, values, response.status, await response.text(), response.status === 303);
      }
      if (failures.length > 0) break;
    }
    expect(failures, report()).toEqual([]);
  });

  it('keeps live-socket frames to the rules: garbage, odd JSON, U+0000, unknown types', async () => {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const received: string[] = [];
    socket.on('message', (data: Buffer) => received.push(data.toString()));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    const frames = fc.sample(
      fc.oneof(
        text,
        json.map((value) => JSON.stringify(value)),
        fc
          .record({
            type: fc.constantFrom('subscribe', 'complete', 'ping', 'pong', 'next', 'bogus'),
            id: fc.oneof(text, fc.integer()),
            payload: fc.oneof(
              json,
              fc.record({ query: text, variables: json }),
              fc.record({
                query: fc.constant('subscription ($id: String!) { orderStatus(id: $id) { status } }'),
                variables: fc.record({ id: text }),
              }),
            ),
          })
          .map((frame) => JSON.stringify(frame)),
      ),
      { numRuns: RUNS, seed: SEED + 3 },
    );
    for (const frame of frames) {
      if (socket.readyState !== WebSocket.OPEN) break;
      socket.send(frame);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.close();
    await closed;
    for (const message of received) {
      for (const problem of leaksIn(message, []))
        failures.push({ route: 'socket', input: message.slice(0, 200), problem });
    }
    // A server that stayed up answers the next request.
    expect((await server.graphql('{ stores { storeId } }')).status).toBe(200);
    expect(failures, report()).toEqual([]);
  });
});
