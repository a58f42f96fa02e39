import { describe, expect, it } from 'vitest';
import { alertMessage } from '../src/messages/alerts.ts';

const NETWORK = "It looks like we couldn't reach our servers. Please try again later.";
const FALLBACK = "We weren't able to complete this task. Please try again later.";

describe('generic alert rule', () => {
  it('prefers the client library message', () => {
    expect(alertMessage({ clientMessage: 'Payment unsuccessful.', networkError: true, body: 'x' })).toBe(
      'Payment unsuccessful.',
    );
  });

  it('says the servers could not be reached on a network failure', () => {
    expect(alertMessage({ networkError: true, body: { detail: 'ignored' } })).toBe(NETWORK);
  });

  it('uses a string body, then user_message, then detail', () => {
    expect(alertMessage({ body: 'Store is closed.' })).toBe('Store is closed.');
    expect(alertMessage({ body: { user_message: 'Card declined.', detail: 'code 51' } })).toBe(
      'Card declined.',
    );
    expect(alertMessage({ body: { detail: 'Not found.' } })).toBe('Not found.');
  });

  it('falls back for anything else', () => {
    expect(alertMessage({ body: { user_message: '', detail: 42 } })).toBe(FALLBACK);
    expect(alertMessage({ clientMessage: '   ' })).toBe(FALLBACK);
    expect(alertMessage({ body: '<html><body>502 Bad Gateway</body></html>' })).toBe(FALLBACK);
    expect(alertMessage(new Error('boom'))).toBe(FALLBACK);
    expect(alertMessage(null)).toBe(FALLBACK);
    expect(alertMessage('text')).toBe(FALLBACK);
  });
});
