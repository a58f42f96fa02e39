import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serverClock } from '../src/config.ts';

describe('environment validation', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('.data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_DATA).toBe(true);
  });

  it('runs every role by default, and keeps metrics off the public port on this machine', () => {
    const config = loadConfig({});
    expect(config.ROLE).toBe('all');
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(() => loadConfig({ ROLE: 'cron' })).toThrow(/^Invalid environment variable ROLE: /);
    expect(() => loadConfig({ PORT: '8001', METRICS_PORT: '8001' })).toThrow(
      'Invalid environment variable METRICS_PORT: must differ from PORT: metrics are never public',
    );
    expect(loadConfig({ ROLE: 'worker', PORT: '9103', METRICS_PORT: '9103' }).METRICS_PORT).toBe(9103);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable in one line when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid environment variable DATABASE_URL: must start with postgres:// or postgresql://',
    );
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(
      /^Invalid environment variable SEED_DEMO_DATA: /,
    );
  });

  it('requires the Stripe keys only in Stripe mode, naming the missing one', () => {
    expect(loadConfig({}).PAYMENTS).toBe('sandbox');
    expect(() =>
      loadConfig({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }),
    ).toThrow('Invalid environment variable STRIPE_WEBHOOK_SECRET: is required when PAYMENTS=stripe');
    expect(() =>
      loadConfig({
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'pk_wrong',
        STRIPE_PUBLISHABLE_KEY: 'pk_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/^Invalid environment variable STRIPE_SECRET_KEY: must be a Stripe secret key/);
    const stripe = loadConfig({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.PAYMENTS).toBe('stripe');
  });

  it('runs a controlled clock on from CLOCK_AT, and never in production', () => {
    const startedAt = Date.now();
    const clock = serverClock(loadConfig({ CLOCK_AT: '2026-07-04T19:00:00Z' }), startedAt);
    const elapsed = clock().getTime() - Date.parse('2026-07-04T19:00:00Z');
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(60_000);
    expect(Math.abs(serverClock(loadConfig({}))().getTime() - Date.now())).toBeLessThan(1000);
    expect(() => loadConfig({ CLOCK_AT: 'tomorrow' })).toThrow(/^Invalid environment variable CLOCK_AT: /);
    expect(() => loadConfig({ CLOCK_AT: '2026-07-04T19:00:00Z', NODE_ENV: 'production' })).toThrow(
      'Invalid environment variable CLOCK_AT: moves the clock: never in production',
    );
  });
});
