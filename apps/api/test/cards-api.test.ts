// The Brewline Card registry through real HTTP on PGlite and PostgreSQL
// (docs/product/account.md#cards-page, #card-rules, #add-card, #messages): adding demo cards by
// number, the same answer for mistyped, unknown and other members' numbers, HTTP 418 after five
// failures in a row, exactly one default, removal only at $0.00, combining, guests refused, and
// after every test each card's ledger adding up to its balance.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../src/db/seed/demo-cards.ts';
import { cardLedger, memberCards } from '../src/db/schema/cards.ts';
import { memberProfiles } from '../src/db/schema/members.ts';
import { moveBalance } from '../src/modules/cards/balance-movements.ts';
import { ledgerMismatches, startCardsServer, type CardsServer } from './support/cards-server.ts';
import type { Tokens } from './support/oidc-browser.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();

const INVALID = 'Invalid Brewline Card Number';
const REQUEST_FAILED = 'There was an error with your request. Please try again later.';
const DISABLED =
  'Due to suspicious behavior, we have disabled this account. Please contact support@brewline.example if you need assistance with your account.';

interface Card {
  cardNumber: string;
  balanceCents: number;
  isDefault: boolean;
}
interface CardList {
  message: string;
  cards: Card[];
}

const CARD_FIELDS = 'cardNumber balanceCents isDefault';
const LIST_FIELDS = `message cards { ${CARD_FIELDS} }`;
const OPERATIONS = {
  list: `{ memberCards { ${CARD_FIELDS} } }`,
  add: `mutation ($n: String!) { addCard(cardNumber: $n) { ${LIST_FIELDS} } }`,
  setDefault: `mutation ($n: String!) { setDefaultCard(cardNumber: $n) { ${LIST_FIELDS} } }`,
  remove: `mutation ($n: String!) { removeCard(cardNumber: $n) { ${LIST_FIELDS} } }`,
  combine: `mutation ($f: String!, $t: String!) { combineCards(fromCardNumber: $f, toCardNumber: $t) { ${LIST_FIELDS} } }`,
  reload: `mutation ($n: String!) { createStripePaymentIntent(amount: 1000, currency: "usd", giftCardNumber: $n) { id } }`,
  record: `mutation ($n: String!) { upsertAddBalance(paymentIntentId: "pi_x", giftCardNumber: $n, balanceToAdd: 1000) { message } }`,
};

const demo = (index: number): { cardNumber: string; balanceCents: number } => {
  const card = DEMO_CARDS[index];
  if (!card) throw new Error(`no demo card ${index}`);
  return card;
};

