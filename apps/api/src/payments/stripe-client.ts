import Stripe from 'stripe';

/** The official SDK; `apiUrl` points it at another host (a local double of Stripe's API in tests). */
export function createStripeClient(options: { secretKey: string; apiUrl?: string | undefined }): Stripe {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
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
