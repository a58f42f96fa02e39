// Terminals and boards: pairing a board shows its one-time code for that terminal; revoking one asks
// first and says it is revoked; a refusal of either is said in the server's words.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TerminalsPage from '../src/features/terminals/terminals-page.tsx';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh } from './support/api-calls.ts';
import { adminStores } from './support/admin-store.ts';
import { WithClient } from './support/with-client.tsx';

const PAIRED = {
  id: 31,
  termId: 2,
  terminalName: 'Counter',
  state: 'PAIRED',
  createdAt: '2026-03-01T18:00:00.000Z',
  pairedAt: '2026-03-01T18:05:00.000Z',
  revokedAt: null,
  codeExpiresAt: null,
};
const TERMINALS: Handler = () => ({
  storeTerminals: [
    { termId: 2, name: 'Counter', status: 'CONNECTED', lastSeenAt: '2026-03-02T20:00:00.000Z' },
  ],
  terminalCredentials: [PAIRED],
});

function renderPage() {
  render(
    <WithClient>
      <TerminalsPage />
    </WithClient>,
  );
}
async function askToRevoke() {
  const boards = await screen.findByRole('table', { name: 'Board credentials' });
  fireEvent.click(await within(boards).findByRole('button', { name: /^Revoke/ }));
  return screen.getByRole('dialog', { name: 'Revoke this board?' });
}

startEachTestAfresh();

describe('TerminalsPage', () => {
  it('pairs a board with the counter and shows its one-time code', async () => {
    const calls = stubGraphQL({
      AdminStores: adminStores,
      StoreTerminals: TERMINALS,
      PairTerminal: () => ({
        pairTerminal: { credentialId: 32, code: 'ABCD-EFGH', expiresAt: '2026-03-02T20:15:00.000Z' },
      }),
    });
    renderPage();
    const counter = await screen.findByTestId('terminal-2');
    expect(counter.textContent).toContain('Connected');
    fireEvent.click(within(counter).getByRole('button', { name: 'Pair a board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pairing code for the counter terminal' });
    expect(within(dialog).getByTestId('pairing-code').textContent).toBe('ABCD-EFGH');
    expect(callsOf(calls, 'PairTerminal')[0]?.variables).toEqual({ storeId: 118, termId: 2 });
  });

  it('says a refused pairing in the server’s words', async () => {
    stubGraphQL({
      AdminStores: adminStores,
      StoreTerminals: TERMINALS,
      PairTerminal: () =>
        failure('FORBIDDEN', 'Only this store’s manager or a chain admin pairs its boards.'),
    });
    renderPage();
    fireEvent.click(
      within(await screen.findByTestId('terminal-2')).getByRole('button', { name: 'Pair a board' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Only this store’s manager or a chain admin pairs its boards.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revokes a board once confirmed and says so', async () => {
    const calls = stubGraphQL({
      AdminStores: adminStores,
      StoreTerminals: TERMINALS,
      RevokeTerminalCredential: () => ({
        revokeTerminalCredential: { id: 31, state: 'REVOKED', revokedAt: '2026-03-02T20:01:00.000Z' },
      }),
    });
    renderPage();
    fireEvent.click(within(await askToRevoke()).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The counter board was revoked; it is signed out at its next request.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(calls, 'RevokeTerminalCredential')[0]?.variables).toEqual({
      storeId: 118,
      credentialId: 31,
    });
  });

  it('says a refused revocation in the server’s words', async () => {
    stubGraphQL({
      AdminStores: adminStores,
      StoreTerminals: TERMINALS,
      RevokeTerminalCredential: () =>
        failure('FORBIDDEN', 'Only this store’s manager or a chain admin revokes its boards.'),
    });
    renderPage();
    fireEvent.click(within(await askToRevoke()).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Only this store’s manager or a chain admin revokes its boards.',
      ),
    );
  });
});
