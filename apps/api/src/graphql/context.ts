import type { Db } from '../db/client.ts';
import type { MenuSnapshotStore } from '../modules/menu/menu-snapshot.ts';

/** What every resolver receives. The clock is injected so tests can fix the time. */
export interface GraphQLContext {
  db: Db;
  menu: MenuSnapshotStore;
  now: () => Date;
}
