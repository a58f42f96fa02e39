// Per-address limits on the plain HTTP writes that anyone can send without signing in (docs/reliability.md,
// finding 5): analytics batches (POST /events) and sign-ups (each about a second of argon2 and a
// new card), and GraphQL queries. Counted in the same store as the GraphQL limits, so with Redis they hold across every
// server. Far above what a person does; only scripts meet them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@brewline/domain/messages/messages';
import { addressKey, RATE_LIMIT_WINDOW_MS, type RateLimitVerdict } from './rate-limit.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/** Allowed requests per address per minute. */
export interface AddressLimits {
  /** The web app flushes a batch at most every 5 s per tab: 60 is a dozen busy tabs behind one address. */
  events: number;
  /** A family or a shop's Wi-Fi signing up a few people in a minute, not a script making accounts. */
  signUps: number;
  /** Forgotten-password requests: each may send an e-mail, so a few a minute, as for sign-ups. */
  passwordResets: number;
  /** GraphQL queries: a page asks a handful; 1,200 a minute is a busy shop's Wi-Fi, not a script. */
  queries: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  events: 60,
  signUps: 5,
  passwordResets: 5,
  queries: 1200,
};

export type AddressLimitName = keyof AddressLimits;

/** One limit: `check` counts a request from an address and says whether it may go on. */
export interface AddressRateLimit {
  check(address: string, log: FastifyRequest['log']): Promise<RateLimitVerdict>;
}

export function addressRateLimit(
  store: RateLimitStore,
  name: AddressLimitName,
  perMinute: number,
): AddressRateLimit {
  return {
    async check(address, log) {
      try {
        const { count, resetInMs } = await store.hit(
          `rl:${name}:address:${addressKey(address)}`,
          RATE_LIMIT_WINDOW_MS,
        );
        if (count <= perMinute) return { allowed: true };
        log.warn({ limit: name, address }, 'rate limited');
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
      } catch (error) {
        // A store that cannot count (a shared store away) must not stop the site: let it through.
        log.warn({ err: error, limit: name }, 'rate limit store failed; request allowed');
        return { allowed: true };
      }
    },
  };
}

/** Sets Retry-After and the status on a refused request; returns the message to send with it. */
export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number): string {
  void reply.code(429).header('retry-after', String(retryAfterSeconds));
  return messages.TOO_MANY_REQUESTS({ seconds: retryAfterSeconds });
}
