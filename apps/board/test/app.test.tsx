// Pairing and unpairing as the whole app sees them: a code turns into a stored credential and the
// board; a credential the server refuses (revoked) is forgotten and the pairing screen returns.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, REVOKED_NOTICE } from '../src/app/app.tsx';
import { readPairedTerminal, savePairedTerminal } from '../src/lib/terminal-storage.ts';
import { failure, stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';

/** A socket that never opens: these tests are about HTTP; the live stream has its own tests. */
class SilentSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  protocol = 'graphql-transport-ws';
  onopen: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  onmessage: unknown = null;
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}

const terminal = { token: 'tok-1', storeId: 118, termId: 3, storeName: 'The Strip' };

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('WebSocket', SilentSocket);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('App', () => {
  it('asks to pair a screen that has no credential', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Pair this screen' })).toBeTruthy();
    expect(screen.getByLabelText('Pairing code')).toBeTruthy();
  });

  it('sends the stored credential and forgets it when the server says it was revoked', async () => {
    savePairedTerminal(terminal);
    const calls = stubGraphQL({
      BoardSession: () => failure('TERMINAL_UNAUTHORIZED', 'This terminal is not paired.'),
      BoardOrders: () => failure('TERMINAL_UNAUTHORIZED', 'This terminal is not paired.'),
      StoreTimeZone: () => ({ store: { storeId: 118, timeZone: 'America/Los_Angeles' } }),
    });
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Pair this screen' })).toBeTruthy();
    expect(screen.getByText(REVOKED_NOTICE)).toBeTruthy();
    expect(readPairedTerminal()).toBeNull();
    expect(calls[0]?.authorization).toBe('Bearer tok-1');
  });

  it('pairs with a code, keeps the credential and opens the drive-thru board', async () => {
    const graphql = stubGraphQL({
      BoardSession: () => ({
        boardSession: { storeId: 118, termId: 3, storeName: 'The Strip', city: 'Las Vegas', state: 'NV' },
      }),
      StoreTimeZone: () => ({ store: { storeId: 118, timeZone: 'America/Los_Angeles' } }),
      BoardOrders: () => ({ boardOrders: [] }),
    });
    const graphqlFetch = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        url === '/board/pair' ? Promise.resolve(Response.json(terminal)) : graphqlFetch(url, init),
      ),
    );
    render(<App />);
    fireEvent.change(screen.getByLabelText('Pairing code'), { target: { value: 'k7q49mzp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pair screen' }));
    expect(await screen.findByRole('heading', { level: 1, name: /The Strip\s*·\s*Drive-thru/ })).toBeTruthy();
    expect(await screen.findByText('No open orders')).toBeTruthy();
    expect(readPairedTerminal()).toEqual(terminal);
    await waitFor(() => expect(graphql.every((call) => call.authorization === 'Bearer tok-1')).toBe(true));
  });
});
