// After a publication every server must serve the new menu within seconds, without a restart
// (decision 009). The server that published refreshes its snapshot at once and announces the new
// version on the realtime emitter (Redis); every other server hears it and refreshes too. An
// announcement lost while Redis is away is covered by `watchPublishedVersion`, which asks the
// database for the latest version now and then.
import type { SubscriptionEmitter } from '../../realtime/redis-emitter.ts';
import type { Db } from '../../db/client.ts';
import { latestPublishedMenuVersion } from './menu-draft-repository.ts';
import type { MenuSnapshotStore } from './menu-snapshot.ts';

export const MENU_PUBLISHED_TOPIC = 'MENU_PUBLISHED';

/** How often a server checks for a publication it may have missed (milliseconds). */
export const PUBLISHED_VERSION_POLL_MS = 30_000;

function versionOf(message: Record<string, unknown>): number | null {
  const version = message['version'];
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}

/** Announces this server's publications and hears the others'; returns how to stop both. */
export function shareMenuPublications(
  menu: MenuSnapshotStore,
  emitter: SubscriptionEmitter,
  onFailure: (error: unknown) => void,
): () => void {
  const hear = (message: Record<string, unknown>, done: () => void): void => {
    const version = versionOf(message);
    // Refreshing again for a version held already does nothing, so this server's own echo is free.
    if (version !== null) menu.refresh(version, 'elsewhere').catch(onFailure);
    done();
  };
  emitter.on(MENU_PUBLISHED_TOPIC, hear);
  const stopAnnouncing = menu.onRefresh((version, origin) => {
    if (origin === 'here') emitter.emit({ topic: MENU_PUBLISHED_TOPIC, version });
  });
  return () => {
    stopAnnouncing();
    emitter.removeListener(MENU_PUBLISHED_TOPIC, hear);
  };
}

/** Checks the latest published version every `pollMs`; returns how to stop. */
export function watchPublishedVersion(
  db: Db,
  menu: MenuSnapshotStore,
  onFailure: (error: unknown) => void,
  pollMs = PUBLISHED_VERSION_POLL_MS,
): () => void {
  const timer = setInterval(() => {
    latestPublishedMenuVersion(db)
      .then((version) => menu.refresh(version, 'elsewhere'))
      .catch(onFailure);
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
