// An account page opened directly (app/routes.ts): a member's cards and rewards are asked for
// with the page's code, beside the session, and that answer is the page's first read: one request in
// all. A later visit asks the server again. A visitor without a session asks for nothing.
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchRoute } from '../src/app/routes.ts';
import CardsPage from '../src/features/cards/cards-page.tsx';
import RewardsPage from '../src/features/rewards/rewards-page.tsx';
import { sharedGraphQLClient } from '../src/lib/graphql-client.ts';
import { sessionData, stubMemberApi, type MemberApiCall } from './support/member-api.ts';
import { renderMember, storeTokens } from './support/render-member.tsx';

const card = (cardNumber: string, balanceCents: number, isDefault: boolean) => ({
  __typename: 'MemberCard',
  cardNumber,
  balanceCents,
  isDefault,
});

/** What the server holds: the MemberCards query answers with it. */
let serverCards: ReturnType<typeof card>[];
let calls: MemberApiCall[];

/** As the app mounts a page: on the shared client, the one the route prefetch uses. */
const renderOnSharedClient = (path: string, page: ReactNode) =>
  renderMember(path, page, sharedGraphQLClient());

const callsOf = (name: string) => calls.filter((call) => call.operationName === name).length;

beforeEach(() => {
  sessionStorage.clear();
  serverCards = [card('7777000011112222', 1250, true)];
  calls = stubMemberApi({
    graphql: {
      Session: () => ({ data: sessionData() }),
      MemberCards: () => ({ data: { memberCards: serverCards } }),
      PastOrder: () => ({ data: { pastOrder: null } }),
      Rewards: () => ({
        data: {
          rewards: {
            __typename: 'Rewards',
            points: 7,
            timeZone: 'America/Phoenix',
            plans: [],
            claimedRewards: [],
          },
        },
      }),
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a member opening an account page by its link', () => {
  it("shows the cards asked for with the page's code without asking again, then asks on the next visit", async () => {
    storeTokens('a1', 'r1');
    await prefetchRoute('/account/cards');
    await vi.waitFor(() => expect(callsOf('MemberCards')).toBe(1));
    // A second card arrived after the prefetch: the first visit shows the prefetched answer...
    serverCards = [...serverCards, card('7777000033334444', 500, false)];
    const first = renderOnSharedClient('/account/cards', <CardsPage />);
    expect(await screen.findByText('1 card, total balance')).toBeTruthy();
    expect(callsOf('MemberCards')).toBe(1);
    first.unmount();

    // ...and a later visit reads the server again.
    renderOnSharedClient('/account/cards', <CardsPage />);
    expect(await screen.findByText('2 cards, total balance')).toBeTruthy();
    expect(callsOf('MemberCards')).toBe(2);
  });

  it("shows the rewards asked for with the page's code: one request", async () => {
    storeTokens('a1', 'r1');
    await prefetchRoute('/account/rewards');
    await vi.waitFor(() => expect(callsOf('Rewards')).toBe(1));
    renderOnSharedClient('/account/rewards', <RewardsPage />);
    expect(await screen.findByTestId('points-balance')).toHaveProperty('textContent', '7');
    expect(callsOf('Rewards')).toBe(1);
  });

  it("asks for an order's detail by the id in its path, as the page reads it", async () => {
    storeTokens('a1', 'r1');
    await prefetchRoute('/account/orders/web:order-abc');
    await vi.waitFor(() => expect(callsOf('PastOrder')).toBe(1));
    expect(calls.find((call) => call.operationName === 'PastOrder')?.variables).toEqual({ id: 'order-abc' });
  });

  it('asks for nothing of a member without a session', async () => {
    await prefetchRoute('/account/cards');
    await prefetchRoute('/account/rewards');
    await prefetchRoute('/account/orders/order-abc');
    // The page's code has loaded; a prefetch would have left by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf('MemberCards')).toBe(0);
    expect(callsOf('Rewards')).toBe(0);
    expect(callsOf('PastOrder')).toBe(0);
  });
});
