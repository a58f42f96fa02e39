// The profile form (docs/product/account.md#screens, #profile-fields): names, address with a state
// of the 50, ZIP and a birthday that is locked once set. Fields the member never filled in may stay
// empty; once filled, they cannot be blanked.
import { localDateString } from '@brewline/domain/lib/zoned-time';
import { messages } from '@brewline/domain/messages/messages';
import { validateForm } from '@brewline/domain/validation/field-errors';
import { profileSchema, US_STATES } from '@brewline/domain/validation/profile';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import type { MemberProfile } from '../../../lib/session-context.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { UpdateProfileMutation } from '../../../lib/update-profile-mutation.ts';
import { formFailure } from '../model/form-failure.ts';
import { FormSection } from './form-section.tsx';

type Field = 'firstName' | 'lastName' | 'street' | 'city' | 'state' | 'postalCode' | 'birthday';
const OPTIONAL: readonly Field[] = ['street', 'city', 'state', 'postalCode', 'birthday'];

function initialValues(profile: MemberProfile): Record<Field, string> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    street: profile.street ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    postalCode: profile.postalCode ?? '',
    birthday: profile.birthDate ?? '',
  };
}

export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const [values, setValues] = useState(() => initialValues(profile));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [{ fetching }, updateProfile] = useMutation(UpdateProfileMutation);
  const stateId = useId();
  const locked = profile.birthdaySet;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setBanner(null);
    // An optional field is sent once it holds something now or held something before.
    const before = initialValues(profile);
    const input: Partial<Record<Field, string>> = { firstName: values.firstName, lastName: values.lastName };
    for (const field of OPTIONAL)
      if (values[field] !== '' || before[field] !== '') input[field] = values[field];
    const schema = profileSchema({
      today: localDateString(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
      birthdayLocked: locked,
      currentBirthday: profile.birthDate,
    });
    const checked = validateForm(schema, input);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok || fetching) return;
    const result = await updateProfile({ input: checked.value });
    if (result.error) {
      const failure = formFailure(result.error);
      setErrors(failure.fieldErrors);
      setBanner(failure.banner);
      return;
    }
    setSuccess(result.data?.updateProfile.message ?? messages.PROFILE_UPDATED());
  };

  const text = (name: Field, label: string, autoComplete: string, extra: object = {}) => (
    <TextField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name] ?? null}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      {...extra}
    />
  );

  return (
    <FormSection title="Profile" success={success} banner={banner}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Profile"
      >
        {text('firstName', 'First Name', 'given-name')}
        {text('lastName', 'Last Name', 'family-name')}
        {text('street', 'Street Address', 'street-address', { className: 'sm:col-span-2' })}
        {text('city', 'City', 'address-level2')}
        <div>
          <label htmlFor={stateId} className="mb-1 block text-sm font-semibold text-stone-800">
            State
          </label>
          <select
            id={stateId}
            name="state"
            autoComplete="address-level1"
            value={values.state}
            onChange={(event) => setValues((current) => ({ ...current, state: event.target.value }))}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
          >
            <option value="">Select a state</option>
            {US_STATES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {errors['state'] && <p className="mt-1 text-sm font-medium text-red-700">{errors['state']}</p>}
        </div>
        {text('postalCode', 'Zip Code', 'postal-code', { inputMode: 'numeric', maxLength: 5 })}
        <div>
          {text('birthday', 'Birthday', 'bday', { type: 'date', disabled: locked })}
          {locked && <p className="mt-1 text-sm text-stone-600">{messages.BIRTHDAY_LOCKED()}</p>}
        </div>
        <button
          type="submit"
          className="btn-primary h-12 sm:col-span-2 sm:justify-self-end sm:px-10"
          disabled={fetching}
        >
          Save Profile
        </button>
      </form>
    </FormSection>
  );
}
