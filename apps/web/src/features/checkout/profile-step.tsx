// /checkout/profile: the pickup details. A member whose profile has name, email and phone goes
// straight on to pickup; otherwise the form comes prefilled, with 'save to profile' for members.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { CheckoutLayout } from './components/checkout-layout.tsx';
import { CheckoutStepCard } from './public/checkout-step-frame.tsx';
import { PickupDetailsForm } from './components/pickup-details-form.tsx';
import { useCheckout } from './model/checkout-context.tsx';
import { isContactComplete } from './model/contact-checks.ts';
import { memberContact } from './model/member-contact.ts';
import { useSaveToProfile } from './model/use-save-to-profile.ts';
import { useStepGuard } from './model/use-step-guard.ts';

export function ProfileStep() {
  usePageTitle('Order Information');
  const [, navigate] = useLocation();
  const { state, update } = useCheckout();
  const { signedIn, loading, profile } = useSession();
  const allowed = useStepGuard('profile');
  const saveToProfile = useSaveToProfile();
  const [save, setSave] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Change (Order Info) opens the step on purpose: then the member edits instead of skipping it.
  const editing = useHistoryState<{ edit?: boolean } | null>()?.edit === true;
  const known = profile ? memberContact(profile) : null;
  const skip = allowed && !editing && known !== null && isContactComplete({ ...state, ...known });

  useEffect(() => {
    if (!profile) return;
    const contact = memberContact(profile);
    if (skip) {
      // Checked above (isContactComplete), as the form would have.
      update({ ...contact, contactDone: true });
      // The customer passes through to pickup just as Continue would take them: its one-method skip
      // applies to a member as to a guest (the state says the profile step was skipped, so no Back).
      navigate('/pickup', { replace: true, state: { from: 'profile-skipped' } });
    } else {
      // Prefill only what the customer has not typed.
      update((current) => ({
        guestName: current.guestName || contact.guestName,
        guestEmail: current.guestEmail || contact.guestEmail,
        guestPhone: current.guestPhone || contact.guestPhone,
      }));
    }
  }, [profile, skip, update, navigate]);

  if (!allowed) return null;
  if ((signedIn && loading) || skip) return <PageSpinner />;

  const onDone = async () => {
    if (profile && save) {
      setSaving(true);
      const error = await saveToProfile(profile, state.guestName, state.guestPhone);
      setSaving(false);
      setSaveError(error);
      if (error) return;
    }
    navigate('/pickup', { state: { from: 'profile' } });
  };

  return (
    <CheckoutLayout step="profile">
      <CheckoutStepCard step="profile">
        <PickupDetailsForm onDone={() => void onDone()}>
          {profile && (
            <label className="flex items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-ink"
                checked={save}
                disabled={saving}
                onChange={(event) => setSave(event.target.checked)}
              />
              Save name and phone to my profile
            </label>
          )}
          {saveError && <AlertBanner>{saveError}</AlertBanner>}
        </PickupDetailsForm>
      </CheckoutStepCard>
    </CheckoutLayout>
  );
}
