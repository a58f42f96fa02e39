// 'My Account' (docs/product/account.md#profile-page, #validation, #update-account): email, phone,
// the rewards-email box, the order-updates box (e-mails about each order) and whether the free
// birthday drink goes on the Brewline Card.
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { validateForm } from '@brewline/domain/validation/field-errors';
import {
  birthdayPromotionMedium,
  hasBirthdayDrink,
  myAccountSchema,
} from '@brewline/domain/validation/my-account';
import { formatPhoneMask, phoneDigits } from '@brewline/domain/validation/contact-fields';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import type { MemberProfile } from '../../../lib/session-context.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { UpdateAccountMutation } from '../../../lib/update-account-mutation.ts';
import { formFailure } from '../model/form-failure.ts';
import { FormSection } from './form-section.tsx';

export function MyAccountForm({
  profile,
  focusEmail = false,
}: {
  profile: MemberProfile;
  /** Opened to fix the e-mail address (/account/info): the field is brought into view and focused. */
  focusEmail?: boolean;
}) {
  const emailInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusEmail) return;
    emailInput.current?.scrollIntoView({ block: 'center' });
    emailInput.current?.focus();
  }, [focusEmail]);
  const [email, setEmail] = useState(profile.email);
  const [phone, setPhone] = useState(profile.phone);
  const [rewardsEmail, setRewardsEmail] = useState(profile.ewardSubscription);
  const [orderUpdates, setOrderUpdates] = useState(profile.orderUpdatesEmail);
  const [birthdayDrink, setBirthdayDrink] = useState(hasBirthdayDrink(profile.birthdayPromotionMedium));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [{ fetching }, updateAccount] = useMutation(UpdateAccountMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setBanner(null);
    const checked = validateForm(myAccountSchema, { email, phone: formatPhoneMask(phone), rewardsEmail });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok || fetching) return;
    const result = await updateAccount({
      input: {
        email: checked.value.email,
        phone: checked.value.phone,
        ewardSubscription: checked.value.rewardsEmail,
        orderUpdatesEmail: orderUpdates,
        birthdayPromotionMedium: birthdayPromotionMedium(birthdayDrink),
      },
    });
    if (result.error) {
      const failure = formFailure(result.error);
      setErrors(failure.fieldErrors);
      setBanner(failure.banner);
      return;
    }
    setSuccess(result.data?.updateAccount.message ?? messages.ACCOUNT_UPDATED());
  };

  const box = 'size-5 shrink-0 accent-brand-ink';
  return (
    <FormSection title="My Account" success={success} banner={banner}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-4"
        aria-label="My Account"
      >
        <TextField
          label="Email"
          inputRef={emailInput}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors['email'] ?? null}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(999) 999-9999"
          value={formatPhoneMask(phone)}
          error={errors['phone'] ?? null}
          onChange={(event) => {
            const digits = phoneDigits(event.target.value).slice(0, 10);
            setPhone(digits);
          }}
        />
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className={box}
            checked={rewardsEmail}
            onChange={(e) => setRewardsEmail(e.target.checked)}
          />
          Send me rewards emails and coupons
        </label>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className={box}
            checked={orderUpdates}
            onChange={(e) => setOrderUpdates(e.target.checked)}
          />
          Email me about my orders: receipt, ready for pickup, refunds
        </label>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className={box}
            checked={birthdayDrink}
            onChange={(e) => setBirthdayDrink(e.target.checked)}
          />
          Put my free birthday drink on my {BRAND_NAME} Card
        </label>
        <button type="submit" className="btn-primary h-12 sm:justify-self-end sm:px-10" disabled={fetching}>
          Save Account
        </button>
      </form>
    </FormSection>
  );
}
