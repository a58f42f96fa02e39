// A page the server rendered stays as it was drawn until the browser has its own menu tables (React
// hydrates it then). When they cannot be downloaded, this says so above the page, and Try again asks
// for them again; the page comes alive as soon as they are in. A page the browser renders itself shows
// the same message in place of the screen (menu-tables-context.tsx).
import { useSyncExternalStore } from 'react';
import { retryStartedDownload, startedDownloadFailed, subscribeDownloadFailure } from './menu-download.ts';
import { MenuDownloadFailed } from './menu-download-failed.tsx';
import { useIsServerRender } from './server-render.ts';

export function MenuDownloadAlert() {
  const hydrating = useIsServerRender();
  const failed = useSyncExternalStore(subscribeDownloadFailure, startedDownloadFailed, () => false);
  if (!hydrating || !failed) return null;
  return (
    <div className="mb-4 flex flex-col items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-4 text-center">
      <MenuDownloadFailed onRetry={retryStartedDownload} />
    </div>
  );
}
