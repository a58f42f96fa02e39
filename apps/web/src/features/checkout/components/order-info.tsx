// Order Info: who picks up, where, the store's phone and how, each with a Change action that goes
// back to the step (or the store picker) where it was chosen. The server's render of the payment step
// knows none of it (it lives in this browser's storage): there each value is a placeholder, not a
// 'Not entered yet' the browser would then contradict. The store's details come from the network, so
// while they load the browser draws placeholders too. Each placeholder has the lines of the value it
// stands for (a line is the row's 24px line box), and the store's phone row is held while the store
// loads (every store the chain runs has a phone): the values then land without moving a row (CLS 0
// on a desktop, where the block sits beside the step from the first paint).
import { pickupMethodLabel } from '@brewline/domain/store-hours/pickup';
import { formatPhoneMask } from '@brewline/domain/validation/phone-format';
import { useId, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';
import { useIsServerRender } from '../../../lib/server-render.ts';
import { useCheckout } from '../model/checkout-context.tsx';
import { useCheckoutStore } from '../model/use-checkout-store.ts';

function Row({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  // dt and dd sit directly in the row's div, as a definition list requires; the action is a dd too.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 py-2.5">
      <dt className="text-xs font-bold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="col-start-1 mt-0.5 break-words">{children}</dd>
      {action && <dd className="col-start-2 row-span-2 row-start-1 self-center">{action}</dd>}
    </div>
  );
}

function ChangeButton({ onClick, what }: { onClick: () => void; what: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Change ${what}`}
      className="shrink-0 rounded-full px-3 py-1 text-sm font-semibold text-brand-ink hover:bg-brand-soft"
    >
      Change
    </button>
  );
}

/**
 * `lines` lines of text on their way, each a full line box tall (the dd's 1.5rem line height) so the
 * value that replaces it is exactly as tall: a name, then the lines under it.
 */
function PendingValue({ lines }: { lines: 1 | 2 | 3 }) {
  const widths = ['w-32', 'w-44', 'w-28'].slice(0, lines);
  return (
    <span aria-hidden="true" className="block">
      {widths.map((width) => (
        <span key={width} className="flex h-6 items-center">
          <span className={`skeleton h-3.5 ${width}`} />
        </span>
      ))}
    </span>
  );
}

export function OrderInfo() {
  const { state } = useCheckout();
  const { store, fetching: storeLoading } = useCheckoutStore();
  const { setPickerOpen } = useSelectedStore();
  const [, navigate] = useLocation();
  const titleId = useId();
  const vehicle = [state.carColor, state.carMake, state.carModel].filter(Boolean).join(' ');
  const pending = useIsServerRender();
  const storePending = pending || storeLoading;
  const when = state.isScheduled && state.timeLabel ? `Today at ${state.timeLabel}` : 'As soon as possible';

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={titleId} className="mb-1 text-lg font-bold">
        Order Info
      </h2>
      <dl className="divide-y divide-stone-100">
        <Row
          label="Contact"
          action={
            <ChangeButton what="contact" onClick={() => navigate('/profile', { state: { edit: true } })} />
          }
        >
          {pending ? (
            <PendingValue lines={3} />
          ) : state.guestName ? (
            <>
              <span className="font-semibold">{state.guestName}</span>
              <br />
              <span className="text-sm text-stone-600">{state.guestEmail}</span>
              <br />
              <span className="text-sm text-stone-600">{formatPhoneMask(state.guestPhone)}</span>
            </>
          ) : (
            <span className="text-stone-500">Not entered yet</span>
          )}
        </Row>
        <Row label="Location" action={<ChangeButton what="location" onClick={() => setPickerOpen(true)} />}>
          {storePending ? (
            <PendingValue lines={3} />
          ) : store ? (
            <>
              <span className="font-semibold">{store.nickname || store.name}</span>
              <br />
              {/* The street and the city on lines of their own: one line as 'street, city, state'
                  wrapped or not with the street's length, so the placeholder could not match it. */}
              <span className="text-sm text-stone-600">{store.address1}</span>
              <br />
              <span className="text-sm text-stone-600">
                {store.city}, {store.state}
              </span>
            </>
          ) : (
            <span className="text-stone-500">Select a Store</span>
          )}
        </Row>
        {storePending ? (
          <Row label="Location Phone">
            <PendingValue lines={1} />
          </Row>
        ) : (
          store?.phone && (
            <Row
              label="Location Phone"
              action={
                <a
                  href={`tel:+1${store.phone}`}
                  className="shrink-0 rounded-full px-3 py-1 text-sm font-semibold text-brand-ink hover:bg-brand-soft"
                >
                  Call
                </a>
              }
            >
              {formatPhoneMask(store.phone)}
            </Row>
          )
        )}
        <Row label="Picking up" action={<ChangeButton what="pickup" onClick={() => navigate('/pickup')} />}>
          {pending ? (
            <PendingValue lines={2} />
          ) : state.pickupLocation ? (
            <>
              <span className="font-semibold">{pickupMethodLabel(state.pickupLocation)}</span>
              <br />
              <span className="text-sm text-stone-600">{when}</span>
              {state.pickupLocation === 'PARKING_LOT' && vehicle && (
                <>
                  <br />
                  <span className="text-sm text-stone-600">{vehicle}</span>
                </>
              )}
            </>
          ) : (
            <span className="text-stone-500">Not chosen yet</span>
          )}
        </Row>
      </dl>
    </section>
  );
}
