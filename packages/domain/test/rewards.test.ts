import { describe, expect, it } from 'vitest';
import {
  REWARD_PLAN_NAMES,
  isRewardExpired,
  pointsRemaining,
  pointsRemainingMessage,
  rewardExpiryDate,
  rewardProgressRatio,
} from '../src/cards-and-rewards/rewards.ts';
import { messages } from '../src/messages/messages.ts';

const NY = 'America/New_York';

describe('claimed reward expiry', () => {
  const dated = {
    creationDate: '2026-05-01T15:00:00Z',
    reward: { name: 'Free Drink', expireDate: '2026-05-10' },
  };

  it('expires on its expiry date, not before', () => {
    expect(isRewardExpired(dated, new Date('2026-05-10T03:59:00Z'), NY)).toBe(false); // May 9, 23:59 NY
    expect(isRewardExpired(dated, new Date('2026-05-10T04:00:00Z'), NY)).toBe(true); // May 10, 00:00 NY
    expect(isRewardExpired(dated, new Date('2026-06-01T12:00:00Z'), NY)).toBe(true);
  });

  it('reads an expiry instant on the calendar of the zone', () => {
    const instant = { ...dated, reward: { name: 'x', expireDate: '2026-05-10T02:00:00Z' } };
    expect(rewardExpiryDate(instant, NY)).toBe('2026-05-09');
    expect(rewardExpiryDate(instant, 'UTC')).toBe('2026-05-10');
  });

  it('uses creation plus time_limit seconds when there is no expiry date', () => {
    const limited = {
      creationDate: '2026-05-01T15:00:00Z',
      reward: { name: 'x', expireDate: null, timeLimitSeconds: 7 * 86_400 },
    };
    expect(rewardExpiryDate(limited, NY)).toBe('2026-05-08');
    expect(isRewardExpired(limited, new Date('2026-05-08T03:59:00Z'), NY)).toBe(false);
    expect(isRewardExpired(limited, new Date('2026-05-08T04:00:00Z'), NY)).toBe(true);
  });

  it('is always ready without a limit', () => {
    const open = { creationDate: '2020-01-01T00:00:00Z', reward: { name: 'x', timeLimitSeconds: 0 } };
    expect(rewardExpiryDate(open, NY)).toBeNull();
    expect(isRewardExpired(open, new Date('2030-01-01T00:00:00Z'), NY)).toBe(false);
  });

  it('treats an unreadable creation date as no expiry rather than expired', () => {
    const broken = { creationDate: 'not a date', reward: { name: 'x', timeLimitSeconds: 60 } };
    expect(isRewardExpired(broken, new Date('2030-01-01T00:00:00Z'), NY)).toBe(false);
  });
});

describe('reward progress', () => {
  it('names the two plans', () => {
    expect(REWARD_PLAN_NAMES).toEqual(['13th Free Drink', 'Whole Bean Coffee']);
  });

  it('counts the points remaining', () => {
    expect(pointsRemaining({ planName: '13th Free Drink', threshold: 12, points: 9 })).toBe(3);
    expect(pointsRemaining({ planName: '13th Free Drink', threshold: 12, points: 15 })).toBe(0);
  });

  it('says how far the member is', () => {
    expect(pointsRemainingMessage({ planName: '13th Free Drink', threshold: 12, points: 9 })).toBe(
      '3 more points until your 13th Free Drink!',
    );
    expect(pointsRemainingMessage({ planName: 'Whole Bean Coffee', threshold: 20, points: 19 })).toBe(
      '1 more point until your Whole Bean Coffee!',
    );
    expect(pointsRemainingMessage({ planName: 'Whole Bean Coffee', threshold: 20, points: 20 })).toBe(
      "You've earned your Whole Bean Coffee!",
    );
  });

  it('gives a bar ratio between 0 and 1', () => {
    expect(rewardProgressRatio({ planName: 'x', threshold: 12, points: 3 })).toBe(0.25);
    expect(rewardProgressRatio({ planName: 'x', threshold: 12, points: 30 })).toBe(1);
    expect(rewardProgressRatio({ planName: 'x', threshold: 0, points: 0 })).toBe(1);
    expect(rewardProgressRatio({ planName: 'x', threshold: 10, points: -5 })).toBe(0);
  });
});

describe('reward messages', () => {
  it('keeps the spec wording of a failed claim or removal', () => {
    expect(messages.REWARD_CLAIM_FAILED()).toBe('Could not complete this task. Please try again later.');
  });

  it('says how many points a refused claim lacks', () => {
    expect(messages.REWARD_NOT_ENOUGH_POINTS({ remaining: 7, planName: '13th Free Drink' })).toBe(
      'You need 7 more points to claim the 13th Free Drink.',
    );
    expect(messages.REWARD_NOT_ENOUGH_POINTS({ remaining: 1, planName: 'Whole Bean Coffee' })).toBe(
      'You need 1 more point to claim the Whole Bean Coffee.',
    );
  });

  it('asks before removing, saying whether the points come back', () => {
    expect(messages.REWARD_REMOVE_CONFIRM({ rewardName: 'Free Drink', points: 12 })).toBe(
      'Remove your Free Drink? Its 12 points go back to your balance.',
    );
    expect(messages.REWARD_REMOVE_CONFIRM({ rewardName: 'Free Drink', points: null })).toBe(
      'Remove your expired Free Drink? Expired rewards do not give their points back.',
    );
  });

  it('confirms claims and removals', () => {
    expect(messages.REWARD_CLAIMED({ rewardName: 'Free Drink' })).toBe(
      'Your Free Drink is waiting for you under My Rewards.',
    );
    expect(messages.REWARD_REMOVED()).toBe('The reward has been removed.');
    expect(messages.REWARD_ALREADY_USED()).toBe('This reward has already been used on an order.');
  });
});
