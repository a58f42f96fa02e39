// A labelled input with its message under it, tied together for screen readers.
import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  readonly label: string;
  /** Shown under the field and announced with it; null hides it. */
  readonly error?: string | null;
  readonly className?: string;
  /** The input itself, for a screen that puts the focus on it (a link to fix this very field). */
  readonly inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, className, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-base outline-none transition focus:border-brand-ink focus:ring-2 focus:ring-brand/30 ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
