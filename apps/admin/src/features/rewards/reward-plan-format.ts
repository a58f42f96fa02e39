// How the reward plan pages name kinds and validity.
import {
  REWARD_KIND_LABELS,
  REWARD_KINDS,
  type RewardKind,
} from '@brewline/domain/cards-and-rewards/reward-plans';
import type { ResultOf } from '../../lib/graphql.ts';
import type { RewardPlansQuery } from './reward-plans-query.ts';

export type PlanRow = ResultOf<typeof RewardPlansQuery>['adminRewardPlans'][number];

export const kindLabel = (kind: string): string =>
  (REWARD_KINDS as readonly string[]).includes(kind) ? REWARD_KIND_LABELS[kind as RewardKind] : kind;

export const validityText = (days: number | null): string =>
  days === null ? 'No limit' : days === 1 ? '1 day' : `${days} days`;
