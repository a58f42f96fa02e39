// 'My Rewards' (docs/product/account.md#rewards-page): the claimed rewards, or a word on how to get
// one.
import { artUrl } from '../../../lib/art.ts';
import type { ClaimedReward } from '../api/rewards-query.ts';
import type { RewardNotice } from '../model/use-rewards.ts';
import { ClaimedRewardCard } from './claimed-reward-card.tsx';
import { RewardNoticeLine } from './reward-notice.tsx';

export function MyRewardsSection({
  rewards,
  notice,
  busy,
  onRemove,
}: {
  rewards: readonly ClaimedReward[];
  notice: RewardNotice | null;
  busy: boolean;
  onRemove: (reward: ClaimedReward) => void;
}) {
  return (
    <section aria-labelledby="my-rewards-heading" className="rounded-3xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id="my-rewards-heading" className="mb-4 text-xl font-bold">
        My Rewards
      </h2>
      {notice && (
        <div className="mb-4">
          <RewardNoticeLine notice={notice} />
        </div>
      )}
      {rewards.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <img src={artUrl('wrapped-gift')} alt="" width={56} height={56} className="size-14" />
          <p className="text-lg font-semibold">You have no rewards yet.</p>
          <p className="max-w-md text-stone-700">
            When your points reach a plan&apos;s threshold, claim its reward above and it will wait for you
            here.
          </p>
        </div>
      ) : (
        <ul aria-label="Claimed rewards" className="grid gap-3">
          {rewards.map((reward) => (
            <ClaimedRewardCard
              key={reward.id}
              reward={reward}
              disabled={busy}
              onRemove={() => onRemove(reward)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
