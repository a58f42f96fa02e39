// The terminals page's dialogs: a new pairing code, shown once, and the confirmation before a board is
// revoked.
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { when, type Credential, type PairingCode } from './terminal-format.ts';

export function PairingCodeDialog({ code, onClose }: { code: PairingCode; onClose: () => void }) {
  return (
    <Dialog
      title={`Pairing code for the ${code.terminal.toLowerCase()} terminal`}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p>
        Open /board on the store&apos;s screen and type this code. It works once, until {when(code.expiresAt)}
        .
      </p>
      <p
        data-testid="pairing-code"
        className="my-4 text-center font-mono text-4xl font-bold tracking-widest text-stone-900"
      >
        {code.code}
      </p>
      <p className="text-sm text-stone-600">It is shown only now; make a new one if it is lost.</p>
    </Dialog>
  );
}

export function RevokeBoardDialog({
  credential,
  busy,
  onRevoke,
  onClose,
}: {
  credential: Credential;
  busy: boolean;
  onRevoke: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="Revoke this board?"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Keep it</Button>
          <Button variant="danger" busy={busy} onClick={onRevoke}>
            Revoke
          </Button>
        </>
      }
    >
      <p>
        The {credential.terminalName.toLowerCase()} board paired {when(credential.pairedAt)} stops working at
        its next request. Pair a new board with a new code.
      </p>
    </Dialog>
  );
}
