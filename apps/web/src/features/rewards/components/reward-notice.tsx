// The outcome of a claim or a removal, in the section where the member acted: a green line that is
// announced politely, or the red banner.
import { CheckCircle2 } from 'lucide-react';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import type { RewardNotice } from '../model/use-rewards.ts';

export function RewardNoticeLine({ notice }: { notice: RewardNotice }) {
  if (notice.kind === 'error') return <AlertBanner testId="reward-error">{notice.text}</AlertBanner>;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-900"
    >
      <CheckCircle2 size={20} aria-hidden="true" className="shrink-0" />
      {notice.text}
    </p>
  );
}
