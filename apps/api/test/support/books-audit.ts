// A books audit of one database, to compare a restored backup with the database it was taken from:
// the orders, the payments that paid them, the Brewline Cards' ledgers and the members' points, to the
// cent, over the rows the restored copy holds (the original has gone on taking orders since). Plus
// what a consistent copy must show on its own: each card's balance equals its ledger's sum.
import pg from 'pg';

export interface RowsOfBackup {
  orderIds: string[];
  cardLedgerIds: number[];
  pointsLedgerIds: number[];
}

export interface Books {
  orders: { count: number; subtotalCents: number; taxCents: number; totalCents: number };
  payments: { count: number; amountCents: number };
  cardLedger: { count: number; amountCents: number };
  points: { count: number; points: number };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export function rowsOf(url: string): Promise<RowsOfBackup> {
  return withClient(url, async (client) => ({
    orderIds: (await client.query<{ id: string }>('select id from orders')).rows.map((row) => row.id),
    cardLedgerIds: (await client.query<{ id: number }>('select id from card_ledger')).rows.map(
      (row) => row.id,
    ),
    pointsLedgerIds: (await client.query<{ id: number }>('select id from points_ledger')).rows.map(
      (row) => row.id,
    ),
  }));
}

/** The books over exactly `rows`: sums as numbers (bigint sums come back as text). */
export function booksOf(url: string, rows: RowsOfBackup): Promise<Books> {
  return withClient(url, async (client) => {
    const one = async (sql: string, values: unknown[]) => {
      const result = await client.query<Record<string, string | null>>(sql, values);
      return Object.fromEntries(
        Object.entries(result.rows[0] ?? {}).map(([key, value]) => [key, Number(value ?? 0)]),
      );
    };
    const orders = await one(
      `select count(*) as count, sum(subtotal_cents) as "subtotalCents", sum(tax_cents) as "taxCents",
              sum(total_cents) as "totalCents" from orders where id = any($1)`,
      [rows.orderIds],
    );
    const payments = await one(
      `select count(*) as count, sum(p.amount_cents) as "amountCents"
         from payment_intents p join orders o on o.payment_intent_id = p.id where o.id = any($1)`,
      [rows.orderIds],
    );
    const cardLedger = await one(
      'select count(*) as count, sum(amount_cents) as "amountCents" from card_ledger where id = any($1)',
      [rows.cardLedgerIds],
    );
    const points = await one(
      'select count(*) as count, sum(points) as points from points_ledger where id = any($1)',
      [rows.pointsLedgerIds],
    );
    return {
      orders: {
        count: orders['count'] ?? 0,
        subtotalCents: orders['subtotalCents'] ?? 0,
        taxCents: orders['taxCents'] ?? 0,
        totalCents: orders['totalCents'] ?? 0,
      },
      payments: { count: payments['count'] ?? 0, amountCents: payments['amountCents'] ?? 0 },
      cardLedger: { count: cardLedger['count'] ?? 0, amountCents: cardLedger['amountCents'] ?? 0 },
      points: { count: points['count'] ?? 0, points: points['points'] ?? 0 },
    };
  });
}

/** Cards whose balance is not their ledger's sum: none in a consistent copy. */
export function cardsOutOfBalance(url: string): Promise<string[]> {
  return withClient(url, async (client) =>
    (
      await client.query<{ card_number: string }>(
        `select c.card_number from member_cards c
           left join (select card_number, sum(amount_cents) as total from card_ledger group by card_number) l
             on l.card_number = c.card_number
          where c.balance_cents <> coalesce(l.total, 0)`,
      )
    ).rows.map((row) => row.card_number),
  );
}
