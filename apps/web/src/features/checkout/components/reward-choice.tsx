// The payment step's free-drink choice for a member with a claimed reward: one checkbox that applies
// the reward that expires first to the order's most expensive drink. The server checks it again and
// consumes it only when the order is taken.
import { formatPrice } from '@brewline/domain/money/money';
import { messages } from '@brewline/domain/messages/messages';
import { Gift } from 'lucide-react';
import type { UsableReward } from '../api/usable-rewards-query.ts';

interface RewardChoiceProps {
  readonly rewards: readonly UsableReward[];
  readonly chosenId: string | null;
  /** What the reward takes off the order as priced with it; null while that price is on its way. */
  readonly discountCents: number | null;
  readonly findsNoDrink: boolean;
  readonly disabled: boolean;
  readonly onChange: (rewardId: string | null) => void;
}

function expiryText(reward: UsableReward): string | null {
  if (!reward.expiresOn) return null;
  const [year, month, day] = reward.expiresOn.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const label = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `Expires ${label}`;
}

export function RewardChoice({
  rewards,
  chosenId,
  discountCents,
  findsNoDrink,
  disabled,
  onChange,
}: RewardChoiceProps) {
  const first = rewards[0];
  if (!first) return null;
  const chosen = chosenId !== null;
  const expiry = expiryText(first);
  const more = rewards.length - 1;
  return (
    <div className="grid gap-2">
      <label
        data-testid="reward-choice"
        className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 p-4 transition has-focus-visible:outline-3 has-focus-visible:outline-brand ${
          chosen ? 'border-emerald-700 bg-emerald-50' : 'border-dashed border-emerald-600 bg-white'
        }`}
      >
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-emerald-700"
          checked={chosen}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked ? first.id : null)}
        />
        <Gift size={24} aria-hidden="true" className="hidden shrink-0 text-emerald-800 sm:block" />
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-emerald-950">Use my {first.rewardName} reward</span>
          <span className="block text-sm text-stone-700">
            Your most expensive drink is on us.
            {expiry && ` ${expiry}.`}
            {more > 0 && ` You have ${more} more.`}
          </span>
        </span>
        {chosen && discountCents !== null && discountCents > 0 && (
          <span className="font-bold text-emerald-900 tabular-nums">−{formatPrice(discountCents)}</span>
        )}
      </label>
      {chosen && findsNoDrink && (
        <p className="text-sm font-semibold text-red-800">{messages.REWARD_NEEDS_DRINK()}</p>
      )}
    </div>
  );
}
