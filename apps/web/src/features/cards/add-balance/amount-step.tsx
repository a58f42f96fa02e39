// Add Balance's first step (docs/product/account.md#add-balance-amounts, #constants): a quick
// amount ($5, $10, $20, $25) or a typed one of at least $0.50; a typed amount wins over a quick
// one.
import {
  CUSTOM_ADD_INPUT_MIN,
  QUICK_ADD_AMOUNTS_CENTS,
  quickAmountLabel,
  type AddBalanceChoice,
} from '@brewline/domain/validation/add-balance';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../ui/text-field.tsx';

interface Props {
  readonly error: string | null;
  readonly onChoose: (choice: AddBalanceChoice) => void;
}

export function AmountStep({ error, onChoose }: Props) {
  const [quick, setQuick] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChoose({ quickAmountCents: quick, customAmount: custom });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Choose an amount">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">Choose an amount</legend>
        <div className="grid grid-cols-4 gap-2">
          {QUICK_ADD_AMOUNTS_CENTS.map((cents) => (
            <label
              key={cents}
              className="flex h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-stone-300 text-lg font-bold has-checked:border-brand-ink has-checked:bg-brand-soft has-checked:text-brand-ink has-focus-visible:outline-3 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                name="quick-amount"
                className="sr-only"
                checked={quick === cents}
                onChange={() => {
                  setQuick(cents);
                  setCustom('');
                }}
              />
              {quickAmountLabel(cents)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Or enter an amount ($)"
        name="custom-amount"
        type="number"
        inputMode="decimal"
        min={CUSTOM_ADD_INPUT_MIN}
        step="0.01"
        placeholder="0.00"
        value={custom}
        onChange={(event) => {
          setCustom(event.target.value);
          if (event.target.value !== '') setQuick(null);
        }}
      />
      {error && (
        <p role="alert" className="font-semibold text-red-700" data-testid="amount-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary h-12">
        Continue
      </button>
    </form>
  );
}
