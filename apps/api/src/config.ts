// Every environment variable the server reads, validated once at start. A wrong value stops the
// server with one line that names the variable, instead of a failure somewhere later.
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const environmentSchema = z.object({
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
  DEMO_TERMINAL_STEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(10_000),
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
