// The forgotten-password pages of the embedded provider (docs/product/account.md#forgot-password):
// ask for the address, say a link is on its way (the same words whether or not an account has the
// address), choose the new password, and the end: changed, or a link that no longer works.
import {
  FORGOT_PASSWORD_PATH,
  RESET_LINK_MINUTES,
  RESET_PASSWORD_PATH,
} from '@brewline/domain/accounts/password-reset';
import { identityPageMessages as texts } from '@brewline/domain/messages/identity-page-messages';
import { messages } from '@brewline/domain/messages/messages';
import { alert, field, type FieldErrors } from './interaction-pages.ts';
import { html, page } from './page-layout.ts';

export interface ForgotPageModel {
  /** Where "Back to sign in" goes: the sign-in page the member came from, or the app's sign-in. */
  backHref: string;
  /** The sign-in interaction the member came from, kept through the form. */
  from: string;
  email?: string;
  error?: string;
  fieldErrors?: FieldErrors;
}

const backLink = (href: string) => html`<p class="alt"><a href="${href}">Back to sign in</a></p>`;

export function renderForgotPage(model: ForgotPageModel): string {
  return page(
    texts.FORGOT_PASSWORD_TITLE(),
    html`<h1>${texts.FORGOT_PASSWORD_TITLE()}</h1>
      <p class="lead">${texts.FORGOT_PASSWORD_LEAD()}</p>
      ${alert(model.error)}
      <form method="post" action="${FORGOT_PASSWORD_PATH}" novalidate>
        <input type="hidden" name="from" value="${model.from}" />
        ${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: model.email ?? '' }, model.fieldErrors ?? {})}
        <button type="submit">Send me a link</button>
      </form>
      ${backLink(model.backHref)}`,
  );
}

export function renderResetLinkSentPage(model: { email: string; backHref: string }): string {
  return page(
    'Check your email',
    html`<h1>Check your email</h1>
      <p class="notice" role="status">
        ${texts.RESET_LINK_SENT({ email: model.email, minutes: RESET_LINK_MINUTES })}
      </p>
      ${backLink(model.backHref)}`,
  );
}

export interface ResetPageModel {
  token: string;
  email: string;
  fieldErrors?: FieldErrors;
}

export function renderResetPage(model: ResetPageModel): string {
  const errors = model.fieldErrors ?? {};
  return page(
    texts.RESET_PASSWORD_TITLE(),
    html`<h1>${texts.RESET_PASSWORD_TITLE()}</h1>
      <p class="lead">${texts.RESET_PASSWORD_LEAD({ email: model.email })}</p>
      <form method="post" action="${RESET_PASSWORD_PATH}" novalidate>
        <input type="hidden" name="token" value="${model.token}" />
        ${field({ name: 'newPassword', label: 'New password (at least 7 characters)', type: 'password', autocomplete: 'new-password' }, errors)}
        ${field({ name: 'retypePassword', label: 'Retype new password', type: 'password', autocomplete: 'new-password' }, errors)}
        <button type="submit">Change password</button>
      </form>`,
  );
}

export function renderResetLinkUnusablePage(): string {
  return page(
    'Link expired',
    html`<h1>This link no longer works</h1>
      <p class="alert" role="alert">${texts.RESET_LINK_UNUSABLE()}</p>
      <a class="button" href="${FORGOT_PASSWORD_PATH}">Send me a new link</a>`,
  );
}

export function renderPasswordChangedPage(signInHref: string): string {
  return page(
    'Password changed',
    html`<h1>All set</h1>
      <p class="notice" role="status">${messages.PASSWORD_CHANGED()}</p>
      <p class="lead">Sign in with your new password. Every other device was signed out.</p>
      <a class="button" href="${signInHref}">Sign in</a>`,
  );
}
