// The back office's orders, members and reward plans (docs/back-office-support.md), through the whole server with real
// staff tokens: partial refunds add up and never exceed what was paid, even when they race; a retried
// refund is one refund; the customer's order shows each refund; a manager of one store neither sees
// nor refunds another store's orders; support refunds but cannot edit reward plans; every change is
// in the audit log; the card suspension is lifted; a reward plan saved over an old version is refused.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { displayOrderId } from '@brewline/domain/orders/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { memberProfiles } from '../src/db/schema/members.ts';
import { orderRefunds } from '../src/db/schema/orders.ts';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { stores } from '../src/db/schema/stores.ts';
import { refundOrderPayment } from '../src/modules/orders/refunds/order-refund-service.ts';
import { saveStaff } from '../src/modules/staff/staff-repository.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import type { StaffRole } from '@brewline/domain/accounts/staff-roles';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import type { SignedUpMember } from './support/signed-in-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import type { RunningServer } from './support/test-server.ts';

const LAS_VEGAS = 118;
const PHOENIX = 111;

interface AdminOrder {
  id: string;
  number: string;
  status: string;
  totalCents: number;
  paidCents: number;
  refundableCents: number;
  refunds: { amountCents: number; reason: string; by: string }[];
  timeline: { kind: string; status: string | null; actor: string; actorKind: string }[];
}

const ORDER_FIELDS =
  'id number status totalCents paidCents refundableCents refunds { amountCents reason by } timeline { kind status actor actorKind }';

