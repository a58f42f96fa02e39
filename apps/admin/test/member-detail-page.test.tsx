// A member's page for support: their cards with movements and their rewards in sections; lifting the
// card suspension asks first, then says it is lifted and the banner goes; a refusal is said in the
// server's words and the suspension stays.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberDetailPage } from '../src/features/members/member-detail-page.tsx';
import type { Member } from '../src/features/members/member-format.ts';
import { failure, stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh } from './support/api-calls.ts';
import { WithClient } from './support/with-client.tsx';

const SUSPENDED: Member = {
  memberId: 'm-42',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '7025551234',
  createdAt: '2025-06-01T12:00:00.000Z',
  accountDisabled: false,
  cardsSuspendedAt: '2026-03-01T18:00:00.000Z',
  failedCardAdds: 5,
  cards: [
    {
      cardNumber: '6000000000000042',
      label: 'Brewline Card ••0042',
      balanceCents: 1250,
      isDefault: true,
      ledger: [
        {
          id: 1,
          kind: 'PAYMENT',
          amountCents: -450,
          balanceAfterCents: 1250,
          orderId: 'order-1',
          at: '2026-03-01T17:00:00.000Z',
        },
      ],
    },
  ],
  rewards: { points: 7, timeZone: 'America/Los_Angeles', claimedRewards: [] },
};

function renderPage() {
  render(
    <WithClient>
      <MemberDetailPage memberId="m-42" />
    </WithClient>,
  );
}
async function confirmLift() {
  fireEvent.click(await screen.findByRole('button', { name: 'Lift the suspension' }));
  const dialog = screen.getByRole('dialog', { name: 'Lift the card suspension?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Lift the suspension' }));
}

startEachTestAfresh();

describe('MemberDetailPage', () => {
  it('shows the cards with their movements and the rewards', async () => {
    stubGraphQL({ AdminMember: () => ({ adminMember: SUSPENDED }) });
    renderPage();
    const cards = await screen.findByRole('region', { name: 'Brewline Cards' });
    expect(within(cards).getByRole('link', { name: 'Order payment' }).getAttribute('href')).toBe(
      '/orders/order-1',
    );
    expect(
      within(cards).getByRole('table', { name: 'Movements of Brewline Card ••0042' }).textContent,
    ).toContain('-$4.50');
    expect(screen.getByRole('region', { name: 'Rewards' }).textContent).toContain('No reward claimed.');
  });

  it('lifts the suspension once confirmed and says so', async () => {
    const calls = stubGraphQL({
      AdminMember: () => ({ adminMember: SUSPENDED }),
      LiftCardSuspension: () => ({
        liftCardSuspension: { ...SUSPENDED, cardsSuspendedAt: null, failedCardAdds: 0 },
      }),
    });
    renderPage();
    await confirmLift();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Ada can use their Brewline Cards again: add cards, add balance and pay.',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Card features suspended' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(calls, 'LiftCardSuspension')[0]?.variables).toEqual({ memberId: 'm-42' });
  });

  it('says a refusal in the server’s words, and the suspension stays', async () => {
    stubGraphQL({
      AdminMember: () => ({ adminMember: SUSPENDED }),
      LiftCardSuspension: () => failure('FORBIDDEN', 'Only support and chain admins may lift a suspension.'),
    });
    renderPage();
    await confirmLift();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Only support and chain admins may lift a suspension.',
      ),
    );
    expect(screen.getByRole('region', { name: 'Card features suspended' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
