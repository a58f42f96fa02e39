// Asks before a claimed reward is removed, saying whether its points come back (they do unless it
// expired). Escape or 'Keep it' leaves everything as it was.
import { messages } from '@brewline/domain/messages/messages';
import { useModalOnMount } from '../../../ui/use-modal-on-mount.ts';
import type { ClaimedReward } from '../api/rewards-query.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';

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
    <ModalDialog
      dialog={dialog}
      layout="alert"
      labelledBy="remove-reward-title"
      describedBy="remove-reward-text"
      onClose={onClose}
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
    </ModalDialog>
  );
}
