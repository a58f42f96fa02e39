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
        <p className="mt-4 text-lg text-stone-700">
          A manager creates a code for this store and terminal (2 for the counter, 3 for the drive-thru):
        </p>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-stone-100 px-4 py-3 text-base">
          npm run terminal -- pair --store 101 --term 2
        </pre>
        <p className="mt-2 mb-6 text-lg text-stone-700">Type the code it prints below.</p>
        <PairForm pair={pairTerminal} onPaired={onPaired} />
      </div>
    </main>
  );
}