describe.each(kinds)('Brewline Card registry on $name', (kind) => {
  let server: CardsServer;

  const list = async (token: string): Promise<Card[]> => {
    const answer = await server.call<{ memberCards: Card[] }>(OPERATIONS.list, {}, token);
    expect(answer.errors).toBeUndefined();
    return answer.data?.memberCards ?? [];
  };
  const add = (token: string, n: string) => server.call<{ addCard: CardList }>(OPERATIONS.add, { n }, token);
  const setDefault = (token: string, n: string) =>
    server.call<{ setDefaultCard: CardList }>(OPERATIONS.setDefault, { n }, token);
  const remove = (token: string, n: string) =>
    server.call<{ removeCard: CardList }>(OPERATIONS.remove, { n }, token);
  const combine = (token: string, f: string, t: string) =>
    server.call<{ combineCards: CardList }>(OPERATIONS.combine, { f, t }, token);
  const profileOf = async (tokens: Tokens) => {
    const id = (await server.call<{ session: { id: string } }>('{ session { id } }', {}, tokens.access_token))
      .data?.session.id;
    const [row] = await server.database.handle.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.memberId, id ?? ''));
    if (!row) throw new Error('no profile');
    return row;
  };
  const registryRow = async (cardNumber: string) => {
    const [row] = await server.database.handle.db
      .select()
      .from(memberCards)
      .where(eq(memberCards.cardNumber, cardNumber));
    return row;
  };

  beforeAll(async () => {
    server = await startCardsServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('refuses every card operation to a guest', async () => {
    const variables = { n: demo(0).cardNumber, f: demo(0).cardNumber, t: demo(1).cardNumber };
    for (const query of Object.values(OPERATIONS)) {
      const answer = await server.call(query, variables, null);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    }
    expect((await registryRow(demo(0).cardNumber))?.memberId).toBeNull();
  });

  it('gives a new member one default card with no balance, on the profile too', async () => {
    const ada = await server.signUpMember('first');
    const cards = await list(ada.access_token);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ balanceCents: 0, isDefault: true });
    expect(cards[0]?.cardNumber).toMatch(/^[1-9]\d{13}$/);
    const session = await server.call<{ session: { profile: { cards: Card[] } } }>(
      `{ session { profile { cards { ${CARD_FIELDS} } } } }`,
      {},
      ada.access_token,
    );
    expect(session.data?.session.profile.cards).toEqual(cards);
  });

  it('adds a demo card by its number, spaces allowed, sorted after the default', async () => {
    const ada = await server.signUpMember('adds');
    const [own] = await list(ada.access_token);
    const typed = demo(0).cardNumber.replace(/(.{4})/g, '$1 ');
    const answer = await add(ada.access_token, typed);
    expect(answer.status).toBe(200);
    expect(answer.data?.addCard.message).toBe('Brewline Card Successfully Added!');
    // The default first, then the highest balance.
    expect(answer.data?.addCard.cards).toEqual([
      { cardNumber: own?.cardNumber, balanceCents: 0, isDefault: true },
      { cardNumber: demo(0).cardNumber, balanceCents: demo(0).balanceCents, isDefault: false },
    ]);
    expect(await registryRow(demo(0).cardNumber)).toMatchObject({ isDefault: false });
    expect((await registryRow(demo(0).cardNumber))?.registeredAt).toBeInstanceOf(Date);

    const again = await add(ada.access_token, demo(0).cardNumber);
    expect(again.errors?.[0]).toMatchObject({
      message: 'This card is already in your account.',
      extensions: { code: 'CARD_ALREADY_ADDED' },
    });
    expect((await profileOf(ada)).cardAddFailures).toBe(0);
  });

  it('answers a mistyped, an unknown and a taken number alike, and counts only the last two', async () => {
    const owner = await server.signUpMember('owner');
    expect((await add(owner.access_token, demo(1).cardNumber)).data?.addCard.message).toBeDefined();
    const bea = await server.signUpMember('guesser');

    for (const typed of ['1234', '7000100000001x', '700010000000155', '']) {
      const answer = await add(bea.access_token, typed);
      expect(answer.errors?.[0]).toMatchObject({
        message: INVALID,
        extensions: { code: 'INVALID_INPUT', fieldErrors: { cardNumber: INVALID } },
      });
    }
    expect((await profileOf(bea)).cardAddFailures).toBe(0);

    const taken = await add(bea.access_token, demo(1).cardNumber);
    const unknown = await add(bea.access_token, '99999999999999');
    for (const answer of [taken, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]).toMatchObject({
        message: INVALID,
        extensions: { code: 'INVALID_INPUT', fieldErrors: { cardNumber: INVALID } },
      });
    }
    expect((await profileOf(bea)).cardAddFailures).toBe(2);
    // The owner still has their card; nothing of theirs moved.
    expect(await registryRow(demo(1).cardNumber)).toMatchObject({
      memberId: (await profileOf(owner)).memberId,
      balanceCents: demo(1).balanceCents,
    });

    // A success resets the count.
    expect((await add(bea.access_token, demo(2).cardNumber)).data?.addCard.message).toBe(
      'Brewline Card Successfully Added!',
    );
    expect((await profileOf(bea)).cardAddFailures).toBe(0);
  });

  it('disables the card features of an account after five failed numbers in a row (HTTP 418)', async () => {
    const eve = await server.signUpMember('suspicious');
    const [own] = await list(eve.access_token);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await add(eve.access_token, `9999999999999${attempt}`);
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]?.message).toBe(INVALID);
    }
    const fifth = await add(eve.access_token, '99999999999995');
    expect(fifth.status).toBe(418);
    expect(fifth.data).toBeNull();
    expect(fifth.errors?.[0]).toMatchObject({ message: DISABLED, extensions: { code: 'ACCOUNT_SUSPENDED' } });
    expect((await profileOf(eve)).suspiciousAt).toBeInstanceOf(Date);

    // Every card call of that account answers 418 now, even with a good number; nothing changes.
    const variables = { n: demo(3).cardNumber, f: own?.cardNumber, t: demo(3).cardNumber };
    for (const query of Object.values(OPERATIONS)) {
      const answer = await server.call(query, variables, eve.access_token);
      expect(answer.status, query).toBe(418);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('ACCOUNT_SUSPENDED');
    }
    expect((await registryRow(demo(3).cardNumber))?.memberId).toBeNull();

    // Someone else is not affected.
    const fay = await server.signUpMember('innocent');
    expect((await add(fay.access_token, demo(3).cardNumber)).status).toBe(200);
  });

  it('keeps exactly one default, and only the member can choose it', async () => {
    const gus = await server.signUpMember('default');
    const [own] = await list(gus.access_token);
    await add(gus.access_token, demo(4).cardNumber);
    await add(gus.access_token, demo(5).cardNumber);

    const answer = await setDefault(gus.access_token, demo(4).cardNumber);
    expect(answer.data?.setDefaultCard.message).toBe('Your default card was updated.');
    expect(answer.data?.setDefaultCard.cards.map((c) => [c.cardNumber, c.isDefault])).toEqual([
      [demo(4).cardNumber, true],
      [demo(5).cardNumber, false],
      [own?.cardNumber, false],
    ]);

    const hal = await server.signUpMember('intruder');
    const foreign = await setDefault(hal.access_token, demo(5).cardNumber);
    expect(foreign.errors?.[0]).toMatchObject({
      message: REQUEST_FAILED,
      extensions: { code: 'CARD_NOT_FOUND' },
    });
    expect((await registryRow(demo(5).cardNumber))?.isDefault).toBe(false);

    // Many changes at once (two tabs, a double tap): still exactly one default at the end.
    const numbers = [own?.cardNumber ?? '', demo(4).cardNumber, demo(5).cardNumber];
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => setDefault(gus.access_token, numbers[i % 3] ?? '')),
    );
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    const defaults = (await list(gus.access_token)).filter((c) => c.isDefault);
    expect(defaults).toHaveLength(1);
  });

  it('removes a card only at a zero balance, gives it back to the registry and keeps its ledger', async () => {
    const ivy = await server.signUpMember('remove');
    const [own] = await list(ivy.access_token);
    await add(ivy.access_token, demo(6).cardNumber);

    const withBalance = await remove(ivy.access_token, demo(6).cardNumber);
    expect(withBalance.errors?.[0]).toMatchObject({
      message: 'A card can be removed only when its balance is $0.00.',
      extensions: { code: 'CARD_HAS_BALANCE' },
    });
    const jon = await server.signUpMember('not-yours');
    expect((await remove(jon.access_token, own?.cardNumber ?? '')).errors?.[0]?.message).toBe(REQUEST_FAILED);

    // The default, empty: removed, and the default goes to the remaining card.
    const removed = await remove(ivy.access_token, own?.cardNumber ?? '');
    expect(removed.data?.removeCard).toEqual({
      message: 'Your card was removed.',
      cards: [{ cardNumber: demo(6).cardNumber, balanceCents: demo(6).balanceCents, isDefault: true }],
    });
    expect(await registryRow(own?.cardNumber ?? '')).toMatchObject({ memberId: null, isDefault: false });

    // Move the money away, then the last card goes too: 'No cards available!' on the scan screen.
    const ledgerBefore = await server.database.handle.db
      .select()
      .from(cardLedger)
      .where(eq(cardLedger.cardNumber, demo(6).cardNumber));
    await add(ivy.access_token, demo(7).cardNumber);
    await combine(ivy.access_token, demo(6).cardNumber, demo(7).cardNumber);
    await remove(ivy.access_token, demo(6).cardNumber);
    await remove(ivy.access_token, demo(7).cardNumber).then((a) =>
      expect(a.errors?.[0]?.extensions?.['code']).toBe('CARD_HAS_BALANCE'),
    );
    expect((await list(ivy.access_token)).map((c) => c.cardNumber)).toEqual([demo(7).cardNumber]);
    const ledgerAfter = await server.database.handle.db
      .select()
      .from(cardLedger)
      .where(eq(cardLedger.cardNumber, demo(6).cardNumber));
    expect(ledgerAfter.length).toBe(ledgerBefore.length + 1);
    // Someone holding the physical card can add it again.
    expect((await add(jon.access_token, demo(6).cardNumber)).data?.addCard.message).toBe(
      'Brewline Card Successfully Added!',
    );
  });

  it("combines one card's whole balance into another of the member's cards", async () => {
    const kit = await server.signUpMember('combine');
    const [own] = await list(kit.access_token);
    await add(kit.access_token, demo(8).cardNumber);

    const answer = await combine(kit.access_token, demo(8).cardNumber, own?.cardNumber ?? '');
    expect(answer.data?.combineCards.message).toBe('Your card was successfully combined!');
    expect(answer.data?.combineCards.cards).toEqual([
      { cardNumber: own?.cardNumber, balanceCents: demo(8).balanceCents, isDefault: true },
      { cardNumber: demo(8).cardNumber, balanceCents: 0, isDefault: false },
    ]);
    const rows = await server.database.handle.db
      .select()
      .from(cardLedger)
      .where(and(eq(cardLedger.memberId, (await profileOf(kit)).memberId)));
    const out = rows.find((r) => r.kind === 'COMBINE_OUT');
    const into = rows.find((r) => r.kind === 'COMBINE_IN');
    expect(out).toMatchObject({
      cardNumber: demo(8).cardNumber,
      amountCents: -demo(8).balanceCents,
      balanceAfterCents: 0,
    });
    expect(into).toMatchObject({ cardNumber: own?.cardNumber, amountCents: demo(8).balanceCents });
    expect(out?.combineId).toBeTruthy();
    expect(out?.combineId).toBe(into?.combineId);

    expect(
      (await combine(kit.access_token, demo(8).cardNumber, own?.cardNumber ?? '')).errors?.[0]?.message,
    ).toBe('This card has no balance to combine.');
    expect(
      (await combine(kit.access_token, own?.cardNumber ?? '', own?.cardNumber ?? '')).errors?.[0]?.message,
    ).toBe('Please choose two different cards to combine.');
    // Into (or from) someone else's card: refused, nothing moves.
    const lee = await server.signUpMember('other');
    const [leeCard] = await list(lee.access_token);
    const foreign = await combine(kit.access_token, own?.cardNumber ?? '', leeCard?.cardNumber ?? '');
    expect(foreign.errors?.[0]).toMatchObject({
      message: REQUEST_FAILED,
      extensions: { code: 'COMBINE_REFUSED' },
    });
    const stolen = await combine(lee.access_token, own?.cardNumber ?? '', leeCard?.cardNumber ?? '');
    expect(stolen.errors?.[0]?.message).toBe(REQUEST_FAILED);
    expect((await list(kit.access_token))[0]?.balanceCents).toBe(demo(8).balanceCents);
    expect((await list(lee.access_token))[0]?.balanceCents).toBe(0);
    expect((await combine(kit.access_token, '12', own?.cardNumber ?? '')).errors?.[0]?.message).toBe(INVALID);
  });

  it('never lets a combine and a payment spend the same money', async () => {
    const db = server.database.handle.db;
    const max = await server.signUpMember('race');
    const [own] = await list(max.access_token);
    await add(max.access_token, demo(9).cardNumber);
    const amount = demo(9).balanceCents;

    // An order paying the card's whole balance at the same moment as the combine.
    const [combined, paid] = await Promise.all([
      combine(max.access_token, demo(9).cardNumber, own?.cardNumber ?? ''),
      db.transaction((tx) =>
        moveBalance(tx, {
          cardNumber: demo(9).cardNumber,
          kind: 'PAYMENT',
          amountCents: -amount,
          at: new Date(),
          memberId: null,
        }),
      ),
    ]);
    const cards = await list(max.access_token);
    const total = cards.reduce((sum, c) => sum + c.balanceCents, 0);
    if (paid === null) {
      // The combine took the money first; the payment found nothing to take.
      expect(combined.errors).toBeUndefined();
      expect(total).toBe(amount);
    } else {
      // The payment took it; the combine moved nothing (refused, or found a zero balance).
      expect(combined.errors?.[0]?.extensions?.['code']).toBe('COMBINE_REFUSED');
      expect(total).toBe(0);
    }
    expect(cards.every((c) => c.balanceCents >= 0)).toBe(true);
  });
});
