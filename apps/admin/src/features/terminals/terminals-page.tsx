// Terminals and boards (terminals.manage): for one store, its counter and drive-thru terminals with
// their live connection (refreshed every few seconds), the boards paired with them, pairing a new board
// with a one-time code, and revoking one.
import { MonitorSmartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useAdminStores } from '../../lib/admin-stores.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PairTerminalMutation } from './pair-terminal-mutation.ts';
import { RevokeTerminalCredentialMutation } from './revoke-terminal-credential-mutation.ts';
import { StoreTerminalsQuery } from './store-terminals-query.ts';

/** How often the connection view asks again: a terminal's status moves within seconds. */
const REFRESH_MS = 5000;

type Credential = ResultOf<typeof StoreTerminalsQuery>['terminalCredentials'][number];

const STATE_TEXT: Record<string, string> = {
  WAITING_FOR_CODE: 'Waiting for its code',
  CODE_EXPIRED: 'Code expired, never used',
  PAIRED: 'Paired',
  REVOKED: 'Revoked',
};

function when(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export default function TerminalsPage() {
  const { stores } = useAdminStores();
  const { can } = useStaffSession();
  const manageable = stores.filter((s) => can('terminals.manage', s.storeId));
  const [chosen, setChosen] = useState<number | null>(null);
  const storeId = chosen ?? manageable[0]?.storeId ?? null;
  return (
    <div>
      <PageHeader
        title="Terminals and boards"
        description="Pair a store's board with a one-time code, watch each terminal's connection, and revoke a board that is lost or replaced."
        actions={
          <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
            Store
            <select
              className="min-h-10 rounded-lg border border-stone-300 bg-white px-3 py-2"
              value={storeId ?? ''}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {manageable.map((s) => (
                <option key={s.storeId} value={s.storeId}>
                  {s.name} ({s.storeId})
                </option>
              ))}
            </select>
          </label>
        }
      />
      {storeId !== null ? <StoreTerminals key={storeId} storeId={storeId} /> : <p>No stores to manage.</p>}
    </div>
  );
}

function StoreTerminals({ storeId }: { readonly storeId: number }) {
  const [result, refetch] = useQuery({
    query: StoreTerminalsQuery,
    variables: { storeId },
    requestPolicy: 'network-only',
  });
  const [pairing, pair] = useMutation(PairTerminalMutation);
  const [, revoke] = useMutation(RevokeTerminalCredentialMutation);
  const [code, setCode] = useState<{ code: string; expiresAt: string; terminal: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<Credential | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const onPair = async (termId: number, terminal: string) => {
    const answer = await pair({ storeId, termId });
    if (answer.data) setCode({ ...answer.data.pairTerminal, terminal });
    else if (answer.error) setNotice({ tone: 'error', text: errorMessage(answer.error) });
    refetch({ requestPolicy: 'network-only' });
  };
  const onRevoke = async (credential: Credential) => {
    const answer = await revoke({ storeId, credentialId: credential.id });
    setToRevoke(null);
    setNotice(
      answer.error
        ? { tone: 'error', text: errorMessage(answer.error) }
        : {
            tone: 'success',
            text: `The ${credential.terminalName.toLowerCase()} board was revoked; it is signed out at its next request.`,
          },
    );
    refetch({ requestPolicy: 'network-only' });
  };

  const columns: DataTableColumn<Credential>[] = [
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
          <Button variant="quiet" className="text-red-700" onClick={() => setToRevoke(c)}>
            Revoke<span className="sr-only"> credential {c.id}</span>
          </Button>
        ),
    },
  ];

  return (
    <div className="space-y-6">
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {result.error && <Notice tone="error">{errorMessage(result.error)}</Notice>}
      <section aria-labelledby="live-title">
        <h2 id="live-title" className="mb-3 text-lg font-bold text-stone-900">
          Connection now
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {(result.data?.storeTerminals ?? []).map((t) => {
            const connected = t.status === 'CONNECTED';
            return (
              <li
                key={t.termId}
                className="rounded-xl border border-stone-200 bg-white p-4"
                data-testid={`terminal-${t.termId}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-semibold text-stone-900">
                    <MonitorSmartphone aria-hidden className="size-5 text-stone-500" />
                    {t.name} <span className="font-normal text-stone-500">terminal {t.termId}</span>
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${connected ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
                  >
                    {connected ? 'Connected' : 'Disconnected'}
                  </span>
                </div>
                <p className="mt-2 text-sm text-stone-600">Last seen: {when(t.lastSeenAt)}</p>
                <Button
                  className="mt-3"
                  busy={pairing.fetching}
                  onClick={() => void onPair(t.termId, t.name)}
                >
                  Pair a board
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="boards-title">
        <h2 id="boards-title" className="mb-3 text-lg font-bold text-stone-900">
          Boards
        </h2>
        <DataTable
          caption="Board credentials"
          columns={columns}
          rowKey={(c) => c.id}
          rows={result.data?.terminalCredentials ?? []}
          initialSort={{ key: 'created', direction: 'desc' }}
          emptyMessage="No board was ever paired with this store."
        />
      </section>
      {code && (
        <Dialog
          title={`Pairing code for the ${code.terminal.toLowerCase()} terminal`}
          onClose={() => setCode(null)}
          actions={
            <Button variant="primary" onClick={() => setCode(null)}>
              Done
            </Button>
          }
        >
          <p>
            Open /board on the store&apos;s screen and type this code. It works once, until{' '}
            {when(code.expiresAt)}.
          </p>
          <p
            data-testid="pairing-code"
            className="my-4 text-center font-mono text-4xl font-bold tracking-widest text-stone-900"
          >
            {code.code}
          </p>
          <p className="text-sm text-stone-600">It is shown only now; make a new one if it is lost.</p>
        </Dialog>
      )}
      {toRevoke && (
        <Dialog
          title="Revoke this board?"
          onClose={() => setToRevoke(null)}
          actions={
            <>
              <Button onClick={() => setToRevoke(null)}>Keep it</Button>
              <Button variant="danger" onClick={() => void onRevoke(toRevoke)}>
                Revoke
              </Button>
            </>
          }
        >
          <p>
            The {toRevoke.terminalName.toLowerCase()} board paired {when(toRevoke.pairedAt)} stops working at
            its next request. Pair a new board with a new code.
          </p>
        </Dialog>
      )}
    </div>
  );
}
