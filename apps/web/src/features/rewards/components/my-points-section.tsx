// 'My Points' (docs/product/account.md#rewards-page): the balance, big, and each plan's progress.
import type { RewardsData } from '../api/rewards-query.ts';
import type { RewardNotice } from '../model/use-rewards.ts';
import { PlanProgressCard } from './plan-progress-card.tsx';
import { RewardNoticeLine } from './reward-notice.tsx';

export function MyPointsSection({
  rewards,
  notice,
  busy,
  claimingPlanId,
  onClaim,
}: {
  rewards: RewardsData;
  notice: RewardNotice | null;
  busy: boolean;
  claimingPlanId: number | null;
  onClaim: (plan: RewardsData['plans'][number]) => void;
}) {
  return (
    <section aria-labelledby="my-points-heading" className="rounded-3xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id="my-points-heading" className="mb-4 text-xl font-bold">
        My Points
      </h2>
      {notice && (
        <div className="mb-4">
          <RewardNoticeLine notice={notice} />
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-[13rem_1fr]">
        <div className="flex flex-row items-center justify-between gap-4 rounded-2xl bg-gradient-to-br from-roast via-[#5a3a26] to-brand-ink p-5 text-white md:flex-col md:items-start md:justify-center">
          <p className="flex items-baseline gap-2">
            <span className="text-6xl leading-none font-extrabold tabular-nums" data-testid="points-balance">
              {rewards.points}
            </span>
            <span className="text-lg font-semibold">{rewards.points === 1 ? 'point' : 'points'}</span>
          </p>
          <p className="max-w-[10rem] text-sm text-white/85 md:max-w-none">One point for every paid drink.</p>
        </div>
        {rewards.plans.length === 0 ? (
          <p className="self-center text-stone-700">No reward plans are available right now.</p>
        ) : (
          <ul aria-label="Reward plans" className="grid gap-4 sm:grid-cols-2">
            {rewards.plans.map((plan) => (
              <PlanProgressCard
                key={plan.planId}
                plan={plan}
                claiming={claimingPlanId === plan.planId}
                disabled={busy}
                onClaim={() => onClaim(plan)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
