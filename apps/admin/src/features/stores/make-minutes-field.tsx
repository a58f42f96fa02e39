// The make minutes as a number field, labelled alike on the new-store page and the Ordering tab; each
// says in its hint what the minutes do there.
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
