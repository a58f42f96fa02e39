// The whole server for the card tests (cards need sign-in, the payment provider and the real error
// formatter that turns a disabled account into HTTP 418): signed-in-server.ts without rate limits,
// plus calls that keep the answer's HTTP status.
import { asc } from 'drizzle-orm';
import { cardLedger, memberCards } from '../../src/db/schema/cards.ts';
import { postGraphql } from './graphql-post.ts';
import type { Tokens } from './oidc-browser.ts';
import { signUpMember, startSignedInServer, type SignedInServer } from './signed-in-server.ts';
import type { TestDatabaseKind } from './test-databases.ts';
import type { RunningServer } from './test-server.ts';
import type { GraphQLAnswer } from './graphql-post.ts';

export interface CardsServer extends SignedInServer {
  /** A GraphQL call as a member (or a guest without a token), with the HTTP status of the answer. */
  call<T>(
    query: string,
    variables: Record<string, unknown>,
    token: string | null,
  ): Promise<GraphQLAnswer<T> & { status: number }>;
  signUpMember(tag: string): Promise<Tokens>;
}

export async function startCardsServer(kind: TestDatabaseKind): Promise<CardsServer> {
  // The rate limits have their own tests; these make more calls a minute than a person would.
  const server = await startSignedInServer(await kind.open(), { rateLimits: null });
  return {
    ...server,
    async call<T>(query: string, variables: Record<string, unknown>, token: string | null) {
      const response = await postGraphql(server.baseUrl, query, variables, token);
      return { status: response.status, ...((await response.json()) as GraphQLAnswer<T>) };
    },
    async signUpMember(tag) {
      return (await signUpMember(server.baseUrl, `cards.${tag}`, { lastName: `Card ${tag}` })).tokens;
    },
  };
}

/**
 * Every card's ledger adds up to its balance, and its latest row says the balance it left: checked
 * over the whole registry, not just the cards a test touched.
 */
export async function ledgerMismatches(server: RunningServer): Promise<string[]> {
  const db = server.database.handle.db;
  const [cards, ledger] = await Promise.all([
    db.select().from(memberCards),
    db.select().from(cardLedger).orderBy(asc(cardLedger.id)),
  ]);
  const sums = new Map<string, { sum: number; last: number }>();
  for (const row of ledger) {
    const entry = sums.get(row.cardNumber) ?? { sum: 0, last: 0 };
    sums.set(row.cardNumber, { sum: entry.sum + row.amountCents, last: row.balanceAfterCents });
  }
  return cards
    .filter((card) => {
      const entry = sums.get(card.cardNumber) ?? { sum: 0, last: 0 };
      return entry.sum !== card.balanceCents || entry.last !== card.balanceCents || card.balanceCents < 0;
    })
    .map(
      (card) =>
        `${card.cardNumber}: balance ${card.balanceCents}, ledger ${JSON.stringify(sums.get(card.cardNumber))}`,
    );
}
