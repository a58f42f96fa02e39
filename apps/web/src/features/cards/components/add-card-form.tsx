// 'Add Another Card' (docs/product/account.md#cards-page, #add-card): exactly 14 digits, checked
// here first with the domain rule ('Invalid Brewline Card Number'), then by the server, which also
// refuses numbers that are unknown or someone else's with the same words.
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { CARD_NUMBER_LENGTH } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { validateCardNumber } from '@brewline/domain/validation/card-number';
import { CircleCheck, Loader2, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { AddCardMutation } from '../api/add-card-mutation.ts';
import { cardFailure } from '../model/card-failure.ts';

interface Props {
  readonly onAdded: () => void;
  /** True when the failure was the disabled account, which the page shows itself. */
  readonly onFailure: (error: CombinedError) => boolean;
}

export function AddCardForm({ onAdded, onFailure }: Props) {
  const [number, setNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [{ fetching }, addCard] = useMutation(AddCardMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (fetching) return;
    setSuccess(null);
    setBanner(null);
    const checked = validateCardNumber(number, BRAND_NAME);
    if (!checked.ok) return setFieldError(checked.message);
    setFieldError(null);
    const result = await addCard({ cardNumber: checked.value });
    if (result.error) {
      if (onFailure(result.error)) return;
      const failure = cardFailure(result.error);
      if (failure.fieldError) setFieldError(failure.fieldError);
      else setBanner(failure.message);
      return;
    }
    setNumber('');
    setSuccess(result.data?.addCard.message ?? messages.CARD_ADDED({ brand: BRAND_NAME }));
    onAdded();
  };

  return (
    <section aria-labelledby="add-card-title" className="rounded-3xl border border-stone-200 bg-white p-5">
      <h2 id="add-card-title" className="mb-1 text-xl font-bold">
        Add Another Card
      </h2>
      <p className="mb-4 text-sm text-stone-600">
        The {CARD_NUMBER_LENGTH}-digit number is on the back of your {BRAND_NAME} Card.
      </p>
      <div className="mb-3 grid gap-3 empty:hidden">
        {banner && <AlertBanner>{banner}</AlertBanner>}
        {success && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-900"
          >
            <CircleCheck size={20} aria-hidden="true" className="shrink-0" />
            {success}
          </p>
        )}
      </div>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Add Another Card"
        className="grid gap-3"
      >
        <TextField
          label="Card number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0000 0000 0000 00"
          maxLength={CARD_NUMBER_LENGTH + 4}
          value={number}
          error={fieldError}
          onChange={(event) => setNumber(event.target.value)}
        />
        <button type="submit" className="btn-primary h-12" disabled={fetching}>
          {fetching ? (
            <Loader2 size={18} aria-hidden="true" className="animate-spin" />
          ) : (
            <Plus size={18} aria-hidden="true" />
          )}
          Add Card
        </button>
      </form>
    </section>
  );
}
