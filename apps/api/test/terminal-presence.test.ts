// Terminal presence under load and at shutdown (docs/performance.md, "Live status for thousands"):
// a server holding many boards keeps every one CONNECTED even when each statement is slow, and a
// stopping server neither writes after it stopped nor, from the start of its hand-over, marks its
// boards DISCONNECTED behind the server they reconnected to.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/stores.ts';
import { terminals } from '../src/db/schema/terminals.ts';
import { STALE_AFTER_MS, TerminalPresence } from '../src/modules/terminals/terminal-presence.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();
const BOARD_TERM = 7; // a terminal number the seed does not use, so the seed's terminals stay as they are

describe.each(kinds)('terminal presence on $name', (kind) => {
  let server: RunningServer;
  let storeIds: number[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    storeIds = (await server.database.handle.db.select({ id: stores.storeId }).from(stores)).map((s) => s.id);
  });
  afterAll(async () => {
    await server.close();
  });

  const boardsOf = async (ids: number[]) =>
    server.database.handle.db
      .select({ storeId: terminals.storeId, status: terminals.status })
      .from(terminals)
      .where(and(eq(terminals.termId, BOARD_TERM), inArray(terminals.storeId, ids)));

  it("keeps every board of a busy server CONNECTED: one round's refresh is one statement, not one per board", async () => {
    expect(storeIds.length).toBeGreaterThan(3);
    const db = server.database.handle.db;
    // A busy database: every statement takes a second, read as a clock that moves a second each time
    // the presence asks it the time. Refreshed one by one, the first boards' times fell more than
    // STALE_AFTER_MS behind the round's end, and the round's own expiry (or another server's) took them.
    let clock = Date.now();
    const busy = new TerminalPresence(db, () => new Date((clock += 1000)), server.app.log);
    for (const storeId of storeIds) await busy.connected({ credentialId: 0, storeId, termId: BOARD_TERM });
    expect((await boardsOf(storeIds)).every((t) => t.status === 'CONNECTED')).toBe(true);

    // Time passes beyond the stale limit, as between two heartbeats of a loaded server; then a round.
    clock += STALE_AFTER_MS;
    await busy.tick();
    const after = await boardsOf(storeIds);
    expect(after.length).toBe(storeIds.length);
    expect(after.filter((t) => t.status !== 'CONNECTED')).toEqual([]);
    await busy.stop();
    await db.delete(terminals).where(eq(terminals.termId, BOARD_TERM));
  });

  it('a stopped server writes no presence: its boards stay as the server they moved to left them', async () => {
    const db = server.database.handle.db;
    const [storeId] = storeIds;
    const board = { credentialId: 0, storeId: storeId ?? 0, termId: BOARD_TERM };
    const stopping = new TerminalPresence(db, () => new Date(), server.app.log);
    const surviving = new TerminalPresence(db, () => new Date(), server.app.log);
    await stopping.connected(board);
    await stopping.stop();
    // The board reconnects to the other server before the stopping one hears its socket close.
    await surviving.connected(board);
    await stopping.disconnected(board);
    expect(await boardsOf([board.storeId])).toEqual([{ storeId: board.storeId, status: 'CONNECTED' }]);
    await surviving.stop();
    await db.delete(terminals).where(eq(terminals.termId, BOARD_TERM));
  });

  it('a server handing its boards over writes no DISCONNECTED, and keeps the rest of its boards fresh', async () => {
    const db = server.database.handle.db;
    const [movingStore = 0, stayingStore = 0] = storeIds;
    const moving = { credentialId: 0, storeId: movingStore, termId: BOARD_TERM };
    const staying = { credentialId: 0, storeId: stayingStore, termId: BOARD_TERM };
    let clock = Date.now();
    const handingOver = new TerminalPresence(db, () => new Date(clock), server.app.log);
    const surviving = new TerminalPresence(db, () => new Date(clock), server.app.log);
    await handingOver.connected(moving);
    await handingOver.connected(staying);
    handingOver.leaving();
    // The first board moves within milliseconds: the other server marks it before this one hears it go.
    await surviving.connected(moving);
    await handingOver.disconnected(moving);
    expect(await boardsOf([movingStore])).toEqual([{ storeId: movingStore, status: 'CONNECTED' }]);
    // The second board's turn has not come: a heartbeat past the stale limit keeps it CONNECTED.
    clock += STALE_AFTER_MS + 1000;
    await handingOver.tick();
    expect(await boardsOf([stayingStore])).toEqual([{ storeId: stayingStore, status: 'CONNECTED' }]);
    await handingOver.stop();
    await surviving.stop();
    await db.delete(terminals).where(eq(terminals.termId, BOARD_TERM));
  });
});
