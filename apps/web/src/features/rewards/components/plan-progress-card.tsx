// One reward plan under 'My Points': its threshold, a bar of the way there, the points-remaining
// message, and the Claim button once the points reach the threshold.
import { rewardProgressRatio } from '@brewline/domain/cards-and-rewards/rewards';
import { artUrl } from '../../../lib/art.ts';
import type { PlanProgress } from '../api/rewards-query.ts';

export function planArt(rewardKind: string): string {
  return artUrl(rewardKind === 'FREE_DRINK' ? 'hot-beverage' : 'beans');
}

export function PlanProgressCard({
  plan,
  claiming,
  disabled,
  onClaim,
}: {
  plan: PlanProgress;
  claiming: boolean;
  disabled: boolean;
  onClaim: () => void;
}) {
  const ratio = rewardProgressRatio({ planName: plan.name, threshold: plan.threshold, points: plan.points });
  const shown = Math.max(0, Math.min(plan.points, plan.threshold));
  const headingId = `plan-${plan.planId}-name`;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:p-5 ${
        plan.canClaim ? 'border-brand bg-brand-soft' : 'border-stone-200 bg-white'
      }`}
    >
      <div className="flex items-center gap-3">
        <img src={planArt(plan.rewardKind)} alt="" width={44} height={44} className="size-11 shrink-0" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg leading-tight font-bold">
            {plan.name}
          </h3>
          <p className="text-sm text-stone-700">
            {plan.threshold} points for a {plan.rewardName}
          </p>
        </div>
      </div>
      <div>
        <div
          role="progressbar"
          aria-label={`${plan.name} progress`}
          aria-valuemin={0}
          aria-valuemax={plan.threshold}
          aria-valuenow={shown}
          aria-valuetext={`${shown} of ${plan.threshold} points`}
          className="h-3 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-brand-ink transition-[width] duration-500"
            style={{ width: `${Math.round(ratio * 100)}%` }}
          />
        </div>
        <p className="mt-1 text-right text-sm font-semibold text-stone-700" aria-hidden="true">
          {shown} / {plan.threshold}
        </p>
      </div>
      <p className="font-semibold" data-testid={`plan-${plan.planId}-message`}>
        {plan.message}
      </p>
      {plan.canClaim && (
        <button
          type="button"
          className="btn-primary mt-auto h-11 w-full"
          disabled={disabled}
          aria-busy={claiming}
          onClick={onClaim}
        >
          {claiming ? 'Claiming…' : `Claim ${plan.rewardName}`}
        </button>
      )}
    </li>
  );
}
