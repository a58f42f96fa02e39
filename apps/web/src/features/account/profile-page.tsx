// /account/profile (docs/product/account.md#profile-page): the bad e-mail banner, the profile form,
// My Account and change password. /account/info, where the banner's link goes, is the same page
// with the My Account e-mail field focused, ready to be corrected.
import { messages } from '@brewline/domain/messages/messages';
import { Link } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import type { MemberProfile } from '../../lib/session-context.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { MyAccountForm } from './components/my-account-form.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { ACCOUNT_PAGE_HEADINGS } from '../../lib/account-page-headings.ts';

export function ProfilePage({
  profile,
  focusEmail = false,
}: {
  profile: MemberProfile;
  focusEmail?: boolean;
}) {
  usePageTitle('Profile');
  return (
    <div className="grid gap-5">
      <h1 className="page-title">{ACCOUNT_PAGE_HEADINGS.profile}</h1>
      {profile.badEmail && (
        <AlertBanner testId="bad-email-banner">
          {messages.BAD_EMAIL_BANNER()}{' '}
          <Link href="~/account/info" className="underline">
            Update your email
          </Link>
        </AlertBanner>
      )}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <ProfileForm profile={profile} />
        <div className="grid gap-5">
          <MyAccountForm profile={profile} focusEmail={focusEmail} />
          <ChangePasswordForm />
        </div>
      </div>
    </div>
  );
}
