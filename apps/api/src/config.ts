// Every environment variable the server reads, validated once at start, here and nowhere else. A wrong
// value stops the server with one line that names the variable, instead of a failure somewhere later.
// What follows from several variables together (the identity provider's addresses) is derived from
// this config where it is used (identity/identity-config.ts).
import { DEFAULT_ACCESSIBILITY_STATEMENT_URL } from '@brewline/domain/site/site-links';
import { z } from 'zod';
import { DEFAULT_ADDRESS_LIMITS, type AddressLimits } from './http/address-rate-limit.ts';
import { DEFAULT_RATE_LIMITS, type GroupLimit, type RateLimitSettings } from './http/rate-limit.ts';

/** The web app's OpenID Connect client and our API's resource indicator (RFC 8707), by default. */
export const DEFAULT_CLIENT_ID = 'brewline-web';
export const DEFAULT_AUDIENCE = 'urn:brewline:api';
const DAY = 86_400;

const httpUrl = (error: string) => z.url({ protocol: /^https?$/, error });

const commaList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(httpUrl('must be http(s) URLs separated by commas')).min(1));

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Calls per minute 'per member/per address', e.g. '20/60'. */
const perMinute = (fallback: GroupLimit) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}\/[1-9]\d{0,8}$/, "must be calls per minute as 'member/address', e.g. 20/60")
    .transform((text): GroupLimit => {
      const [perMember = '0', perAddress = '0'] = text.split('/');
      return { perMember: Number(perMember), perAddress: Number(perAddress) };
    })
    .default(fallback);

