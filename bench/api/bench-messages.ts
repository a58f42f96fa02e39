// The messages the bench and its server processes exchange over the fork IPC channel.
export type DatabaseKind = 'pglite' | 'postgres';

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
  | { type: 'ready'; port: number }
  | { type: 'orders'; bodies: string[] }
  | { type: 'order-count'; count: number }
  /** Statements sent to PostgreSQL so far (null on PGlite, which is not counted). */
  | { type: 'statement-count'; count: number | null }
  | { type: 'routes-set' }
  | { type: 'profiling' }
  | { type: 'profile-written'; file: string }
  | { type: 'failed'; message: string };
