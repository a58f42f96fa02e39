// A store's terminals and board credentials as the page reads them, and how their times and states
// are written.
import type { ResultOf } from '../../lib/graphql.ts';
import type { StoreTerminalsQuery } from './store-terminals-query.ts';

export type Terminal = ResultOf<typeof StoreTerminalsQuery>['storeTerminals'][number];
export type Credential = ResultOf<typeof StoreTerminalsQuery>['terminalCredentials'][number];

/** A pairing code as made, shown once, with the terminal it is for. */
export interface PairingCode {
  readonly code: string;
  readonly expiresAt: string;
  readonly terminal: string;
}

export const STATE_TEXT: Record<string, string> = {
  WAITING_FOR_CODE: 'Waiting for its code',
  CODE_EXPIRED: 'Code expired, never used',
  PAIRED: 'Paired',
  REVOKED: 'Revoked',
};

export function when(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
