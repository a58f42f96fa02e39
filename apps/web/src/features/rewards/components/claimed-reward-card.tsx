// One claimed reward under 'My Rewards' (docs/product/account.md#claimed-reward, #reward-rules):
// its name, the plan it came from, when it expires; an expired reward is marked and cannot be used,
// a used one says so. Unused rewards, expired or not, can be removed.
import { Trash2 } from 'lucide-react';
import type { ClaimedReward } from '../api/rewards-query.ts';
import { formatCivilLongDate } from '../model/reward-dates.ts';
import { planArt } from './plan-progress-card.tsx';

function statusLine(reward: ClaimedReward): string {
  if (reward.consumed) return 'Used on an order';
  if (!reward.expireDate) return 'Never expires';
  const date = formatCivilLongDate(reward.expireDate);
  return reward.expired ? `Expired on ${date}` : `Expires ${date}`;
}

function howToUse(reward: ClaimedReward): string {
  if (reward.expired) return 'This reward can no longer be used.';
  return reward.rewardKind === 'FREE_DRINK'
    ? 'Choose it at checkout: it pays for your most expensive drink.'
    : 'Show this screen at the counter to pick it up.';
}

export function ClaimedRewardCard({
  reward,
  disabled,
  onRemove,
}: {
  reward: ClaimedReward;
  disabled: boolean;
  onRemove: () => void;
}) {
  const headingId = `reward-${reward.id}-name`;
  const faded = !reward.usable;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="claimed-reward"
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:p-5 ${
        faded ? 'border-stone-200 bg-stone-50' : 'border-brand/40 bg-white'
      }`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <img
          src={planArt(reward.rewardKind)}
          alt=""
          width={44}
          height={44}
          className={`size-11 shrink-0 ${faded ? 'opacity-50 grayscale' : ''}`}
        />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg leading-tight font-bold">
              {reward.rewardName}
            </h3>
            {reward.expired && !reward.consumed && (
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-red-900 uppercase">
                Expired
              </span>
            )}
            {reward.consumed && (
              <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-bold tracking-wide text-stone-800 uppercase">
                Used
              </span>
            )}
            {reward.usable && (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-green-900 uppercase">
                Ready
              </span>
            )}
          </div>
          <p className="text-sm text-stone-700">From {reward.planName}</p>
          <p className={`mt-1 font-semibold ${reward.expired && !reward.consumed ? 'text-red-800' : ''}`}>
            {statusLine(reward)}
          </p>
          {!reward.consumed && <p className="text-sm text-stone-700">{howToUse(reward)}</p>}
        </div>
      </div>
      {!reward.consumed && (
        <button
          type="button"
          className="btn-outline h-10 shrink-0 px-5 sm:self-center"
          disabled={disabled}
          aria-label={`Remove ${reward.rewardName}, ${statusLine(reward)}`}
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" />
          Remove
        </button>
      )}
    </li>
  );
}
