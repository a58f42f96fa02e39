// The sign-in, sign-up and error pages of the embedded provider. Each form posts to the interaction
// it belongs to; values typed (never passwords) come back with each field's first message.
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { FORGOT_PASSWORD_PATH } from '@brewline/domain/accounts/password-reset';
import { identityPageMessages } from '@brewline/domain/messages/identity-page-messages';
import { html, page, type Html } from './page-layout.ts';

export type FieldErrors = Readonly<Record<string, string>>;

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autocomplete: string;
  value?: string;
}

export function field(spec: FieldSpec, errors: FieldErrors): Html {
  const error = errors[spec.name];
  const id = `f-${spec.name}`;
  const described = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : html``;
  const message = error ? html`<p class="field-error" id="${id}-error">${error}</p>` : html``;
  const value = spec.type === 'password' ? '' : (spec.value ?? '');
  return html`<div>
    <label for="${id}">${spec.label}</label
    ><input
      id="${id}"
      name="${spec.name}"
      type="${spec.type}"
      autocomplete="${spec.autocomplete}"
      value="${value}"
      required${described}
    />${message}
  </div>`;
}

export function alert(message: string | undefined): Html {
  return message ? html`<p class="alert" role="alert">${message}</p>` : html``;
}

export interface SignInPageModel {
  uid: string;
  email?: string;
  error?: string;
  fieldErrors?: FieldErrors;
}

export function renderSignInPage(model: SignInPageModel): string {
  const errors = model.fieldErrors ?? {};
  const base = `/oidc/interaction/${encodeURIComponent(model.uid)}`;
  return page(
    'Sign in',
    html`<h1>Welcome back</h1>
      <p class="lead">Sign in to order ahead, pay with your ${BRAND_NAME} Card and earn rewards.</p>
      ${alert(model.error)}
      <form method="post" action="${base}/login" novalidate>
        ${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: model.email ?? '' }, errors)}
        ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' }, errors)}
        <a class="forgot" href="${FORGOT_PASSWORD_PATH}?from=${encodeURIComponent(model.uid)}"
          >${identityPageMessages.FORGOT_PASSWORD_LINK()}</a
        >
        <button type="submit">Sign in</button>
      </form>
      <p class="alt">New to ${BRAND_NAME}? <a href="${base}/signup">Create an account</a></p>
      <a class="guest" href="${base}/abort">Continue as a guest</a>`,
  );
}

export interface SignUpPageModel {
  uid: string;
  values?: Readonly<Record<string, string>>;
  error?: string;
  fieldErrors?: FieldErrors;
  /** The e-mail belongs to an account already: say so at the field and offer to sign in with it. */
  emailTaken?: boolean;
}

export function renderSignUpPage(model: SignUpPageModel): string {
  const errors = model.fieldErrors ?? {};
  const values = model.values ?? {};
  const base = `/oidc/interaction/${encodeURIComponent(model.uid)}`;
  const input = (spec: FieldSpec) => field({ ...spec, value: values[spec.name] ?? '' }, errors);
  return page(
    'Create an account',
    html`<h1>Create your account</h1>
      <p class="lead">A free ${BRAND_NAME} Card comes with it, ready to pay and collect points.</p>
      ${alert(model.error)}
      ${
        model.emailTaken
          ? html`<p class="alert" role="alert">
              ${messages.SIGN_UP_SIGN_IN_INSTEAD()} <a href="${base}">Sign in</a>
            </p>`
          : html``
      }
      <form method="post" action="${base}/signup" novalidate>
        <div class="row">
          ${input({ name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' })}${input({ name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' })}
        </div>
        ${input({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email' })}
        ${input({ name: 'phone', label: 'Mobile phone', type: 'tel', autocomplete: 'tel-national' })}
        ${input({ name: 'password', label: 'Password (at least 7 characters)', type: 'password', autocomplete: 'new-password' })}
        ${input({ name: 'retypePassword', label: 'Retype password', type: 'password', autocomplete: 'new-password' })}
        <button type="submit">Create account</button>
      </form>
      <p class="alt">Already have an account? <a href="${base}">Sign in</a></p>`,
  );
}

/** A dead end with a way back: an expired sign-in, a bad request. */
export function renderErrorPage(detail: string, returnTo = '/'): string {
  return page(
    'Sign-in problem',
    html`<h1>Something went wrong</h1>
      <p class="lead">${detail}</p>
      <p class="alt"><a href="${returnTo}">Back to ${BRAND_NAME}</a></p>`,
  );
}

export function renderExpiredPage(returnTo = '/'): string {
  return renderErrorPage(messages.SIGN_IN_EXPIRED(), returnTo);
}
