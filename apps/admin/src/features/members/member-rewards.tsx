// A member's points and the rewards they claimed, each usable, used or expired.
import { memberWhen, type Member } from './member-format.ts';

export function MemberRewards({ rewards }: { rewards: Member['rewards'] }) {
  return (
    <>
      <p className="mb-3 text-3xl font-bold tabular-nums">
        {rewards.points} <span className="text-base font-semibold text-stone-600">points</span>
      </p>
      {rewards.claimedRewards.length === 0 ? (
        <p className="text-stone-600">No reward claimed.</p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label="Claimed rewards">
          {rewards.claimedRewards.map((reward) => (
            <li key={reward.id} className="flex justify-between gap-3 rounded-lg bg-stone-50 p-2.5">
              <span>
                <span className="font-semibold">{reward.rewardName}</span>
                <span className="block text-xs text-stone-600">
                  Claimed {memberWhen(reward.claimedAt)}
                  {reward.expireDate && ` · expires ${reward.expireDate}`}
                </span>
              </span>
              <span className="text-xs font-semibold">
                {reward.usable ? 'Usable' : reward.consumed ? 'Used' : 'Expired'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
