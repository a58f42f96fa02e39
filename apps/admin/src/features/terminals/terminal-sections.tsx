// The terminals page's two sections for one store: each terminal's connection now, with a button to
// pair a board with it, and the board credentials ever made, with Revoke for those still standing.
import { MonitorSmartphone } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { STATE_TEXT, when, type Credential, type Terminal } from './terminal-format.ts';

function TerminalCard({ terminal, busy, onPair }: { terminal: Terminal; busy: boolean; onPair: () => void }) {
  const connected = terminal.status === 'CONNECTED';
  return (
    <li
      className="rounded-xl border border-stone-200 bg-white p-4"
      data-testid={`terminal-${terminal.termId}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold text-stone-900">
          <MonitorSmartphone aria-hidden className="size-5 text-stone-500" />
          {terminal.name} <span className="font-normal text-stone-500">terminal {terminal.termId}</span>
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${connected ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
        >
          {connected ? 'Connected' : 'Disconnected'}
        </span>
      </div>
      <p className="mt-2 text-sm text-stone-600">Last seen: {when(terminal.lastSeenAt)}</p>
      <Button className="mt-3" busy={busy} onClick={onPair}>
        Pair a board
      </Button>
    </li>
  );
}

export function ConnectionsNow({
  terminals,
  busy,
  onPair,
}: {
  terminals: readonly Terminal[];
  busy: boolean;
  onPair: (terminal: Terminal) => void;
}) {
  return (
    <section aria-labelledby="live-title">
      <h2 id="live-title" className="mb-3 text-lg font-bold text-stone-900">
        Connection now
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {terminals.map((terminal) => (
          <TerminalCard
            key={terminal.termId}
            terminal={terminal}
            busy={busy}
            onPair={() => onPair(terminal)}
          />
        ))}
      </ul>
    </section>
  );
}

function credentialColumns(onRevoke: (credential: Credential) => void): DataTableColumn<Credential>[] {
  return [
    {
      key: 'terminal',
      header: 'Terminal',
      sortValue: (c) => c.termId,
      cell: (c) => `${c.terminalName} (${c.termId})`,
    },
    { key: 'state', header: 'State', sortValue: (c) => c.state, cell: (c) => STATE_TEXT[c.state] ?? c.state },
    { key: 'created', header: 'Code made', sortValue: (c) => c.createdAt, cell: (c) => when(c.createdAt) },
    { key: 'paired', header: 'Paired', sortValue: (c) => c.pairedAt ?? '', cell: (c) => when(c.pairedAt) },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      align: 'right',
      cell: (c) =>
        c.state === 'REVOKED' ? null : (
          <Button variant="quiet" className="text-red-700" onClick={() => onRevoke(c)}>
            Revoke<span className="sr-only"> credential {c.id}</span>
          </Button>
        ),
    },
  ];
}

export function BoardCredentials({
  credentials,
  onRevoke,
}: {
  credentials: readonly Credential[];
  onRevoke: (credential: Credential) => void;
}) {
  return (
    <section aria-labelledby="boards-title">
      <h2 id="boards-title" className="mb-3 text-lg font-bold text-stone-900">
        Boards
      </h2>
      <DataTable
        caption="Board credentials"
        columns={credentialColumns(onRevoke)}
        rowKey={(c) => c.id}
        rows={credentials}
        initialSort={{ key: 'created', direction: 'desc' }}
        emptyMessage="No board was ever paired with this store."
      />
    </section>
  );
}
