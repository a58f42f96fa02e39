// "Who's picking this up?": name (letters and spaces), email (no spaces) and a masked US mobile
// number. Messages show once a field has been left, or all at once after a Continue that failed,
// with the banner over the form.
import { messages } from '@brewline/domain/messages/messages';
import {
  formatPhoneMask,
  keepLettersAndSpaces,
  phoneDigits,
  stripSpaces,
} from '@brewline/domain/validation/contact-fields';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCheckout } from '../model/checkout-context.tsx';
import { contactErrors } from '../model/contact-checks.ts';

/** `children` go above Continue: the member's 'save to profile' choice. */
export function PickupDetailsForm({ onDone, children }: { onDone: () => void; children?: ReactNode }) {
  const { state, update } = useCheckout();
  const [submitted, setSubmitted] = useState(false);
  const errors = contactErrors(state);
  const hasErrors = Object.keys(errors).length > 0;
  const show = (field: 'firstName' | 'email' | 'phone', key: string) =>
    submitted || state.touched[field] ? (errors[key] ?? null) : null;
  const touch = (field: 'firstName' | 'email' | 'phone') =>
    update((current) => ({ touched: { ...current.touched, [field]: true } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // The step guard trusts this flag from here on (checkout-progress.ts): the checks stay on this step.
    update({ touched: { firstName: true, email: true, phone: true }, contactDone: !hasErrors });
    if (!hasErrors) onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Pickup details">
      {submitted && hasErrors && <AlertBanner testId="details-banner">{messages.CHECK_FIELDS()}</AlertBanner>}
      <TextField
        label="Name"
        name="name"
        autoComplete="given-name"
        value={state.guestName}
        error={show('firstName', 'name')}
        onChange={(event) => update({ guestName: keepLettersAndSpaces(event.target.value) })}
        onBlur={() => touch('firstName')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={state.guestEmail}
        error={show('email', 'email')}
        onChange={(event) => update({ guestEmail: stripSpaces(event.target.value) })}
        onBlur={() => touch('email')}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="(999) 999-9999"
        value={formatPhoneMask(state.guestPhone)}
        error={show('phone', 'phone')}
        onChange={(event) => {
          const digits = phoneDigits(event.target.value).slice(0, 10);
          update({ guestPhone: digits });
        }}
        onBlur={() => touch('phone')}
      />
      <p className="text-sm text-stone-600">We&apos;ll text you when your order is ready.</p>
      {children}
      <button type="submit" className="btn-primary h-12 sm:justify-self-end sm:px-10">
        Continue
      </button>
    </form>
  );
}
