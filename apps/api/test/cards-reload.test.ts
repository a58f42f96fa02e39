// Add Balance through real HTTP and the sandbox provider on PGlite and PostgreSQL
// (docs/product/account.md#adding-balance, #validation, #calls, #messages): the intent is bound to
// the member's own card and a checked amount; only a succeeded payment of exactly that amount, for
// that card and member, adds to the balance, once; a declined, unpaid, foreign or unbound payment
// adds nothing; a refused order never refunds a reload.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../src/db/seed/demo-cards.ts';
import { cardLedger } from '../src/db/schema/cards.ts';
import { paymentIntents } from '../src/db/schema/payments.ts';
import { SandboxPaymentProvider } from '../src/payments/sandbox-provider.ts';
import { ledgerMismatches, startCardsServer, type CardsServer } from './support/cards-server.ts';
import type { Tokens } from './support/oidc-browser.ts';
import { confirmCard, draftOrder, sendOrder, TEST_CARDS } from './support/order-flow.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();

const FAILED = 'Oh no! We could not add to your balance! Please try again later. Your card was not charged';
/** Las Vegas, open 24 hours: an order's store checks pass whenever the suite runs. */
const LAS_VEGAS = 118;

interface Intent {
  id: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  status: string;
}
interface Recorded {
  message: string;
  added: boolean;
  card: { cardNumber: string; balanceCents: number; isDefault: boolean };
}

