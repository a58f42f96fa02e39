// Test-only seeding for the card checkout journey, run as its own process before the journey's server
// starts (PGlite allows one process at a time): the demo data, then a member who can sign in with a
// known password, has accepted the terms, holds two Brewline Cards with balances (each opening
// balance written as an ISSUE ledger row, like a card sold in store) and one claimed Free Drink.
// Prints what it made as JSON.
// Never part of the product: the app itself has no way to create balances except paying for them.
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { cardLedger, memberCards } from '../../apps/api/src/db/schema/cards.ts';
import { memberProfiles } from '../../apps/api/src/db/schema/members.ts';
import { claimedRewards, rewardPlans } from '../../apps/api/src/db/schema/rewards.ts';
import { seedDemoData } from '../../apps/api/src/db/seed/seed-demo-data.ts';
import { signUpMember } from '../../apps/api/src/identity/account-store.ts';
import { memberRecords } from '../../apps/api/src/modules/members/member-session-service.ts';

const [dataDir, email, password] = process.argv.slice(2);
if (!dataDir || !email || !password)
  throw new Error('usage: seed-card-member.ts <dataDir> <email> <password>');

const MAIN_CARD_CENTS = 2000;
const SECOND_CARD_CENTS = 300;

const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  await database.migrate();
  await seedDemoData(database.db);
  const now = new Date();
  const signedUp = await signUpMember(
    database.db,
    {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email,
      phone: '7025550188',
      password,
      retypePassword: password,
    },
    now,
    memberRecords,
  );
  if (!signedUp.ok) throw new Error(signedUp.code);
  const memberId = signedUp.memberId;
  await database.db
    .update(memberProfiles)
    .set({ acknowledgedTerms: true })
    .where(eq(memberProfiles.memberId, memberId));
  // The card sign-up gave them becomes the main one; a second card joins it.
  const [main] = await database.db.select().from(memberCards).where(eq(memberCards.memberId, memberId));
  if (!main) throw new Error('sign-up made no card');
  const second = `9${String(randomInt(0, 10 ** 6)).padStart(6, '0')}${String(randomInt(0, 10 ** 7)).padStart(7, '0')}`;
  await database.db
    .insert(memberCards)
    .values({ cardNumber: second, memberId, createdAt: now, registeredAt: now });
  for (const [cardNumber, cents] of [
    [main.cardNumber, MAIN_CARD_CENTS],
    [second, SECOND_CARD_CENTS],
  ] as const) {
    await database.db
      .update(memberCards)
      .set({ balanceCents: cents })
      .where(eq(memberCards.cardNumber, cardNumber));
    await database.db
      .insert(cardLedger)
      .values({ cardNumber, kind: 'ISSUE', amountCents: cents, balanceAfterCents: cents, at: now });
  }
  // A Free Drink as the rewards page would have claimed it (the plan comes with the demo data; a
  // plan of the journey's own stands in if it does not).
  const [plan] = await database.db.select().from(rewardPlans).where(eq(rewardPlans.rewardKind, 'FREE_DRINK'));
  const planId = plan?.id ?? 9001;
  if (!plan) {
    await database.db.insert(rewardPlans).values({
      id: planId,
      name: 'Journey Free Drink',
      threshold: 12,
      rewardName: 'Free Drink',
      timeLimitSeconds: 30 * 86_400,
      rewardKind: 'FREE_DRINK',
    });
  }
  await database.db.insert(claimedRewards).values({
    id: randomUUID(),
    memberId,
    planId,
    rewardName: 'Free Drink',
    timeLimitSeconds: 30 * 86_400,
    createdAt: now,
  });
  console.log(
    JSON.stringify({
      memberId,
      cards: [
        { cardNumber: main.cardNumber, balanceCents: MAIN_CARD_CENTS },
        { cardNumber: second, balanceCents: SECOND_CARD_CENTS },
      ],
    }),
  );
} finally {
  await database.close();
}
