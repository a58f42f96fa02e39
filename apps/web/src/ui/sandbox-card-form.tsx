// The sandbox provider's card form (PAYMENTS=sandbox): card number, MM/YY, CVC and ZIP, clearly marked
// as taking no real money. It only collects and masks; the payment step checks and confirms it.
import type { FieldErrors } from '@brewline/domain/validation/field-errors';
import {
  formatCardNumberInput,
  formatCardPostalInput,
  formatCvcInput,
  formatExpiryInput,
  type CardFormInput,
} from '@brewline/domain/validation/payment-card';
import { CreditCard, FlaskConical } from 'lucide-react';
import { useIsServerRender } from '../lib/server-render.ts';
import { TextField } from './text-field.tsx';

export const EMPTY_CARD_FORM: CardFormInput = { number: '', expiry: '', cvc: '', postalCode: '' };

interface SandboxCardFormProps {
  readonly value: CardFormInput;
  readonly onChange: (value: CardFormInput) => void;
  readonly errors: FieldErrors;
  readonly disabled: boolean;
}

export function SandboxCardForm({ value, onChange, errors, disabled }: SandboxCardFormProps) {
  // The server draws the form (the payment step's first paint) but takes no typing in it: what a
  // customer typed there would be lost when the app draws the live form over it.
  const serverRender = useIsServerRender();
  const fieldsOff = disabled || serverRender;
  return (
    <section
      aria-labelledby="sandbox-card-title"
      data-testid="sandbox-card-form"
      className="overflow-hidden rounded-2xl border-2 border-brand bg-white"
    >
      <div className="flex items-center gap-2 bg-brand-soft px-4 py-2.5 text-brand-ink">
        <FlaskConical size={18} aria-hidden="true" />
        <p className="font-bold">Sandbox payments: no real money</p>
      </div>
      <div className="grid gap-4 p-4">
        <h3 id="sandbox-card-title" className="flex items-center gap-2 text-lg font-bold">
          <CreditCard size={20} aria-hidden="true" className="text-brand-ink" />
          Card details
        </h3>
        <TextField
          label="Card number"
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={value.number}
          error={errors['number']}
          disabled={fieldsOff}
          onChange={(event) =>
            onChange({
              ...value,
              number: formatCardNumberInput(event.target.value),
            })
          }
        />
        <div className="grid grid-cols-3 gap-3">
          <TextField
            label="MM/YY"
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={value.expiry}
            error={errors['expiry']}
            disabled={fieldsOff}
            onChange={(event) => onChange({ ...value, expiry: formatExpiryInput(event.target.value) })}
          />
          <TextField
            label="CVC"
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            value={value.cvc}
            error={errors['cvc']}
            disabled={fieldsOff}
            onChange={(event) => onChange({ ...value, cvc: formatCvcInput(event.target.value) })}
          />
          <TextField
            label="ZIP"
            name="postal"
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="85004"
            value={value.postalCode}
            error={errors['postalCode']}
            disabled={fieldsOff}
            onChange={(event) =>
              onChange({
                ...value,
                postalCode: formatCardPostalInput(event.target.value),
              })
            }
          />
        </div>
        <p className="text-sm text-stone-600">
          Test cards: <span className="font-mono">4242 4242 4242 4242</span> succeeds,{' '}
          <span className="font-mono">4000 0000 0000 0002</span> is declined. Any future date, any CVC.
        </p>
      </div>
    </section>
  );
}
