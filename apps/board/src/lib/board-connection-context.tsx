// Gives the board's screens their connection: the urql client (through urql's Provider), the live
// status for the header, and the "connected again" signal the order list rereads on.
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'urql';
import type { BoardConnection, LiveStatus } from './live-connection.ts';

const ConnectionContext = createContext<BoardConnection | null>(null);

export function BoardConnectionProvider({
  connection,
  children,
}: {
  connection: BoardConnection;
  children: ReactNode;
}) {
  return (
    <ConnectionContext value={connection}>
      <Provider value={connection.client}>{children}</Provider>
    </ConnectionContext>
  );
}

export function useBoardConnection(): BoardConnection {
  const connection = use(ConnectionContext);
  if (!connection) throw new Error('useBoardConnection needs a BoardConnectionProvider');
  return connection;
}

export function useLiveStatus(): LiveStatus {
  const connection = useBoardConnection();
  return useSyncExternalStore(connection.subscribeStatus, connection.getStatus);
}
