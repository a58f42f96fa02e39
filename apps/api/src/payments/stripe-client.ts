import type Stripe from 'stripe';

/**
 * The official SDK; `apiUrl` points it at another host (a local double of Stripe's API in tests).
 * Loaded only when Stripe is the provider: its 200-odd modules cost every other server's start
 * (and every restart's) a tenth of its time.
 */
export async function createStripeClient(options: {
  secretKey: string;
  apiUrl?: string | undefined;
}): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  return new StripeSdk(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
