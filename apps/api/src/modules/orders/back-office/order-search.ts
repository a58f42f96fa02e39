// The back office's order search: by the number customers read, store, dates (each store's own
// calendar), e-mail or a card's last four digits, newest first or by total, a page at a time. Every
// filter is served by an index (db schema: orders_*_idx, payment_intents_order_last4_idx,
// member_profiles_email_idx); a store manager's search is always limited to their stores.
import { zonedInstant, type CivilDate } from '@brewline/domain/lib/zoned-time';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { memberProfiles } from '../../../db/schema/members.ts';
import { orderRefunds, orders } from '../../../db/schema/orders.ts';
import { paymentIntents } from '../../../db/schema/payments.ts';
import { stores } from '../../../db/schema/stores.ts';

export type OrderSort = 'PLACED_AT' | 'TOTAL';

export interface OrderSearch {
  /** The number customers read (#1a2b3c4d5e6f) or the whole id. */
  number?: string | null;
  storeId?: number | null;
  /** yyyy-MM-dd, both inclusive, in each order's store's time zone. */
  fromDate?: string | null;
  toDate?: string | null;
  email?: string | null;
  cardLast4?: string | null;
  status?: string | null;
  sort: OrderSort;
  descending: boolean;
  /** 0-based. */
  page: number;
  pageSize: number;
  /** 'ALL' or the stores the person may see. */
  scope: 'ALL' | readonly number[];
}

export interface OrderSearchRow {
  id: string;
  storeId: number;
  storeName: string;
  timeZone: string;
  status: string;
  placedAt: Date;
  totalCents: number;
  refundedCents: number;
  pickupName: string;
  email: string | null;
  cardLast4: string | null;
}

export interface OrderSearchPage {
  rows: OrderSearchRow[];
  hasNextPage: boolean;
  /** How many orders match, counted up to COUNT_LIMIT (a chain's whole history is not counted). */
  total: number;
  totalIsCapped: boolean;
}

/** Counting stops here: "10,000+" tells a person to narrow the search, at a bounded cost. */
export const COUNT_LIMIT = 10_000;

