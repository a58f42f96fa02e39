// A revoked board's open live connection ends at once, on every server: with two API servers on one
// PostgreSQL database and one Redis, a board connected to server B is closed, with the code the board
// reads as "revoked", within a second of a manager revoking it through server A. On a single server
// without Redis it is closed at once too, and a board revoked outside the server (the terminal CLI,
// another process) is closed by the sweep.
import { TERMINAL_REVOKED_CLOSE_CODE } from '@brewline/domain/protocol/board-socket';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../src/db/client.ts';
import { loadIdentityConfig } from '../src/identity/identity-config.ts';
import { COMMAND_LINE_ACTOR } from '../src/modules/audit/audit-log.ts';
import { REVOKED_SWEEP_MS } from '../src/modules/terminals/board-connections.ts';
import { revokeTerminal } from '../src/modules/terminals/terminal-admin-service.ts';
import { saveStaff } from '../src/modules/staff/staff-repository.ts';
import { createPairingCode, revokeCredential } from '../src/modules/terminals/terminal-credentials.ts';
import { createFreshPostgres, postgresAnswers, type FreshPostgres } from './support/fresh-postgres.ts';
import { freePort } from './support/free-port.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { signUpMember } from './support/signed-in-server.ts';
import { startServerOnDatabase } from './support/server-on-database.ts';
import { pglite } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';
import {
  dropRedisPrefix,
  scaleOutServicesAvailable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from './support/test-redis.ts';

const STORE = 118; // Las Vegas, open 24 hours
const COUNTER = 2;

/** Pairs a board for the counter through `baseUrl`; its token and credential. */
async function pairBoard(baseUrl: string, db: Db) {
  const { id, code } = await createPairingCode(db, STORE, COUNTER, new Date());
  const response = await fetch(`${baseUrl}/board/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const { token } = (await response.json()) as { token: string };
  return { token, credentialId: id };
}

interface LiveBoard {
  client: Client;
  /** Resolves with the close code and when it came. */
  closed: Promise<{ code: number; at: number }>;
  /** Resolves once the board's subscription is running on the server. */
  subscribed: Promise<void>;
}

/** A board's live connection as the board app opens it: its token, and its order feed. */
function connectBoard(baseUrl: string, token: string): LiveBoard {
  let onClosed: (value: { code: number; at: number }) => void = () => undefined;
  const closed = new Promise<{ code: number; at: number }>((resolve) => (onClosed = resolve));
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { token },
    retryAttempts: 0,
    on: {
      closed: (event) => {
        const code = event instanceof Object && 'code' in event ? Number(event.code) : 0;
        onClosed({ code, at: Date.now() });
      },
    },
  });
  // The store's board feed: its first answer (the board's own query) says the subscription runs.
  const subscribed = new Promise<void>((resolve) => {
    client.subscribe(
      { query: 'subscription { boardEvents { kind } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    client.on('connected', () => setTimeout(resolve, 300));
  });
  return { client, closed, subscribed };
}

const run = await scaleOutServicesAvailable(postgresAnswers);

describe.runIf(run)('revoking a board with two API servers', () => {
  let database: FreshPostgres;
  let prefix: string;
  let a: RunningServer;
  let b: RunningServer;
  let manager = '';

  beforeAll(async () => {
    database = await createFreshPostgres('boardrevoke');
    prefix = testRedisPrefix('boardrevoke');
    const portA = await freePort();
    // One issuer for both, as behind a load balancer: a token from either works on the other.
    const options = {
      identity: loadIdentityConfig({ PUBLIC_URL: `http://127.0.0.1:${portA}` }, portA),
      realtime: { redisUrl: TEST_REDIS_URL, prefix },
      schedulerPollMs: null,
      mail: null,
    };
    a = await startServerOnDatabase(database.url, options, portA);
    b = await startServerOnDatabase(database.url, options);
    const person = await signUpMember(a.baseUrl, 'boardrevoker');
    await saveStaff(a.database.handle.db, {
      memberId: person.memberId,
      email: person.email,
      role: 'STORE_MANAGER',
      storeIds: [STORE],
      invitedBy: null,
      createdAt: new Date(),
    });
    manager = person.token;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    if (prefix) await dropRedisPrefix(prefix);
  });

  it('closes the board connected to server B within a second of a revoke through server A', async () => {
    const { token, credentialId } = await pairBoard(b.baseUrl, b.database.handle.db);
    const board = connectBoard(b.baseUrl, token);
    await board.subscribed;
    // Another board of the store, on its own credential, is untouched by this revocation.
    const other = await pairBoard(b.baseUrl, b.database.handle.db);
    const otherBoard = connectBoard(b.baseUrl, other.token);
    await otherBoard.subscribed;

    const revokedAt = Date.now();
    const revoked = await graphqlOver<{ revokeTerminalCredential: { state: string } }>(
      a.baseUrl,
      `mutation { revokeTerminalCredential(storeId: ${STORE}, credentialId: ${credentialId}) { state } }`,
      {},
      manager,
    );
    expect(revoked.errors, JSON.stringify(revoked.errors)).toBeUndefined();
    expect(revoked.data?.revokeTerminalCredential.state).toBe('REVOKED');

    const closed = await Promise.race([
      board.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
    ]);
    expect(closed?.code).toBe(TERMINAL_REVOKED_CLOSE_CODE);
    expect((closed?.at ?? Infinity) - revokedAt).toBeLessThan(1000);
    // The other board's connection is still live: it hears nothing of this.
    const stillOpen = await Promise.race([
      otherBoard.closed.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300)),
    ]);
    expect(stillOpen).toBe(true);
    await Promise.all([board.client.dispose(), otherBoard.client.dispose()]);
  });
});

describe('revoking a board on one server without Redis', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(pglite);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('closes the board at once when the revocation is made in this server', async () => {
    const { token, credentialId } = await pairBoard(server.baseUrl, server.database.handle.db);
    const board = connectBoard(server.baseUrl, token);
    await board.subscribed;
    const revokedAt = Date.now();
    await revokeTerminal(server.database.handle.db, COMMAND_LINE_ACTOR, STORE, credentialId, new Date());
    const closed = await Promise.race([
      board.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
    ]);
    expect(closed?.code).toBe(TERMINAL_REVOKED_CLOSE_CODE);
    expect((closed?.at ?? Infinity) - revokedAt).toBeLessThan(1000);
    await board.client.dispose();
  });

  it('closes a board revoked outside the server (the terminal CLI) at the next sweep', async () => {
    const { token, credentialId } = await pairBoard(server.baseUrl, server.database.handle.db);
    const board = connectBoard(server.baseUrl, token);
    await board.subscribed;
    const revokedAt = Date.now();
    await revokeCredential(server.database.handle.db, credentialId, new Date());
    const closed = await Promise.race([
      board.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), REVOKED_SWEEP_MS * 2)),
    ]);
    expect(closed?.code).toBe(TERMINAL_REVOKED_CLOSE_CODE);
    expect((closed?.at ?? Infinity) - revokedAt).toBeLessThan(REVOKED_SWEEP_MS + 1000);
    await board.client.dispose();
    // The terminal's DISCONNECTED is written as the socket closes: before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
});
