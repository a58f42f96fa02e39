// Asks before a claimed reward is removed, saying whether its points come back (they do unless it
// expired). Escape or 'Keep it' leaves everything as it was.
import { messages } from '@brewline/domain/messages';
import { useModalOnMount } from '../../../ui/use-modal-on-mount.ts';
import type { ClaimedReward } from '../api/rewards-query.ts';

export function RemoveRewardDialog({
  reward,
  busy,
  onConfirm,
  onClose,
}: {
  reward: ClaimedReward;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useModalOnMount();
  return (
    <dialog
      ref={dialog}
      aria-labelledby="remove-reward-title"
      aria-describedby="remove-reward-text"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 backdrop:bg-black/50"
    >
      <h2 id="remove-reward-title" className="mb-3 text-xl font-bold">
        Remove reward?
      </h2>
      <p id="remove-reward-text" className="mb-6 text-stone-700">
        {messages.REWARD_REMOVE_CONFIRM({
          rewardName: reward.rewardName,
          points: reward.expired ? null : reward.pointsSpent,
        })}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          autoFocus
          className="btn-outline h-11 px-6"
          onClick={() => dialog.current?.close()}
        >
          Keep it
        </button>
        <button
          type="button"
          className="btn-primary h-11 px-6"
          disabled={busy}
          onClick={() => {
            // The removal's outcome shows in 'My Rewards'; the question is answered, so it closes.
            onConfirm();
            dialog.current?.close();
          }}
        >
          Remove
        </button>
      </div>
    </dialog>
  );
}