/** yyyy-MM-dd as a civil date, or null. */
export function parseCivilDate(text: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** No zone is more than 14 hours from UTC: a coarse bound the index can use before the exact one. */
const WIDEST_OFFSET_MS = 14 * 3_600_000;
const DAY_MS = 86_400_000;

function dateConditions(search: OrderSearch, storeZone: string | null): SQL[] {
  const conditions: SQL[] = [];
  const from = search.fromDate ? parseCivilDate(search.fromDate) : null;
  const to = search.toDate ? parseCivilDate(search.toDate) : null;
  if (from) {
    if (storeZone) conditions.push(gte(orders.placedAt, zonedInstant(from, 0, storeZone)));
    else {
      const utcMidnight = Date.UTC(from.year, from.month - 1, from.day);
      conditions.push(gte(orders.placedAt, new Date(utcMidnight - WIDEST_OFFSET_MS)));
      conditions.push(
        sql`${orders.placedAt} >= (${search.fromDate}::date)::timestamp at time zone ${stores.timeZone}`,
      );
    }
  }
  if (to) {
    if (storeZone) conditions.push(lt(orders.placedAt, zonedInstant(to, 1440, storeZone)));
    else {
      const utcMidnight = Date.UTC(to.year, to.month - 1, to.day) + DAY_MS;
      conditions.push(lt(orders.placedAt, new Date(utcMidnight + WIDEST_OFFSET_MS)));
      conditions.push(
        sql`${orders.placedAt} < ((${search.toDate}::date + 1)::timestamp at time zone ${stores.timeZone})`,
      );
    }
  }
  return conditions;
}

/** The id part customers read: after the id's 24th character (domain displayOrderId). */
function numberCondition(number: string): SQL {
  const wanted = number.trim().replace(/^#/, '').toLowerCase();
  return wanted.length > 12 ? eq(orders.id, wanted) : sql`substr(${orders.id}, 25) = ${wanted}`;
}

interface PageRow extends Omit<
  OrderSearchRow,
  'refundedCents' | 'email' | 'cardLast4' | 'storeName' | 'timeZone'
> {
  guestEmail: string | null;
  appUserId: string | null;
  paymentIntentId: string | null;
}

async function withDetails(db: Db, page: PageRow[]): Promise<OrderSearchRow[]> {
  const ids = page.map((row) => row.id);
  const members = [...new Set(page.flatMap((row) => (row.appUserId ? [row.appUserId] : [])))];
  const intents = page.flatMap((row) => (row.paymentIntentId ? [row.paymentIntentId] : []));
  const storeIds = [...new Set(page.map((row) => row.storeId))];
  const [refunds, profiles, cards, storeRows] = await Promise.all([
    ids.length
      ? db
          .select({
            orderId: orderRefunds.orderId,
            cents: sql<number>`sum(${orderRefunds.amountCents})::int`.mapWith(Number),
          })
          .from(orderRefunds)
          .where(inArray(orderRefunds.orderId, ids))
          .groupBy(orderRefunds.orderId)
      : [],
    members.length
      ? db
          .select({ memberId: memberProfiles.memberId, email: memberProfiles.email })
          .from(memberProfiles)
          .where(inArray(memberProfiles.memberId, members))
      : [],
    intents.length
      ? db
          .select({ id: paymentIntents.id, last4: paymentIntents.cardLast4 })
          .from(paymentIntents)
          .where(inArray(paymentIntents.id, intents))
      : [],
    storeIds.length
      ? db
          .select({ storeId: stores.storeId, name: stores.name, timeZone: stores.timeZone })
          .from(stores)
          .where(inArray(stores.storeId, storeIds))
      : [],
  ]);
  const storesById = new Map(storeRows.map((row) => [row.storeId, row]));
  const refunded = new Map(refunds.map((row) => [row.orderId, row.cents]));
  const emails = new Map(profiles.map((row) => [row.memberId, row.email]));
  const last4 = new Map(cards.map((row) => [row.id, row.last4]));
  return page.map(({ guestEmail, appUserId, paymentIntentId, ...row }) => ({
    ...row,
    storeName: storesById.get(row.storeId)?.name ?? `Store ${row.storeId}`,
    timeZone: storesById.get(row.storeId)?.timeZone ?? 'UTC',
    refundedCents: refunded.get(row.id) ?? 0,
    email: guestEmail ?? (appUserId ? (emails.get(appUserId) ?? null) : null),
    cardLast4: paymentIntentId ? (last4.get(paymentIntentId) ?? null) : null,
  }));
}

export async function searchOrders(db: Db, search: OrderSearch): Promise<OrderSearchPage> {
  const conditions: SQL[] = [];
  if (search.scope !== 'ALL') conditions.push(inArray(orders.storeId, [...search.scope, -1]));
  let storeZone: string | null = null;
  if (search.storeId != null) {
    conditions.push(eq(orders.storeId, search.storeId));
    const [store] = await db
      .select({ timeZone: stores.timeZone })
      .from(stores)
      .where(eq(stores.storeId, search.storeId));
    storeZone = store?.timeZone ?? null;
  }
  conditions.push(...dateConditions(search, storeZone));
  if (search.number?.trim()) conditions.push(numberCondition(search.number));
  if (search.status) conditions.push(eq(orders.status, search.status));
  const email = search.email?.trim().toLowerCase();
  if (email) {
    // The members with this address first (a handful), so both halves of the OR use an index.
    const members = await db
      .select({ id: memberProfiles.memberId })
      .from(memberProfiles)
      .where(sql`lower(${memberProfiles.email}) = ${email}`);
    const byGuest = sql`lower(${orders.guestEmail}) = ${email}`;
    conditions.push(
      members.length > 0
        ? (or(
            byGuest,
            inArray(
              orders.appUserId,
              members.map((member) => member.id),
            ),
          ) ?? byGuest)
        : byGuest,
    );
  }
  const last4 = search.cardLast4?.trim();
  if (last4) {
    const intents = db
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(and(eq(paymentIntents.cardLast4, last4), sql`${paymentIntents.orderId} is not null`));
    conditions.push(inArray(orders.paymentIntentId, intents));
  }
  const direction = search.descending ? desc : asc;
  const order =
    search.sort === 'TOTAL'
      ? [direction(orders.totalCents), direction(orders.placedAt), direction(orders.id)]
      : [direction(orders.placedAt), direction(orders.id)];
  // The page first, from plain columns (an index walk or a top-N sort); what each row also shows
  // (refunded, e-mail, last four) is read for those rows only, never for every matching order.
  // Only a chain-wide date range reads the stores' zones in the query; otherwise the page comes
  // from the orders alone (the placed-at index walked in order) and store names are added after.
  const zonedDates = storeZone === null && Boolean(search.fromDate || search.toDate);
  const pageBase = db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      status: orders.status,
      placedAt: orders.placedAt,
      totalCents: orders.totalCents,
      pickupName: orders.pickupName,
      guestEmail: orders.guestEmail,
      appUserId: orders.appUserId,
      paymentIntentId: orders.paymentIntentId,
    })
    .from(orders);
  const page = await (zonedDates ? pageBase.innerJoin(stores, eq(stores.storeId, orders.storeId)) : pageBase)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(search.pageSize + 1)
    .offset(search.page * search.pageSize);
  const rows = await withDetails(db, page.slice(0, search.pageSize));
  const countBase = db.select({ one: sql`1` }).from(orders);
  const matching = (zonedDates ? countBase.innerJoin(stores, eq(stores.storeId, orders.storeId)) : countBase)
    .where(and(...conditions))
    .limit(COUNT_LIMIT + 1)
    .as('matching');
  const [counted] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(matching);
  const total = counted?.n ?? 0;
  return {
    rows,
    hasNextPage: page.length > search.pageSize,
    total: Math.min(total, COUNT_LIMIT),
    totalIsCapped: total > COUNT_LIMIT,
  };
}