for (const kind of await availableTestDatabases()) {
  describe(`back office support on ${kind.name}`, () => {
    let server: SecuredServer;
    let alice: SignedUpMember;
    const staff = {} as Record<StaffRole | 'OTHER_MANAGER', { token: string; email: string }>;

    const as = (token: string): RunningServer => ({
      ...server,
      graphql: <T>(query: string, variables?: Record<string, unknown>) =>
        server.graphql<T>(query, variables, { token }),
    });

    /** A member order paid by credit card at `storeId`, sent; its id and total. */
    async function memberOrder(storeId: number): Promise<{ id: string; total: number }> {
      const client = as(alice.tokens.access_token);
      const order = await paidOrder(client, storeId);
      const sent = await sendOrder(client, storeId, order);
      const id = sent.data?.sendCustomerOrder.id;
      if (!id) throw new Error(`order not sent: ${JSON.stringify(sent.errors)}`);
      return { id, total: order.payment.creditCardPayment.amount };
    }

    const refund = (
      token: string,
      orderId: string,
      amountCents: number | null,
      reason: string,
      key?: string,
    ) =>
      server.graphql<{ refundOrderPart: AdminOrder }>(
        `mutation ($o: String!, $a: Int, $r: String!, $k: String) { refundOrderPart(orderId: $o, amountCents: $a, reason: $r, requestKey: $k) { ${ORDER_FIELDS} } }`,
        { o: orderId, a: amountCents, r: reason, k: key ?? null },
        { token },
      );

    const openOrder = (token: string, id: string) =>
      server.graphql<{ adminOrder: AdminOrder }>(
        `query ($id: String!) { adminOrder(id: $id) { ${ORDER_FIELDS} } }`,
        { id },
        { token },
      );

    const search = (token: string, args: Record<string, unknown>) =>
      server.graphql<{
        adminOrders: { rows: { id: string; storeId: number; refundedCents: number }[]; hasNextPage: boolean };
      }>(
        `query ($number: String, $storeId: Int, $fromDate: String, $toDate: String, $email: String, $cardLast4: String, $pageSize: Int) {
          adminOrders(number: $number, storeId: $storeId, fromDate: $fromDate, toDate: $toDate, email: $email, cardLast4: $cardLast4, pageSize: $pageSize) {
            rows { id storeId refundedCents } hasNextPage } }`,
        args,
        { token },
      );

    beforeAll(async () => {
      server = await startSecuredServer(kind, { quietBackground: true });
      const db = server.database.handle.db;
      // These tests are about who sees and refunds which orders, not about hours, and they run at
      // whatever hour the suite does: Phoenix (the manager's store) opens all day here, as Las Vegas
      // does in the demo data, so its orders are taken at 03:00 as at noon.
      const allDay = { open: '0', close: '2400' };
      await db
        .update(stores)
        .set({
          monThruThursOpen: allDay.open,
          monThruThursClose: allDay.close,
          friOpen: allDay.open,
          friClose: allDay.close,
          satOpen: allDay.open,
          satClose: allDay.close,
          sunOpen: allDay.open,
          sunClose: allDay.close,
        })
        .where(eq(stores.storeId, PHOENIX));
      alice = await server.signUp('alice');
      const people: [StaffRole | 'OTHER_MANAGER', StaffRole, number[]][] = [
        ['CHAIN_ADMIN', 'CHAIN_ADMIN', []],
        ['STORE_MANAGER', 'STORE_MANAGER', [PHOENIX]],
        ['SUPPORT', 'SUPPORT', []],
        ['OTHER_MANAGER', 'STORE_MANAGER', [LAS_VEGAS]],
      ];
      for (const [key, role, storeIds] of people) {
        const person = await server.signUp(key.toLowerCase().replace('_', ''));
        await saveStaff(db, {
          memberId: person.memberId,
          email: person.email,
          role,
          storeIds,
          invitedBy: null,
          createdAt: new Date(),
        });
        staff[key] = { token: person.tokens.access_token, email: person.email };
      }
    });
    afterAll(async () => {
      await server.close();
    });

    it('support refunds half, then the rest; refunds add up to what was paid and the customer sees each', async () => {
      const db = server.database.handle.db;
      const { id, total } = await memberOrder(LAS_VEGAS);
      const half = Math.floor(total / 2);
      const first = await refund(staff.SUPPORT.token, id, half, 'Drink was made wrong');
      expect(first.errors, first.text).toBeUndefined();
      expect(first.data?.refundOrderPart).toMatchObject({
        status: 'ORDER_SENT',
        paidCents: total,
        refundableCents: total - half,
        refunds: [{ amountCents: half, reason: 'Drink was made wrong', by: staff.SUPPORT.email }],
      });

      // More than what is left is refused with what is left, and nothing moves.
      const tooMuch = await refund(staff.SUPPORT.token, id, total - half + 1, 'Again');
      expect(tooMuch.errors?.[0]?.message).toBe(
        `Only $${((total - half) / 100).toFixed(2)} of this order can still be refunded.`,
      );

      // The customer's own order page reads the refund, to the card, with the reason.
      const own = await server.graphql<{
        pastOrder: {
          refunds: { method: string; amountCents: number }[];
          refundReason: string;
          status: string;
        };
      }>(
        'query ($id: String!) { pastOrder(id: $id) { status refunds { method amountCents } refundReason } }',
        { id },
        { token: alice.tokens.access_token },
      );
      expect(own.data?.pastOrder).toEqual({
        status: 'ORDER_SENT',
        refunds: [{ method: 'CREDIT_CARD', amountCents: half }],
        refundReason: 'Drink was made wrong',
      });
      // So does the live order page (order(id), which a guest opens with the order's viewer key).
      const live = await server.graphql<{
        order: { refunds: { method: string; amountCents: number; refundedAtStoreClock: string }[] };
      }>(
        'query ($id: String!) { order(id: $id) { refunds { method amountCents refundedAtStoreClock } refundReason } }',
        { id },
        { token: alice.tokens.access_token },
      );
      expect(live.data?.order).toMatchObject({
        refunds: [{ method: 'CREDIT_CARD', amountCents: half }],
        refundReason: 'Drink was made wrong',
      });
      // On the store's clock (Las Vegas: UTC-7 or UTC-8).
      expect(live.data?.order.refunds[0]?.refundedAtStoreClock).toMatch(/-0[78]:00$/);

      const rest = await refund(staff.SUPPORT.token, id, null, 'Customer waited too long');
      expect(rest.errors, rest.text).toBeUndefined();
      const after = rest.data?.refundOrderPart;
      expect(after?.status).toBe('ORDER_REFUND_PROCESSED');
      expect(after?.refundableCents).toBe(0);
      expect(after?.refunds.map((r) => r.amountCents)).toEqual([half, total - half]);
      // The timeline says who moved the order to Refunded.
      expect(after?.timeline.filter((e) => e.kind === 'STATUS').map((e) => [e.status, e.actorKind])).toEqual([
        ['ORDER_PROCESSING', 'CUSTOMER'],
        ['ORDER_SENT', 'CUSTOMER'],
        ['ORDER_REFUND_REQUESTED', 'STAFF'],
        ['ORDER_REFUND_PROCESSED', 'STAFF'],
      ]);

      const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.orderId, id));
      expect(intent).toMatchObject({ refundedCents: total, status: 'refunded' });
      const audit = await db
        .select({ action: auditLog.action, actor: auditLog.actorEmail, storeId: auditLog.storeId })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id)))
        .orderBy(auditLog.id);
      expect(audit).toEqual([
        { action: 'order.refund.partial', actor: staff.SUPPORT.email, storeId: LAS_VEGAS },
        { action: 'order.refund.full', actor: staff.SUPPORT.email, storeId: LAS_VEGAS },
      ]);
      const mails = await db
        .select({ kind: outboxMessages.kind })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.orderId, id), eq(outboxMessages.kind, 'ORDER_REFUNDED')));
      expect(mails).toHaveLength(2);

      const refundedAgain = await refund(staff.SUPPORT.token, id, 1, 'One more cent');
      expect(refundedAgain.errors?.[0]?.message).toBe('This order has already been refunded in full.');
    });

    it('a retried refund (same request key) is one refund', async () => {
      const { id } = await memberOrder(LAS_VEGAS);
      const key = randomUUID();
      const once = await refund(staff.SUPPORT.token, id, 100, 'Cold coffee', key);
      const twice = await refund(staff.SUPPORT.token, id, 100, 'Cold coffee', key);
      expect(once.errors, once.text).toBeUndefined();
      expect(twice.data?.refundOrderPart.refunds).toHaveLength(1);
    });

    it('twenty refunds sent at once with one request key all answer the same refund', async () => {
      const { id } = await memberOrder(LAS_VEGAS);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => refund(staff.SUPPORT.token, id, 100, 'Double tap', key)),
      );
      for (const answer of answers) expect(answer.errors, answer.text).toBeUndefined();
      for (const answer of answers)
        expect(answer.data?.refundOrderPart.refunds).toEqual([
          { amountCents: 100, reason: 'Double tap', by: staff.SUPPORT.email },
        ]);
    });

    it('refunds racing for the same order never give back more than was paid', async () => {
      const db = server.database.handle.db;
      const { id, total } = await memberOrder(LAS_VEGAS);
      const share = Math.ceil(total * 0.4);
      const deps = {
        db,
        payments: new SandboxPaymentProvider(db, () => new Date()),
        events: { publishStatus: () => undefined },
        now: new Date(),
      };
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) =>
          refundOrderPayment(
            deps,
            { kind: 'STAFF', memberId: 'racer', email: `racer${i}@example.com` },
            { orderId: id, amountCents: share, reason: `Race ${i}` },
          ),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
      const [given] = await db
        .select({ cents: sql<number>`sum(${orderRefunds.amountCents})::int` })
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, id));
      expect(given?.cents).toBe(2 * share);
      expect(given?.cents).toBeLessThanOrEqual(total);
    });

    it("a manager of one store neither finds, opens nor refunds another store's orders", async () => {
      const lasVegas = await memberOrder(LAS_VEGAS);
      const phoenix = await memberOrder(PHOENIX);
      const manager = staff.STORE_MANAGER.token; // Phoenix only

      const found = await search(manager, { pageSize: 100 });
      expect(found.errors, found.text).toBeUndefined();
      const stores = new Set(found.data?.adminOrders.rows.map((row) => row.storeId));
      expect([...stores]).toEqual([PHOENIX]);
      expect(found.data?.adminOrders.rows.map((row) => row.id)).toContain(phoenix.id);

      const byNumber = await search(manager, { number: displayOrderId(lasVegas.id) });
      expect(byNumber.data?.adminOrders.rows).toEqual([]);
      const otherStore = await search(manager, { storeId: LAS_VEGAS });
      expect(otherStore.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');

      const opened = await openOrder(manager, lasVegas.id);
      expect(opened.errors?.[0]?.extensions?.['code']).toBe('ORDER_NOT_FOUND');
      const refused = await refund(manager, lasVegas.id, 100, 'Not my store');
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('ORDER_NOT_FOUND');
      const untouched = await openOrder(staff.CHAIN_ADMIN.token, lasVegas.id);
      expect(untouched.data?.adminOrder.refunds).toEqual([]);

      // Their own store's order they open and refund.
      const own = await refund(manager, phoenix.id, 100, 'Spilled at the counter');
      expect(own.errors, own.text).toBeUndefined();
      expect(own.data?.refundOrderPart.refundableCents).toBe(phoenix.total - 100);
    });

    it('finds an order by its number, e-mail, last four digits and dates in the store’s time zone', async () => {
      const { id } = await memberOrder(LAS_VEGAS);
      const admin = staff.CHAIN_ADMIN.token;
      const ids = async (args: Record<string, unknown>) =>
        (await search(admin, { pageSize: 100, ...args })).data?.adminOrders.rows.map((row) => row.id) ?? [];
      expect(await ids({ number: `#${displayOrderId(id).toUpperCase()}` })).toEqual([id]);
      expect(await ids({ email: alice.email.toUpperCase() })).toContain(id);
      expect(await ids({ cardLast4: '4242', storeId: LAS_VEGAS })).toContain(id);
      // Placed now: today in Las Vegas; not on a day long past.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
      expect(await ids({ storeId: LAS_VEGAS, fromDate: today, toDate: today })).toContain(id);
      expect(await ids({ fromDate: today, toDate: today })).toContain(id);
      expect(await ids({ fromDate: '2020-01-01', toDate: '2020-01-02' })).not.toContain(id);
      const bad = await search(admin, { fromDate: '2026-02-30' });
      expect(bad.errors?.[0]?.message).toBe('From date must be a date like 2026-11-24.');
    });

    it('support looks up a member, sees their cards and rewards, and lifts the card suspension (audited)', async () => {
      const db = server.database.handle.db;
      // What card-registration-service does after repeated failed card numbers.
      await db
        .update(memberProfiles)
        .set({ suspiciousAt: new Date(), cardAddFailures: 5 })
        .where(eq(memberProfiles.memberId, alice.memberId));
      const suspended = await server.graphql<{ memberCards: unknown }>(
        '{ memberCards { cardNumber } }',
        {},
        {
          token: alice.tokens.access_token,
        },
      );
      expect(suspended.errors?.length ?? 0).toBeGreaterThan(0);

      const found = await server.graphql<{ adminMembers: { memberId: string; cardsSuspended: boolean }[] }>(
        'query ($q: String!) { adminMembers(query: $q) { memberId cardsSuspended } }',
        { q: alice.email },
        { token: staff.SUPPORT.token },
      );
      expect(found.data?.adminMembers).toEqual([{ memberId: alice.memberId, cardsSuspended: true }]);
      const member = await server.graphql<{
        adminMember: {
          cardsSuspendedAt: string | null;
          cards: { balanceCents: number }[];
          rewards: { points: number };
        };
      }>(
        'query ($m: String!) { adminMember(memberId: $m) { cardsSuspendedAt cards { balanceCents ledger { kind amountCents } } rewards { points } } }',
        { m: alice.memberId },
        { token: staff.SUPPORT.token },
      );
      expect(member.errors, member.text).toBeUndefined();
      expect(member.data?.adminMember.cardsSuspendedAt).not.toBeNull();

      const lifted = await server.graphql<{
        liftCardSuspension: { cardsSuspendedAt: string | null; failedCardAdds: number };
      }>(
        'mutation ($m: String!) { liftCardSuspension(memberId: $m) { cardsSuspendedAt failedCardAdds } }',
        { m: alice.memberId },
        { token: staff.SUPPORT.token },
      );
      expect(lifted.data?.liftCardSuspension).toEqual({ cardsSuspendedAt: null, failedCardAdds: 0 });
      const cards = await server.graphql(
        '{ memberCards { cardNumber } }',
        {},
        {
          token: alice.tokens.access_token,
        },
      );
      expect(cards.errors, cards.text).toBeUndefined();
      const audit = await db
        .select({ action: auditLog.action, actor: auditLog.actorEmail })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'member'), eq(auditLog.entityId, alice.memberId)));
      expect(audit).toEqual([{ action: 'member.cards.unsuspend', actor: staff.SUPPORT.email }]);

      // A store manager has no member lookup.
      const manager = await server.graphql(
        'query ($q: String!) { adminMembers(query: $q) { memberId } }',
        { q: alice.email },
        { token: staff.STORE_MANAGER.token },
      );
      expect(manager.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    });

    it('reward plans are saved over the version read; support may not edit them', async () => {
      type Plan = {
        id: number;
        name: string;
        threshold: number;
        version: number;
        validityDays: number | null;
      };
      const plans = await server.graphql<{ adminRewardPlans: Plan[] }>(
        '{ adminRewardPlans { id name threshold version validityDays } }',
        {},
        { token: staff.CHAIN_ADMIN.token },
      );
      const plan = plans.data?.adminRewardPlans[0];
      if (!plan) throw new Error(plans.text);
      const save = (token: string, version: number, threshold: number) =>
        server.graphql<{ updateRewardPlan: Plan }>(
          `mutation ($id: Int!, $v: Int!, $t: Int!, $n: String!) { updateRewardPlan(id: $id, expectedVersion: $v, name: $n, threshold: $t, rewardName: "Free drink", rewardKind: FREE_DRINK, validityDays: 30) { id threshold version validityDays } }`,
          { id: plan.id, v: version, t: threshold, n: plan.name },
          { token },
        );
      const saved = await save(staff.CHAIN_ADMIN.token, plan.version, 10);
      expect(saved.data?.updateRewardPlan).toEqual({
        id: plan.id,
        threshold: 10,
        version: plan.version + 1,
        validityDays: 30,
      });
      const stale = await save(staff.CHAIN_ADMIN.token, plan.version, 14);
      expect(stale.errors?.[0]?.extensions?.['code']).toBe('EDIT_CONFLICT');
      expect(stale.errors?.[0]?.extensions?.['current']).toMatchObject({
        threshold: 10,
        version: plan.version + 1,
      });
      const invalid = await save(staff.CHAIN_ADMIN.token, plan.version + 1, 0);
      expect(invalid.errors?.[0]?.message).toBe('Points must be a whole number from 1 to 1000.');
      const bySupport = await save(staff.SUPPORT.token, plan.version + 1, 11);
      expect(bySupport.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    });
  });
}
