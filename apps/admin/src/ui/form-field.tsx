// A labelled field: the label, a hint and the error below are tied to the control by id, so a
// screen reader reads all three. The control is the caller's (input, select, a group of checkboxes).
import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: boolean;
}

export interface FormFieldProps {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of controls under one legend (checkboxes, radios): a fieldset says what they are for. */
export function FieldGroup({
  legend,
  hint,
  error,
  children,
}: {
  readonly legend: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      {hint && <p className="mb-2 text-sm text-stone-600">{hint}</p>}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
