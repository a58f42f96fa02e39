// The messages between the back-office bench and its forked server.
export interface AdminSetup {
  /** Menu and stores this many times the demo seed's. */
  scale: number;
  orders: number;
  analyticsEvents: number;
  auditEntries: number;
}

export type AdminToServer = { type: 'staff'; managerStoreIds: number[] } | { type: 'close' };

export type AdminFromServer =
  | {
      type: 'ready';
      port: number;
      /** The second server on the same database and Redis; null without Redis. */
      secondPort: number | null;
      seconds: number;
      summary: string;
    }
  | { type: 'staff'; admin: string; manager: string }
  | { type: 'failed'; message: string };
