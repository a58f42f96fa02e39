// The generic alert rule (docs/product/ordering.md#messages, docs/product/account.md#messages):
// which text to show for a failed call, whatever shape the failure has. Order of preference: a
// message our client library produced for the user, then "could not reach our servers" when no
// response came back, then what the server said (a plain-text body, its user_message, its detail),
// then a fallback.
import { messages } from './messages.ts';

/**
 * The shape the apps hand over; every field optional so any error can be passed as it is.
 * - clientMessage: a user-facing message from the client library (e.g. a GraphQL error's message
 *   our API wrote from the catalogue).
 * - networkError: true when the request got no HTTP response (offline, DNS, timeout, CORS).
 * - body: the response body, text or parsed JSON.
 */
export interface AlertSource {
  readonly clientMessage?: string | null;
  readonly networkError?: boolean | null;
  readonly body?: unknown;
}

// A body that is markup (a proxy's 502 page) is no message for a customer.
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && !value.trim().startsWith('<') ? value.trim() : null;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The alert text for a failure, by the generic rule. Never throws, whatever it is given. */
export function alertMessage(error: unknown): string {
  const clientMessage = text(field(error, 'clientMessage'));
  if (clientMessage) return clientMessage;
  if (field(error, 'networkError') === true) return messages.ALERT_NETWORK();
  const body = field(error, 'body');
  return (
    text(body) ??
    text(field(body, 'user_message')) ??
    text(field(body, 'detail')) ??
    messages.ALERT_FALLBACK()
  );
}
