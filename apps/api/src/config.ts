// Every environment variable the server reads, validated once at start. A wrong value stops the
// server with one line that names the variable, instead of a failure somewhere later.
import { DEFAULT_ACCESSIBILITY_STATEMENT_URL } from '@brewline/domain/site-links';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  ACCESSIBILITY_STATEMENT_URL: z.url().default(DEFAULT_ACCESSIBILITY_STATEMENT_URL),
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
});

// Stripe mode cannot start without its three keys; say which one is missing.
const environmentSchema = baseSchema.superRefine((env, ctx) => {
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
