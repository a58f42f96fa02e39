// Change password (docs/product/account.md#profile-page, #change-password): current, new and
// retype, each with its message; the server's answer (wrong current password, lockout) shows the
// same way. A member who does not know the current one follows "Forgot password?" to the provider.
import { messages } from '@brewline/domain/messages/messages';
import { changePasswordSchema } from '@brewline/domain/validation/change-password';
import { validateForm } from '@brewline/domain/validation/field-errors';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { TextField } from '../../../ui/text-field.tsx';
import { ChangePasswordMutation } from '../api/change-password-mutation.ts';
import { formFailure } from '../model/form-failure.ts';
import { usePasswordResetUrl } from '../model/password-reset-url.ts';
import { FormSection } from './form-section.tsx';

const EMPTY = { currentPassword: '', newPassword: '', retypePassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [{ fetching }, changePassword] = useMutation(ChangePasswordMutation);
  const passwordResetUrl = usePasswordResetUrl();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setBanner(null);
    const checked = validateForm(changePasswordSchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok || fetching) return;
    const result = await changePassword({
      oldPassword: values.currentPassword,
      newPassword: values.newPassword,
      retypePassword: values.retypePassword,
    });
    if (result.error) {
      const failure = formFailure(result.error);
      setErrors(failure.fieldErrors);
      setBanner(failure.banner);
      return;
    }
    setValues(EMPTY);
    setSuccess(result.data?.changePassword.message ?? messages.PASSWORD_CHANGED());
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name] ?? null}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <FormSection title="Change Password" success={success} banner={banner}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-4"
        aria-label="Change password"
      >
        {field('currentPassword', 'Current Password', 'current-password')}
        {passwordResetUrl ? (
          <a
            href={passwordResetUrl}
            className="-mt-2 justify-self-end text-sm font-semibold text-brand-ink underline"
          >
            Forgot password?
          </a>
        ) : null}
        {field('newPassword', 'New Password', 'new-password')}
        {field('retypePassword', 'Retype New Password', 'new-password')}
        <button type="submit" className="btn-primary h-12 sm:justify-self-end sm:px-10" disabled={fetching}>
          Change Password
        </button>
      </form>
    </FormSection>
  );
}
