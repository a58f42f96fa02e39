// Paired or not: the pairing screen until this screen has a credential, then the board. A credential
// the server refuses (revoked) is forgotten and the screen asks to be paired again.
import { useCallback, useState } from 'react';
import { PairScreen } from '../features/pairing/pair-screen.tsx';
import {
  clearPairedTerminal,
  readPairedTerminal,
  savePairedTerminal,
  type PairedTerminal,
} from '../lib/terminal-storage.ts';
import { BoardApp } from './board-app.tsx';

export const REVOKED_NOTICE = 'This screen was unpaired by a manager. Pair it again to take orders.';

export function App() {
  const [terminal, setTerminal] = useState<PairedTerminal | null>(readPairedTerminal);
  const [notice, setNotice] = useState<string | null>(null);

  const onPaired = useCallback((paired: PairedTerminal) => {
    savePairedTerminal(paired);
    setNotice(null);
    setTerminal(paired);
  }, []);

  const onUnauthorized = useCallback(() => {
    clearPairedTerminal();
    setNotice(REVOKED_NOTICE);
    setTerminal(null);
  }, []);

  if (!terminal) return <PairScreen onPaired={onPaired} notice={notice} />;
  // Keyed by the credential: a new pairing gets a new connection.
  return <BoardApp key={terminal.token} terminal={terminal} onUnauthorized={onUnauthorized} />;
}
