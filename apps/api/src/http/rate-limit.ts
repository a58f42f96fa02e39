// Rate limits on the requests that cost money or invite guessing: placing orders, adding a card
// (card numbers are guessable), reloading a card, sending feedback. Each limited operation is
// counted per member (the access token's subject) and per client address, in one-minute windows;
// sign-in has its own limits in the database (identity/login-throttle-store.ts). The limits are far
// above what a person does, so only scripts meet them.
import { isIPv6 } from 'node:net';
import type { RateLimitStore } from './rate-limit-store.ts';

export const RATE_LIMIT_GROUPS = ['orders', 'cardAdds', 'reloads', 'feedback'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/** Allowed calls of one operation per minute. */
export interface GroupLimit {
  perMember: number;
  /** Guests and members alike, from one address (a shop's Wi-Fi, an office): higher than per member. */
  perAddress: number;
}

export type RateLimitSettings = Record<RateLimitGroup, GroupLimit>;

export const RATE_LIMIT_WINDOW_MS = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  orders: { perMember: 20, perAddress: 60 },
  cardAdds: { perMember: 10, perAddress: 30 },
  reloads: { perMember: 10, perAddress: 30 },
  feedback: { perMember: 5, perAddress: 20 },
};

/**
 * The limited GraphQL mutations by name. Every name here must exist in the schema (a test checks),
 * so a rename cannot silently drop a limit.
 */
export const LIMITED_MUTATIONS: Readonly<Record<string, RateLimitGroup>> = {
  sendCustomerOrder: 'orders',
  createStripeOrderPaymentIntent: 'orders',
  addCard: 'cardAdds',
  createStripePaymentIntent: 'reloads',
  upsertAddBalance: 'reloads',
  sendFeedback: 'feedback',
};

/** One request's identity for counting. */
export interface Caller {
  memberId: string | null;
  address: string;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The address a limit counts: IPv4 as it is, IPv6 by its /64 (one customer line gets a whole /64,
 * so counting single v6 addresses would let one machine be millions of callers).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export class RateLimiter {
  readonly #store: RateLimitStore;
  readonly #settings: RateLimitSettings;

  constructor(store: RateLimitStore, settings: RateLimitSettings) {
    this.#store = store;
    this.#settings = settings;
  }

  /**
   * Counts one call of each operation (an operation named twice through aliases counts twice) for
   * the member and the address; refused when any count passes its limit. Refused calls count too,
   * so hammering does not get through sooner.
   */
  async check(operations: readonly string[], caller: Caller): Promise<RateLimitVerdict> {
    const hits: Promise<{ over: boolean; resetInMs: number }>[] = [];
    for (const operation of operations) {
      const group = LIMITED_MUTATIONS[operation];
      if (!group) continue;
      const limit = this.#settings[group];
      const keys: [string, number][] = [
        [`rl:${operation}:address:${addressKey(caller.address)}`, limit.perAddress],
      ];
      if (caller.memberId) keys.push([`rl:${operation}:member:${caller.memberId}`, limit.perMember]);
      for (const [key, allowed] of keys) {
        hits.push(
          this.#store
            .hit(key, RATE_LIMIT_WINDOW_MS)
            .then(({ count, resetInMs }) => ({ over: count > allowed, resetInMs })),
        );
      }
    }
    const refused = (await Promise.all(hits)).filter((hit) => hit.over);
    if (refused.length === 0) return { allowed: true };
    const waitMs = Math.max(...refused.map((hit) => hit.resetInMs));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