/** Calls per minute from one address, e.g. '5'. */
const perAddressPerMinute = (fallback: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a whole number of calls per minute from one address, e.g. 5')
    .transform(Number)
    .default(fallback);

const baseSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEMO_TERMINALS: z.enum(['auto', 'off']).default('auto'),
  /** Must match the web app's VITE_ACCESSIBILITY_STATEMENT_URL: the page it frames. */
  // An address elsewhere, or a path on this origin (the default: the API's own statement page).
  ACCESSIBILITY_STATEMENT_URL: z
    .union([z.url(), z.string().regex(/^\/[^/]/)])
    .default(DEFAULT_ACCESSIBILITY_STATEMENT_URL),
  LATE_ORDER_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  DEMO_TERMINAL_STEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(10_000),
  /** Rate limits on orders, card adds, card reloads and feedback (apps/api/src/http/rate-limit.ts). */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_ORDERS: perMinute(DEFAULT_RATE_LIMITS.orders),
  RATE_LIMIT_CARD_ADDS: perMinute(DEFAULT_RATE_LIMITS.cardAdds),
  RATE_LIMIT_RELOADS: perMinute(DEFAULT_RATE_LIMITS.reloads),
  RATE_LIMIT_FEEDBACK: perMinute(DEFAULT_RATE_LIMITS.feedback),
  /**
   * Per-address limits (apps/api/src/http/address-rate-limit.ts). Raise them where many people share
   * one address the server sees: a campus or office behind one NAT, or a proxy whose hops TRUST_PROXY
   * does not count.
   */
  RATE_LIMIT_SIGN_UPS: perAddressPerMinute(DEFAULT_ADDRESS_LIMITS.signUps),
  RATE_LIMIT_PASSWORD_RESETS: perAddressPerMinute(DEFAULT_ADDRESS_LIMITS.passwordResets),
  RATE_LIMIT_EVENTS: perAddressPerMinute(DEFAULT_ADDRESS_LIMITS.events),
  RATE_LIMIT_QUERIES: perAddressPerMinute(DEFAULT_ADDRESS_LIMITS.queries),
  /** Redis shared by every API server: subscriptions hear changes made on any server, limits count across them. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Namespaces Redis channels and keys: the servers of one deployment share it. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .default('brewline'),
  /** A payment provider call that takes longer fails (and the order with it) instead of hanging. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /** A succeeded payment no order took, and not refunded, is refunded after this long. */
  PAYMENT_RECOVERY_AFTER_MS: z.coerce.number().int().min(1000).max(86_400_000).default(900_000),
  /**
   * Development and tests only: the server's business clock (store hours, order times) starts at this
   * instant and runs on from it, so a journey can meet a store open at any real hour.
   */
  CLOCK_AT: z.iso.datetime({ offset: true }).optional(),
  /** The address customers open (an origin); unset: http://localhost:PORT, and not in production. */
  PUBLIC_URL: httpUrl('must be an http(s) URL').optional(),
  /** Another OpenID Connect provider signs members in; unset, the API hosts its own at /oidc. */
  OIDC_ISSUER: z.url().optional(),
  /** With OIDC_ISSUER: that provider's page for a forgotten password, which the app links to. */
  OIDC_PASSWORD_RESET_URL: httpUrl('must be an http(s) URL').optional(),
  OIDC_CLIENT_ID: z.string().min(1).default(DEFAULT_CLIENT_ID),
  OIDC_AUDIENCE: z.string().min(1).default(DEFAULT_AUDIENCE),
  /** Redirect URIs beyond /login and /admin/login on the app's origins (the embedded provider only). */
  OIDC_REDIRECT_URIS: commaList.optional(),
  OIDC_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  OIDC_REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .max(365 * DAY)
    .default(30 * DAY),
  /** Which proxies' X-Forwarded-* headers to believe (http/trust-proxy.ts); unset believes none. */
  TRUST_PROXY: z.string().optional(),
  /**
   * The SMTP server customers' e-mail goes through (smtp://user:pass@host:587, smtps://…). Unset: kept
   * for /dev/mail in development; in production this server sends none and leaves the outbox to one that has it.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From of customers' e-mail. */
  MAIL_FROM: z.string().min(3).default('Brewline <orders@brewline.example>'),
  /** On SIGTERM, requests in flight get this long to finish before the process stops anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /**
   * On SIGTERM, live connections are handed over to the other servers at most this many a second
   * (each costs the server it lands on a WebSocket, a database read and a Redis subscription): 500
   * a second saturated the survivor on two cores for the whole hand-over, 200 did not (decision 021,
   * addendum)...
   */
  LIVE_HANDOVER_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(200),
  /** ...and within at most this long, whatever their number: it is part of SHUTDOWN_GRACE_MS. */
  LIVE_HANDOVER_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
  /**
   * What this process does: `web` answers HTTP and runs no background job, `worker` runs the jobs
   * (mail, scheduler, watchdogs, payment recovery) with only a health and metrics endpoint, `all` both.
   */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /** Prometheus metrics (and a worker's health checks) on this port of their own; unset: none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The metrics port's interface: only this machine by default, never the public one. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

// The live hand-over must leave the requests in flight time to finish. Stripe mode cannot start
// without its three keys; say which one is missing.
const environmentSchema = baseSchema.superRefine((env, ctx) => {
  if (env.LIVE_HANDOVER_MAX_MS > 0 && env.LIVE_HANDOVER_MAX_MS >= env.SHUTDOWN_GRACE_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['LIVE_HANDOVER_MAX_MS'],
      message: 'must be shorter than SHUTDOWN_GRACE_MS, which it is part of',
    });
  }
  if (env.CLOCK_AT && env.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['CLOCK_AT'], message: 'moves the clock: never in production' });
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT && env.ROLE !== 'worker') {
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: 'must differ from PORT: metrics are never public',
    });
  }
  if (env.PAYMENTS !== 'stripe') return;
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS=stripe' });
  }
});

export type AppConfig = z.infer<typeof environmentSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as in shells and .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const name = first?.path.join('.') ?? 'environment';
  throw new ConfigError(`Invalid environment variable ${name}: ${first?.message ?? 'invalid value'}`);
}

/** The server's clock: the real one, or CLOCK_AT running on from the moment the server starts. */
export function serverClock(config: AppConfig, startedAt = Date.now()): () => Date {
  if (!config.CLOCK_AT) return () => new Date();
  const offsetMs = Date.parse(config.CLOCK_AT) - startedAt;
  return () => new Date(Date.now() + offsetMs);
}

/** The per-address limits on sign-ups, password reset requests, analytics batches and GraphQL queries. */
export function addressLimitSettings(config: AppConfig): AddressLimits {
  return {
    signUps: config.RATE_LIMIT_SIGN_UPS,
    passwordResets: config.RATE_LIMIT_PASSWORD_RESETS,
    events: config.RATE_LIMIT_EVENTS,
    queries: config.RATE_LIMIT_QUERIES,
  };
}

/** The rate limits the server applies, or null when RATE_LIMITS=off (benchmarks). */
export function rateLimitSettings(config: AppConfig): RateLimitSettings | null {
  if (config.RATE_LIMITS === 'off') return null;
  return {
    orders: config.RATE_LIMIT_ORDERS,
    cardAdds: config.RATE_LIMIT_CARD_ADDS,
    reloads: config.RATE_LIMIT_RELOADS,
    feedback: config.RATE_LIMIT_FEEDBACK,
  };
}
