// Said plainly when the live connection is down: the barista must know that new orders are not
// reaching this screen (and customers cannot pick this terminal's pickup method meanwhile).
import { WifiOff } from 'lucide-react';
import type { LiveStatus } from '../lib/live-connection.ts';

export function ConnectionBanner({ status }: { status: LiveStatus }) {
  if (status !== 'reconnecting') return null;
  return (
    <p
      role="alert"
      className="flex items-center gap-3 bg-amber-100 px-4 py-3 text-lg font-semibold text-amber-950"
    >
      <WifiOff aria-hidden size={24} className="shrink-0" />
      Connection lost. Reconnecting… New orders will appear as soon as the board is back online.
    </p>
  );
}
