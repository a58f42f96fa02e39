// Refuse before charging: checkCustomerOrder answers, before the card is confirmed, what
// sendCustomerOrder would refuse: a store turning closing soon, the chosen method's terminal down
// (another method still works: choose another pickup method), an 86'd line. Only a change after that
// answer reaches the charge-then-refund path.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminals } from '../src/db/schema/terminals.ts';
import { storeSnapshotsOf } from '../src/modules/stores/store-snapshot.ts';
import { draftOrder, paidOrder, sendOrder, type ApiClient, type OrderDraft } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

const PHOENIX = 111; // in store, drive-thru and parking lot; Saturday 5:30 to 21:30
const MIDTOWN = 101; // has 86'd the almond croissant
const ALMOND_CROISSANT = 603;
const SINGLE = 10;
// Saturday 21 Nov 2026 in Phoenix (UTC-7): 11:00, open; 21:10, closing soon.
const PHOENIX_MORNING = new Date('2026-11-21T18:00:00Z');
const PHOENIX_CLOSING_SOON = new Date('2026-11-22T04:10:00Z');

const CHECK = `query ($order: CustomerOrderInput!, $storeId: Int!) { checkCustomerOrder(order: $order, storeId: $storeId) }`;

function check(server: ApiClient, storeId: number, order: OrderDraft) {
  return server.graphql<{ checkCustomerOrder: boolean }>(CHECK, { order, storeId });
}

describe.each(kinds)('the order checked before payment, on $name', (kind) => {
  let server: RunningServer;
  let clock = PHOENIX_MORNING;

  async function setDriveThru(status: 'CONNECTED' | 'DISCONNECTED'): Promise<void> {
    const db = server.database.handle.db;
    await db
      .update(terminals)
      .set({ status })
      .where(and(eq(terminals.storeId, PHOENIX), eq(terminals.termId, 3)));
    storeSnapshotsOf(db).forget(PHOENIX);
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { now: () => clock });
  });
  afterAll(async () => {
    await server.close();
  });

  it('says yes to an order the store would take now', async () => {
    const answer = await check(server, PHOENIX, await draftOrder(server, PHOENIX, 'DRIVE_THRU'));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.checkCustomerOrder).toBe(true);
  });

  it('refuses a store that turned closing soon, with the catalogue text', async () => {
    const order = await draftOrder(server, PHOENIX);
    clock = PHOENIX_CLOSING_SOON;
    try {
      const answer = await check(server, PHOENIX, order);
      expect(answer.errors?.[0]).toMatchObject({
        message:
          'Could not complete checkout as store is closed or about to close. Please select a different store by selecting the store locator.',
        extensions: { code: 'STORE_CLOSED' },
      });
    } finally {
      clock = PHOENIX_MORNING;
    }
  });

  it("asks for another pickup method when only the chosen method's terminal is down, before and after payment", async () => {
    const drive = await draftOrder(server, PHOENIX, 'DRIVE_THRU');
    await setDriveThru('DISCONNECTED');
    try {
      const answer = await check(server, PHOENIX, drive);
      expect(answer.errors?.[0]).toMatchObject({
        message:
          'Drive-Thru pickup is not available at this store right now. Please choose another pickup method.',
        extensions: { code: 'PICKUP_METHOD_UNAVAILABLE' },
      });
      expect((await check(server, PHOENIX, await draftOrder(server, PHOENIX, 'IN_STORE'))).data).toEqual({
        checkCustomerOrder: true,
      });
      // The race: paid, then refused with the same reason, and the money returned.
      await setDriveThru('CONNECTED');
      const paid = await paidOrder(server, PHOENIX, 'DRIVE_THRU');
      await setDriveThru('DISCONNECTED');
      const sent = await sendOrder(server, PHOENIX, paid);
      expect(sent.errors?.[0]?.extensions).toMatchObject({
        code: 'PICKUP_METHOD_UNAVAILABLE',
        refunded: true,
      });
    } finally {
      await setDriveThru('CONNECTED');
    }
  });

  it('refuses an 86ed line, naming it and the line to remove', async () => {
    const order = await draftOrder(server, MIDTOWN);
    const lineId = randomUUID();
    order.items.push({ lineId, productId: ALMOND_CROISSANT, sizeId: SINGLE, quantity: 1, modifiers: [] });
    const answer = await check(server, MIDTOWN, order);
    expect(answer.errors?.[0]?.message).toContain('Almond Croissant');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'ITEMS_UNAVAILABLE', lineIds: [lineId] });
  });
});
