// /account/rewards (docs/product/account.md#rewards-page): 'My Points' with each plan's progress
// and Claim, 'My Rewards' with the claimed rewards, their expiry and Remove. Loaded on demand.
import { messages } from '@brewline/domain/messages/messages';
import { useState } from 'react';
import { usePageTitle } from '../../lib/page-title.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import type { ClaimedReward } from './api/rewards-query.ts';
import { MyPointsSection } from './components/my-points-section.tsx';
import { MyRewardsSection } from './components/my-rewards-section.tsx';
import { RemoveRewardDialog } from './components/remove-reward-dialog.tsx';
import { useRewards } from './model/use-rewards.ts';
import { ACCOUNT_PAGE_HEADINGS } from '../../lib/account-page-headings.ts';

export default function RewardsPage() {
  usePageTitle('Rewards');
  const state = useRewards();
  const [removing, setRemoving] = useState<ClaimedReward | null>(null);

  let body;
  if (state.loading) body = <PageSpinner />;
  else if (!state.rewards) {
    body = (
      <div className="grid justify-items-start gap-4">
        <AlertBanner>{messages.REWARD_CLAIM_FAILED()}</AlertBanner>
        <button type="button" className="btn-outline h-11 px-6" onClick={state.retry}>
          Try again
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <MyPointsSection
          rewards={state.rewards}
          notice={state.notice?.section === 'points' ? state.notice : null}
          busy={state.busy}
          claimingPlanId={state.claimingPlanId}
          onClaim={(plan) => void state.claimPlan(plan)}
        />
        <MyRewardsSection
          rewards={state.rewards.claimedRewards}
          notice={state.notice?.section === 'rewards' ? state.notice : null}
          busy={state.busy}
          onRemove={setRemoving}
        />
      </>
    );
  }

  return (
    <div className="grid gap-5">
      <h1 className="page-title">{ACCOUNT_PAGE_HEADINGS.rewards}</h1>
      {body}
      {removing && (
        <RemoveRewardDialog
          reward={removing}
          busy={state.busy}
          onClose={() => setRemoving(null)}
          onConfirm={() => void state.removeReward(removing)}
        />
      )}
    </div>
  );
}
