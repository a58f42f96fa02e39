// Demo Brewline Cards: physical cards "sold in store" that nobody has registered yet, each with an
// opening balance recorded as an ISSUE ledger row, so the ledger adds up to the balance from the start.
// A tester adds one with 'Add Another Card' (docs/demo-data.md, "Brewline Cards"). The browser journeys use the
// last two (phone and desktop); leave those to them.
import type { Tx } from '../client.ts';
import { cardLedger, memberCards } from '../schema/cards.ts';

const ISSUED_AT = new Date('2025-01-02T15:00:00Z');

export const DEMO_CARDS: readonly { cardNumber: string; balanceCents: number }[] = [
  { cardNumber: '70001000000015', balanceCents: 2500 },
  { cardNumber: '70001000000023', balanceCents: 1000 },
  { cardNumber: '70001000000031', balanceCents: 5000 },
  { cardNumber: '70001000000049', balanceCents: 525 },
  { cardNumber: '70001000000056', balanceCents: 0 },
  { cardNumber: '70001000000064', balanceCents: 10000 },
  { cardNumber: '70001000000072', balanceCents: 1575 },
  { cardNumber: '70001000000080', balanceCents: 4200 },
  // The browser journeys' cards: phone, then desktop.
  { cardNumber: '70001000000098', balanceCents: 750 },
  { cardNumber: '70001000000106', balanceCents: 3000 },
];

export async function seedDemoCards(tx: Tx): Promise<void> {
  await tx
    .insert(memberCards)
    .values(DEMO_CARDS.map((card) => ({ ...card, memberId: null, isDefault: false, createdAt: ISSUED_AT })));
  const issued = DEMO_CARDS.filter((card) => card.balanceCents > 0);
  await tx.insert(cardLedger).values(
    issued.map((card) => ({
      cardNumber: card.cardNumber,
      kind: 'ISSUE',
      amountCents: card.balanceCents,
      balanceAfterCents: card.balanceCents,
      memberId: null,
      at: ISSUED_AT,
    })),
  );
}
