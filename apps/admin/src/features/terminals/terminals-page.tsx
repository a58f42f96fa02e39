// Terminals and boards (terminals.manage): for one store, its counter and drive-thru terminals with
// their live connection (refreshed every few seconds), the boards paired with them, pairing a new board
// with a one-time code, and revoking one. Both changes go through the back office's save hook: busy
// while they run, the server's refusal in its words, the success line.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useAdminStores } from '../../lib/admin-stores.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { useSave } from '../../lib/use-save.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SaveOutcomeNotice } from '../../ui/save-outcome-notice.tsx';
import { PairTerminalMutation } from './pair-terminal-mutation.ts';
import { RevokeTerminalCredentialMutation } from './revoke-terminal-credential-mutation.ts';
import { StoreTerminalsQuery } from './store-terminals-query.ts';
import { PairingCodeDialog, RevokeBoardDialog } from './terminal-dialogs.tsx';
import type { Credential, PairingCode, Terminal } from './terminal-format.ts';
import { BoardCredentials, ConnectionsNow } from './terminal-sections.tsx';

/** How often the connection view asks again: a terminal's status moves within seconds. */
const REFRESH_MS = 5000;

const noConflict = () => null;

function StorePicker({
  stores,
  storeId,
  onChange,
}: {
  stores: readonly { storeId: number; name: string }[];
  storeId: number | null;
  onChange: (storeId: number) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
      Store
      <select
        className="min-h-10 rounded-lg border border-stone-300 bg-white px-3 py-2"
        value={storeId ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {stores.map((s) => (
          <option key={s.storeId} value={s.storeId}>
            {s.name} ({s.storeId})
          </option>
        ))}
      </select>
    </label>
  );
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
        actions={<StorePicker stores={manageable} storeId={storeId} onChange={setChosen} />}
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
  const [, pair] = useMutation(PairTerminalMutation);
  const [, revoke] = useMutation(RevokeTerminalCredentialMutation);
  const save = useSave({ currentOf: noConflict });
  const [code, setCode] = useState<PairingCode | null>(null);
  const [toRevoke, setToRevoke] = useState<Credential | null>(null);
  const refresh = () => refetch({ requestPolicy: 'network-only' });

  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const onPair = async (terminal: Terminal) => {
    await save.run(async () => {
      const answer = await pair({ storeId, termId: terminal.termId });
      if (answer.data) setCode({ ...answer.data.pairTerminal, terminal: terminal.name });
      return answer;
    }, null);
    refresh();
  };
  const onRevoke = async (credential: Credential) => {
    const revoked = `The ${credential.terminalName.toLowerCase()} board was revoked; it is signed out at its next request.`;
    await save.run(() => revoke({ storeId, credentialId: credential.id }), revoked);
    setToRevoke(null);
    refresh();
  };

  return (
    <div className="space-y-6">
      <SaveOutcomeNotice save={save} />
      {result.error && <Notice tone="error">{errorMessage(result.error)}</Notice>}
      <ConnectionsNow
        terminals={result.data?.storeTerminals ?? []}
        busy={save.busy}
        onPair={(terminal) => void onPair(terminal)}
      />
      <BoardCredentials credentials={result.data?.terminalCredentials ?? []} onRevoke={setToRevoke} />
      {code && <PairingCodeDialog code={code} onClose={() => setCode(null)} />}
      {toRevoke && (
        <RevokeBoardDialog
          credential={toRevoke}
          busy={save.busy}
          onRevoke={() => void onRevoke(toRevoke)}
          onClose={() => setToRevoke(null)}
        />
      )}
    </div>
  );
}
