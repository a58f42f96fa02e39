// The first screen of a board that has no credential: how to get a code, and the code form.
import { MonitorSmartphone } from 'lucide-react';
import { pairTerminal } from '../../lib/pair-terminal.ts';
import type { PairedTerminal } from '../../lib/terminal-storage.ts';
import { PairForm } from './pair-form.tsx';

export interface PairScreenProps {
  readonly onPaired: (terminal: PairedTerminal) => void;
  /** Shown when the screen came back here because its credential was revoked. */
  readonly notice?: string | null;
}

export function PairScreen({ onPaired, notice = null }: PairScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-roast p-4">
      <div className="w-full max-w-xl rounded-3xl bg-white p-8 shadow-xl">
        <p className="flex items-center gap-2 text-lg font-bold tracking-wide text-brand-ink uppercase">
          <MonitorSmartphone aria-hidden size={24} />
          Brewline store board
        </p>
        <h1 className="mt-2 text-4xl font-extrabold">Pair this screen</h1>
        {notice && (
          <p
            role="status"
            className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-lg font-semibold text-amber-900"
          >
            {notice}
          </p>
        )}
        <p className="mt-4 mb-6 text-lg text-stone-700">
          A manager makes a one-time code for this screen in the back office, under{' '}
          <strong>Terminals and boards</strong> (terminal 2 is the counter, 3 the drive-thru). Type it below.
        </p>
        <PairForm pair={pairTerminal} onPaired={onPaired} />
      </div>
    </main>
  );
}
