// /checkout/pickup: 'Pickup Method'. The store is asked afresh (network-only): only an OPEN store with
// online ordering on offers methods, each needing its terminal connected. One method and no store
// change needed skips the step; parking lot asks for the vehicle; then when to pick up.
import { messages } from '@brewline/domain/messages/messages';
import {
  canProceedFromPickupStep,
  defaultPickupMethod,
  isPickupMethod,
  isStoreChangeRequired,
  needsVehicle,
  nextStepAfterPickup,
  shouldSkipPickupStep,
  type PickupMethod,
} from '@brewline/domain/store-hours/pickup';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { PageSpinner, Spinner } from '../../ui/spinner.tsx';
import { CheckoutLayout } from './components/checkout-layout.tsx';
import { CheckoutStepCard } from './public/checkout-step-frame.tsx';
import { PickupMethodOptions } from './components/pickup-method-options.tsx';
import { PickupTimeChoice } from './components/pickup-time-choice.tsx';
import { StoreProblemPanel } from './components/store-problem-panel.tsx';
import { useCheckout } from './model/checkout-context.tsx';
import { checkoutStatusOf } from './model/checkout-store-status.ts';
import { useCheckoutCards } from './model/use-checkout-cards.ts';
import { useCheckoutStore } from './model/use-checkout-store.ts';
import { useVehicleCode } from './model/use-vehicle-code.ts';

const PICKUP_REFRESH_MS = 5000;
import { useStepGuard } from './model/use-step-guard.ts';

/**
 * How the customer came: by Continue on the profile step (Back is shown, the skip rule applies), past
 * a profile step skipped for a member whose details are known (the skip rule applies, no Back: the
 * profile step would only skip again), or from elsewhere (a Change link, the payment step: the step
 * shows, so the customer can choose).
 */
function arrivedFrom(): 'profile' | 'profile-skipped' | null {
  const state: unknown = history.state;
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : null;
  return from === 'profile' || from === 'profile-skipped' ? from : null;
}

function noticeOf(): string | null {
  const state: unknown = history.state;
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : null;
  return typeof notice === 'string' ? notice : null;
}

export function PickupStep() {
  usePageTitle('Pickup');
  const allowed = useStepGuard('pickup');
  // Terminals come and go (a closed board is DISCONNECTED within seconds): follow them live.
  const { storeId, store, fetching, error } = useCheckoutStore('network-only', PICKUP_REFRESH_MS);
  const { state, update } = useCheckout();
  const [, navigate] = useLocation();
  const [arrived] = useState(arrivedFrom);
  // Why the payment step sent the customer back here (the chosen method's terminal dropped).
  const [notice] = useState(noticeOf);
  const fromProfile = arrived === 'profile';
  const [submitted, setSubmitted] = useState(false);

  const methods: PickupMethod[] = (store?.pickupMethods ?? []).filter(isPickupMethod);
  const open = !!store && store.oLOEnabled && canProceedFromPickupStep(checkoutStatusOf(store));
  const storeChangeRequired = isStoreChangeRequired(store, methods);
  const serverDefault = store?.defaultPickupMethod ?? null;
  const chosen: PickupMethod | null =
    state.pickupLocation && methods.includes(state.pickupLocation)
      ? state.pickupLocation
      : isPickupMethod(serverDefault) && methods.includes(serverDefault)
        ? serverDefault
        : defaultPickupMethod(methods);
  // A member with saved Brewline Cards chooses how to pay next; everyone else goes to payment.
  const { cards, loading: cardsLoading } = useCheckoutCards();
  const next = `/${nextStepAfterPickup(cards.length)}`;
  // The vehicle's form and checks load only where a method needs them (use-vehicle-code.ts).
  const vehicleChosen = needsVehicle(chosen);
  const vehicle = useVehicleCode(methods.some(needsVehicle), vehicleChosen);
  const vehicleCode = vehicle.status === 'ready' ? vehicle.code : null;
  // Skipped with its one method, but not past a vehicle still missing: the step sets pickupDone only
  // with what parking lot needs (the payment step's guard trusts the flag).
  const vehicleUnknown = vehicleChosen && !vehicleCode;
  const vehicleMissing =
    vehicleChosen && !!vehicleCode && Object.keys(vehicleCode.vehicleErrors(state)).length > 0;
  const skip =
    allowed &&
    open &&
    arrived !== null &&
    !cardsLoading &&
    !vehicleUnknown &&
    !vehicleMissing &&
    shouldSkipPickupStep(methods, storeChangeRequired);

  useEffect(() => {
    if (!skip || !chosen) return;
    update({
      pickupLocation: chosen,
      pickupDone: true,
      pickupStoreId: storeId,
      isScheduled: false,
      time: null,
      timeLabel: null,
    });
    navigate(next, { replace: true });
  }, [skip, chosen, storeId, next, update, navigate]);

  if (!allowed) return null;
  const back = () => navigate('/profile');
  const body = (() => {
    // A step that may skip itself waits for the vehicle's checks before deciding (parking lot alone).
    const skipUndecided = vehicleUnknown && arrived !== null && vehicle.status === 'loading';
    if (fetching || skip || cardsLoading || skipUndecided) return <PageSpinner />;
    if (error) return <StoreProblemPanel message={error} onBack={back} />;
    if (!store || !open)
      return <StoreProblemPanel message={messages.STORE_NOT_ACCEPTING_ORDERS_STEP()} onBack={back} />;
    if (storeChangeRequired || !chosen)
      return <StoreProblemPanel message={messages.NO_PICKUP_OPTION()} onBack={back} />;

    const vehicleProblems = vehicleCode && vehicleChosen ? vehicleCode.vehicleErrors(state) : {};
    const timeProblem = state.isScheduled && !state.time ? messages.PICKUP_TIME_REQUIRED() : null;
    const onContinue = () => {
      setSubmitted(true);
      if (vehicleUnknown || Object.keys(vehicleProblems).length > 0 || timeProblem) return;
      update({ pickupLocation: chosen, pickupDone: true, pickupStoreId: storeId });
      navigate(next);
    };
    return (
      <div className="grid gap-6">
        {notice && <AlertBanner>{notice}</AlertBanner>}
        {submitted && (Object.keys(vehicleProblems).length > 0 || timeProblem) && (
          <AlertBanner>{messages.CHECK_FIELDS()}</AlertBanner>
        )}
        <PickupMethodOptions
          methods={methods}
          value={chosen}
          onChange={(method) => update({ pickupLocation: method, pickupDone: false })}
        />
        {vehicleChosen &&
          (vehicleCode ? (
            <vehicleCode.VehicleForm showErrors={submitted} />
          ) : vehicle.status === 'failed' ? (
            <AlertBanner>
              {messages.ALERT_NETWORK()}{' '}
              <button type="button" className="font-semibold underline" onClick={vehicle.retry}>
                Try again
              </button>
            </AlertBanner>
          ) : (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ))}
        <PickupTimeChoice
          storeId={store.storeId}
          timeZone={store.timeZone}
          error={submitted ? timeProblem : null}
        />
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 pt-4">
          {fromProfile && (
            <button type="button" className="btn-outline h-12 px-8" onClick={back}>
              Back
            </button>
          )}
          <button type="button" className="btn-primary h-12 px-10" onClick={onContinue}>
            Continue
          </button>
        </div>
      </div>
    );
  })();

  return (
    <CheckoutLayout step="pickup">
      <CheckoutStepCard step="pickup">{body}</CheckoutStepCard>
    </CheckoutLayout>
  );
}
