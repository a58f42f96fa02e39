// A paired board: one connection (HTTP + live socket) for the life of the credential.
import { useEffect, useRef, useState } from 'react';
import { BoardConnectionProvider } from '../lib/board-connection-context.tsx';
import { createBoardConnection } from '../lib/live-connection.ts';
import type { PairedTerminal } from '../lib/terminal-storage.ts';
import { BoardScreen } from './board-screen.tsx';

export interface BoardAppProps {
  readonly terminal: PairedTerminal;
  readonly onUnauthorized: () => void;
}

export function BoardApp({ terminal, onUnauthorized }: BoardAppProps) {
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);
  // The socket is lazy: it opens with the first subscription and closes with the last, so a
  // connection made and dropped by a double render costs nothing.
  const [connection] = useState(() =>
    createBoardConnection({ token: terminal.token, onUnauthorized: () => unauthorized.current() }),
  );
  return (
    <BoardConnectionProvider connection={connection}>
      <BoardScreen terminal={terminal} />
    </BoardConnectionProvider>
  );
}