describe.each(kinds)('Add Balance on $name', (kind) => {
  let server: CardsServer;
  let ada: Tokens;
  let adaCard: string;
  let bob: Tokens;
  let bobCard: string;

  const createIntent = (token: string, variables: Record<string, unknown>) =>
    server.call<{ createStripePaymentIntent: Intent }>(
      `mutation ($amount: Int!, $currency: String!, $description: String, $card: String!) {
        createStripePaymentIntent(amount: $amount, currency: $currency, description: $description, giftCardNumber: $card) {
          id paymentIntentId clientSecret amount status
        }
      }`,
      { currency: 'usd', description: 'Brewline Card Balance Reload', ...variables },
      token,
    );
  const record = (token: string, paymentIntentId: string, card: string, balanceToAdd: number) =>
    server.call<{ upsertAddBalance: Recorded }>(
      `mutation ($id: String!, $card: String!, $amount: Int!) {
        upsertAddBalance(paymentIntentId: $id, giftCardNumber: $card, balanceToAdd: $amount) {
          message added card { cardNumber balanceCents isDefault }
        }
      }`,
      { id: paymentIntentId, card, amount: balanceToAdd },
      token,
    );
  const balanceOf = async (token: string, card: string): Promise<number | undefined> => {
    const answer = await server.call<{ memberCards: { cardNumber: string; balanceCents: number }[] }>(
      '{ memberCards { cardNumber balanceCents } }',
      {},
      token,
    );
    return answer.data?.memberCards.find((c) => c.cardNumber === card)?.balanceCents;
  };
  /** Creates an intent for the card and pays it with a sandbox test card. */
  const paidIntent = async (token: string, card: string, amount: number, testCard = TEST_CARDS.succeeds) => {
    const intent = (await createIntent(token, { amount, card })).data?.createStripePaymentIntent;
    if (!intent) throw new Error('no intent');
    const confirmed = await confirmCard(server, intent, testCard);
    return { intent, confirmed };
  };
  const firstCard = async (token: string): Promise<string> => {
    const answer = await server.call<{ memberCards: { cardNumber: string }[] }>(
      '{ memberCards { cardNumber } }',
      {},
      token,
    );
    const card = answer.data?.memberCards[0]?.cardNumber;
    if (!card) throw new Error('no card');
    return card;
  };

  beforeAll(async () => {
    server = await startCardsServer(kind);
    ada = await server.signUpMember('reload-ada');
    bob = await server.signUpMember('reload-bob');
    adaCard = await firstCard(ada.access_token);
    bobCard = await firstCard(bob.access_token);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('adds $10 paid by card to the balance, once: a replay adds nothing', async () => {
    const { intent, confirmed } = await paidIntent(ada.access_token, adaCard, 1000);
    expect(intent).toMatchObject({ amount: 1000, status: 'requires_payment_method' });
    expect(intent.paymentIntentId).toBe(intent.id);
    expect(confirmed.body.status).toBe('succeeded');
    const [stored] = await server.database.handle.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.id));
    expect(stored).toMatchObject({
      description: 'Brewline Card Balance Reload',
      currency: 'usd',
      cartId: null,
    });

    const first = await record(ada.access_token, intent.id, adaCard, 1000);
    expect(first.errors).toBeUndefined();
    expect(first.data?.upsertAddBalance).toEqual({
      message: `You successfully added $10.00 to card # ${adaCard}!`,
      added: true,
      card: { cardNumber: adaCard, balanceCents: 1000, isDefault: true },
    });

    const replays = await Promise.all(
      [1, 2, 3].map(() => record(ada.access_token, intent.id, adaCard, 1000)),
    );
    for (const replay of replays) {
      expect(replay.data?.upsertAddBalance).toMatchObject({ added: false, card: { balanceCents: 1000 } });
    }
    expect(await balanceOf(ada.access_token, adaCard)).toBe(1000);
    const reloads = await server.database.handle.db
      .select()
      .from(cardLedger)
      .where(eq(cardLedger.paymentIntentId, intent.id));
    expect(reloads).toHaveLength(1);
    expect(reloads[0]).toMatchObject({ kind: 'RELOAD', amountCents: 1000, balanceAfterCents: 1000 });
  });

  it('adds nothing for a declined or unpaid payment, and the card is not charged', async () => {
    const before = await balanceOf(ada.access_token, adaCard);
    const declined = await paidIntent(ada.access_token, adaCard, 2000, TEST_CARDS.declined);
    expect(declined.confirmed.body.last_payment_error?.message).toBe('Your card was declined.');
    const unpaid = (await createIntent(ada.access_token, { amount: 2500, card: adaCard })).data
      ?.createStripePaymentIntent;
    for (const [id, amount] of [
      [declined.intent.id, 2000],
      [unpaid?.id ?? '', 2500],
    ] as const) {
      const answer = await record(ada.access_token, id, adaCard, amount);
      expect(answer.errors?.[0]).toMatchObject({ message: FAILED, extensions: { code: 'RELOAD_REFUSED' } });
    }
    expect(await balanceOf(ada.access_token, adaCard)).toBe(before);
  });

  it('adds only exactly the amount paid, to the card and for the member it was made for', async () => {
    const before = await balanceOf(ada.access_token, adaCard);
    const { intent } = await paidIntent(ada.access_token, adaCard, 500);
    const tries = [
      record(ada.access_token, intent.id, adaCard, 5000), // more than was paid
      record(ada.access_token, intent.id, adaCard, 499), // less than was paid
      record(bob.access_token, intent.id, bobCard, 500), // someone else's payment, to their card
      record(bob.access_token, intent.id, adaCard, 500), // someone else's payment, to its own card
      record(ada.access_token, intent.id, bobCard, 500), // my payment, to someone else's card
      record(ada.access_token, 'pi_does_not_exist', adaCard, 500),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.errors?.[0]?.message).toBe(FAILED);
    }
    expect(await balanceOf(ada.access_token, adaCard)).toBe(before);
    expect(await balanceOf(bob.access_token, bobCard)).toBe(0);
    // The right call still works afterwards.
    expect((await record(ada.access_token, intent.id, adaCard, 500)).data?.upsertAddBalance.added).toBe(true);
  });

  it('checks the amount, the currency, the description and the card when creating the intent', async () => {
    const refused = [
      [{ amount: 49, card: adaCard }, 'Please enter an amount over $0.50.'],
      [{ amount: 0, card: adaCard }, 'Please select an amount to add to the card.'],
      [{ amount: 50_001, card: adaCard }, 'Please enter an amount of $500.00 or less.'],
      [{ amount: 1000, card: adaCard, currency: 'eur' }, 'Please verify your payment information.'],
      [{ amount: 1000, card: adaCard, description: 'Free money' }, 'Please verify your payment information.'],
      [{ amount: 1000, card: '123' }, 'Invalid Brewline Card Number'],
      [{ amount: 1000, card: bobCard }, FAILED],
      [{ amount: 1000, card: DEMO_CARDS[0]?.cardNumber }, FAILED],
    ] as const;
    for (const [variables, message] of refused) {
      const answer = await createIntent(ada.access_token, variables);
      expect(answer.errors?.[0]?.message, JSON.stringify(variables)).toBe(message);
    }
    const smallest = await createIntent(ada.access_token, { amount: 50, card: adaCard });
    expect(smallest.data?.createStripePaymentIntent.amount).toBe(50);
  });

  it('never adds a payment that was not made for a card reload', async () => {
    const sandbox = new SandboxPaymentProvider(server.database.handle.db, () => new Date());
    const unbound = await sandbox.createIntent({
      amountCents: 1000,
      currency: 'usd',
      description: 'Brewline Card Balance Reload',
      storeId: null,
      cartId: null,
    });
    await confirmCard(server, unbound, TEST_CARDS.succeeds);
    const answer = await record(ada.access_token, unbound.id, adaCard, 1000);
    expect(answer.errors?.[0]?.message).toBe(FAILED);
  });

  it('keeps a recorded reload when an order names its payment, and refunds one whose card was removed', async () => {
    const { intent } = await paidIntent(bob.access_token, bobCard, 1500);
    expect((await record(bob.access_token, intent.id, bobCard, 1500)).data?.upsertAddBalance.added).toBe(
      true,
    );
    const order = await draftOrder(server, LAS_VEGAS);
    order.payment.creditCardPayment.token = intent.id;
    const sent = await sendOrder(server, LAS_VEGAS, order);
    expect(sent.errors?.[0]?.extensions?.['code']).toBe('PAYMENT_NOT_SUCCEEDED');
    expect(sent.errors?.[0]?.extensions?.['refunded']).toBeUndefined();
    const [kept] = await server.database.handle.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.id));
    expect(kept?.status).toBe('succeeded');

    // Paid for a card that is removed before the balance is recorded: the money goes back.
    const cat = await server.signUpMember('reload-cat');
    const catCard = await firstCard(cat.access_token);
    const pending = await paidIntent(cat.access_token, catCard, 700);
    const removed = await server.call(
      'mutation ($n: String!) { removeCard(cardNumber: $n) { message } }',
      { n: catCard },
      cat.access_token,
    );
    expect(removed.errors).toBeUndefined();
    const late = await record(cat.access_token, pending.intent.id, catCard, 700);
    expect(late.errors?.[0]?.message).toBe(FAILED);
    const [refunded] = await server.database.handle.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, pending.intent.id));
    expect(refunded?.status).toBe('refunded');
  });
});
