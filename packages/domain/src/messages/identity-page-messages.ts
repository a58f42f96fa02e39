// What the identity provider's own pages say beyond signing in (docs/product/account.md#forgot-password):
// texts only the server renders, so they are kept out of messages.ts, which the customer app bundles.
// All are ours: the spec never shows the provider's side.
export const identityPageMessages = {
  FORGOT_PASSWORD_LINK: () => 'Forgot password?',
  FORGOT_PASSWORD_TITLE: () => 'Forgot your password?',
  FORGOT_PASSWORD_LEAD: () =>
    "Enter your account's email and we'll send you a link to choose a new password.",
  /** The same answer whether or not an account has the address, so the page tells nobody who is a member. */
  RESET_LINK_SENT: (params: { readonly email: string; readonly minutes: number }) =>
    `If an account uses ${params.email}, we have sent it a link to choose a new password. The link works once, within ${params.minutes} minutes.`,
  RESET_LINK_UNUSABLE: () => 'This link has expired or has already been used. Please ask for a new one.',
  RESET_PASSWORD_TITLE: () => 'Choose a new password',
  RESET_PASSWORD_LEAD: (params: { readonly email: string }) =>
    `For ${params.email}. Every device signed in to your account will be signed out.`,
} as const;
