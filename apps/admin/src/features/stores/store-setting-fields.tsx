// The store's make minutes and sales tax rate as fields, written once for the new-store page and the
// store editor's tabs; each place gives its own label or hint for what the value does there.
import { MAX_MAKE_MINUTES, MIN_MAKE_MINUTES } from '@brewline/domain/store-hours/store-settings';
import { FormField } from '../../ui/form-field.tsx';

export function MakeMinutesField({
  hint,
  value,
  error,
  className,
  onChange,
}: {
  readonly hint: string;
  /** As typed. */
  readonly value: string;
  readonly error: string | null;
  readonly className: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <FormField label="Minutes to make an order" hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={MIN_MAKE_MINUTES}
          max={MAX_MAKE_MINUTES}
          className={className}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function TaxRateField({
  label,
  hint,
  value,
  error,
  disabled = false,
  className,
  onChange,
}: {
  readonly label: string;
  readonly hint: string;
  /** As typed, in percent. */
  readonly value: string;
  readonly error: string | null;
  readonly disabled?: boolean;
  readonly className: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          disabled={disabled}
          className={className}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
