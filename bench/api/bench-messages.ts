// The messages the bench and its server processes exchange over the fork IPC channel.
export type DatabaseKind = 'pglite' | 'postgres';

/** What a Brewline bench server's database holds beyond the demo seed, made before the server starts. */
export interface ServerSetup {
  /** Menu and stores this many times the seed's (1: the seed as it is). */
  scale: number;
  /** Past orders stored before the run (PostgreSQL only). */
  seededOrders: number;
  /**
   * 'production': the default per-address limits, behind one trusted proxy (TRUST_PROXY=1), so each
   * client's X-Forwarded-For is its address. Absent: no limits, as the throughput benches need.
   */
  limits?: 'production';
}

/** What the setup made and how long it took. */
export interface SetupReport {
  seconds: number;
  summary: string;
}

/** A fixed response the baseline server sends for one path, whatever the method. */
export interface BaselineRoute {
  path: string;
  bodyBase64: string;
  headers: Record<string, string>;
}

export type ToServer =
  | { type: 'prepare-orders'; count: number }
  | { type: 'count-orders' }
  | { type: 'count-statements' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; dir: string; name: string }
  | { type: 'routes'; routes: BaselineRoute[] }
  | { type: 'close' };

export type FromServer =
  | { type: 'ready'; port: number; setup: SetupReport | null }
  | { type: 'orders'; bodies: string[] }
  | { type: 'order-count'; count: number }
  /** Statements sent to PostgreSQL so far (null on PGlite, which is not counted). */
  | { type: 'statement-count'; count: number | null }
  | { type: 'routes-set' }
  | { type: 'profiling' }
  | { type: 'profile-written'; file: string }
  | { type: 'failed'; message: string };
