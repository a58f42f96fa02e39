// 'Pair this screen': the manager's one-time code in, this terminal's credential out.
import { useId, useState, type FormEvent } from 'react';
import type { PairResult } from '../../lib/pair-terminal.ts';
import type { PairedTerminal } from '../../lib/terminal-storage.ts';
import { formatPairingCode, pairingCodeError } from './pairing-code.ts';

export interface PairFormProps {
  readonly pair: (code: string) => Promise<PairResult>;
  readonly onPaired: (terminal: PairedTerminal) => void;
}

export function PairForm({ pair, onPaired }: PairFormProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = pairingCodeError(code);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await pair(code);
    setSubmitting(false);
    if (result.ok) onPaired(result.terminal);
    else setError(result.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <label htmlFor={inputId} className="text-xl font-bold">
        Pairing code
      </label>
      <input
        id={inputId}
        name="code"
        value={code}
        onChange={(event) => {
          setCode(formatPairingCode(event.target.value));
          setError(null);
        }}
        placeholder="XXXX-XXXX"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
        aria-invalid={error !== null}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className="field text-center font-mono text-4xl tracking-[0.2em] uppercase"
      />
      <p id={hintId} className="text-base text-stone-600">
        8 letters and digits. The code works once, for 10 minutes.
      </p>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-lg font-semibold text-red-800"
        >
          {error}
        </p>
      )}
      <button type="submit" className="btn-step" disabled={submitting}>
        {submitting ? 'Pairing…' : 'Pair screen'}
      </button>
    </form>
  );
}
