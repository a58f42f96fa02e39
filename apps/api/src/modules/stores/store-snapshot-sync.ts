// Several API servers behind a load balancer each hold store snapshots (store-snapshot.ts). When one
// of them changes a store (a board 86es a product, a terminal connects), it announces the store id on
// the realtime emitter (Redis, apps/api/src/realtime); every other server forgets that store and reads
// it again at its next use. An announcement lost while Redis is away is covered by the snapshot's TTL.
import type { SubscriptionEmitter } from '../../realtime/redis-emitter.ts';
import type { StoreSnapshots } from './store-snapshot.ts';

export const STORE_CHANGED_TOPIC = 'STORE_SNAPSHOT_CHANGED';

function storeIdOf(message: Record<string, unknown>): number | null {
  const storeId = message['storeId'];
  return typeof storeId === 'number' && Number.isInteger(storeId) ? storeId : null;
}

/** Announces this server's store changes and hears the others'; returns how to stop both. */
export function shareStoreChanges(snapshots: StoreSnapshots, emitter: SubscriptionEmitter): () => void {
  const hear = (message: Record<string, unknown>, done: () => void): void => {
    const storeId = storeIdOf(message);
    // Only forget: announcing again would echo every change around the servers for ever.
    if (storeId !== null) snapshots.forget(storeId);
    done();
  };
  emitter.on(STORE_CHANGED_TOPIC, hear);
  const stopAnnouncing = snapshots.onInvalidate((storeId) => {
    emitter.emit({ topic: STORE_CHANGED_TOPIC, storeId });
  });
  return () => {
    stopAnnouncing();
    emitter.removeListener(STORE_CHANGED_TOPIC, hear);
  };
}
