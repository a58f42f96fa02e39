// The rewards page (docs/product/account.md#screens, #records, #how-things-change, #messages)
// against a stubbed API: expired rewards are marked and not usable, used ones cannot be removed, a
// refused claim says why (or the spec's message), and a claim that got no answer is sent again with
// the same claim id, so it cannot spend twice.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RewardsPage from '../src/features/rewards/rewards-page.tsx';
import { sessionData, stubMemberApi, type GraphQLReply, type MemberApiCall } from './support/member-api.ts';
import { renderMember, storeTokens } from './support/render-member.tsx';

function plan(planId: number, name: string, threshold: number, points: number) {
  const remaining = Math.max(0, threshold - points);
  return {
    __typename: 'RewardPlanProgress',
    planId,
    name,
    threshold,
    rewardName: planId === 1 ? 'Free Drink' : 'Whole Bean Coffee Bag',
    rewardKind: planId === 1 ? 'FREE_DRINK' : 'MERCHANDISE',
    points,
    pointsRemaining: remaining,
    message: remaining === 0 ? `You've earned your ${name}!` : `${remaining} more points until your ${name}!`,
    canClaim: remaining === 0,
  };
}

function claimed(id: string, overrides: Record<string, unknown>) {
  return {
    __typename: 'ClaimedReward',
    id,
    planName: '13th Free Drink',
    rewardName: 'Free Drink',
    rewardKind: 'FREE_DRINK',
    creationDate: '2026-04-01T16:00:00.000Z',
    expireDate: '2026-05-01',
    expired: false,
    consumed: false,
    usable: true,
    pointsSpent: 12,
    ...overrides,
  };
}

function rewards(points: number, claimedRewards: unknown[] = []) {
  return {
    __typename: 'Rewards',
    points,
    timeZone: 'America/Los_Angeles',
    plans: [plan(1, '13th Free Drink', 12, points), plan(2, 'Whole Bean Coffee', 30, points)],
    claimedRewards,
  };
}

let calls: MemberApiCall[];
let claimReply: () => GraphQLReply | 'offline';
/** What the server holds: the Rewards query answers with it, a successful claim changes it. */
let serverRewards: ReturnType<typeof rewards>;

beforeEach(() => {
  sessionStorage.clear();
  storeTokens('a1', 'r1');
  claimReply = () => ({ data: null, errors: [{ message: 'boom', extensions: { code: 'PLAN_NOT_FOUND' } }] });
  serverRewards = rewards(13, [
    claimed('c-used', { consumed: true, usable: false }),
    claimed('c-expired', {
      expired: true,
      usable: false,
      rewardName: 'Whole Bean Coffee Bag',
      rewardKind: 'MERCHANDISE',
      planName: 'Whole Bean Coffee',
    }),
  ]);
  calls = stubMemberApi({
    graphql: {
      Session: () => ({ data: sessionData() }),
      Rewards: () => ({ data: { rewards: serverRewards } }),
      ClaimReward: () => {
        const reply = claimReply();
        if (reply === 'offline') throw new TypeError('Failed to fetch');
        return reply;
      },
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rewards page', () => {
  it('shows the points, each plan, and marks expired and used rewards', async () => {
    renderMember('/account/rewards', <RewardsPage />);
    expect(await screen.findByTestId('points-balance')).toHaveProperty('textContent', '13');
    const plans = screen.getByRole('list', { name: 'Reward plans' });
    expect(within(plans).getByText("You've earned your 13th Free Drink!")).toBeTruthy();
    expect(within(plans).getByText('17 more points until your Whole Bean Coffee!')).toBeTruthy();
    expect(
      within(plans)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Claim Free Drink']);

    const expired = screen.getByRole('listitem', { name: 'Whole Bean Coffee Bag' });
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByText('Expired on May 1, 2026')).toBeTruthy();
    expect(within(expired).getByText('This reward can no longer be used.')).toBeTruthy();
    expect(within(expired).getByRole('button', { name: /^Remove Whole Bean Coffee Bag/ })).toBeTruthy();

    const used = screen.getByRole('listitem', { name: 'Free Drink' });
    expect(within(used).getByText('Used')).toBeTruthy();
    expect(within(used).queryByRole('button')).toBeNull();
  });

  it("says why a claim was refused, or the spec's message", async () => {
    renderMember('/account/rewards', <RewardsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Free Drink' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not complete this task. Please try again later.',
    );
    claimReply = () => ({
      data: null,
      errors: [
        {
          message: 'You need 2 more points to claim the 13th Free Drink.',
          extensions: { code: 'NOT_ENOUGH_POINTS' },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Claim Free Drink' }));
    expect(await screen.findByText('You need 2 more points to claim the 13th Free Drink.')).toBeTruthy();
  });

  it('sends a claim that got no answer again with the same claim id, and shows the new balance', async () => {
    claimReply = () => 'offline';
    renderMember('/account/rewards', <RewardsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Free Drink' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not complete this task. Please try again later.',
    );
    claimReply = () => {
      serverRewards = rewards(1, [claimed('new', { expireDate: '2026-06-15' })]);
      return {
        data: {
          claimReward: {
            __typename: 'ClaimRewardResult',
            claimedReward: { __typename: 'ClaimedReward', id: 'new', rewardName: 'Free Drink' },
            rewards: serverRewards,
          },
        },
      };
    };
    fireEvent.click(screen.getByRole('button', { name: 'Claim Free Drink' }));
    expect(await screen.findByText('Your Free Drink is waiting for you under My Rewards.')).toBeTruthy();
    expect(screen.getByText('Expires June 15, 2026')).toBeTruthy();
    const claims = calls.filter((c) => c.operationName === 'ClaimReward');
    expect(claims).toHaveLength(2);
    expect(claims[0]?.variables['claimId']).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims[1]?.variables).toEqual(claims[0]?.variables);
    expect(claims[0]?.authorization).toBe('Bearer a1');
  });
});
