// A simple store picker: every store with its address and open state; choosing one sets the store.
// The full Find a Store (ZIP, city, location, distance) replaces the list later.
import { storeStatusLabel } from '@brewline/domain/store-hours';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StoresQuery } from './api/stores-query.ts';

export default function StorePickerDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const { storeId, chooseStore, setPickerOpen } = useSelectedStore();
  const [{ data, fetching, error }] = useQuery({ query: StoresQuery });
  const now = new Date();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const close = () => setPickerOpen(false);
  const stores = [...(data?.stores ?? [])].sort(
    (a, b) => Number(b.storeId === storeId) - Number(a.storeId === storeId),
  );

  return (
    <dialog
      ref={dialog}
      onClose={close}
      aria-labelledby="store-picker-title"
      className="m-auto max-h-[85dvh] w-[min(36rem,calc(100vw-1.5rem))] overflow-hidden rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
        <h2 id="store-picker-title" className="text-xl font-bold">
          Select a Store
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="flex size-10 items-center justify-center rounded-full hover:bg-stone-100"
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <div className="max-h-[70dvh] overflow-y-auto p-3">
        {fetching && (
          <div className="flex justify-center p-8">
            <Spinner />
          </div>
        )}
        {error && (
          <p role="alert" className="p-4 text-red-800">
            It looks like we couldn't reach our servers. Please try again later.
          </p>
        )}
        <ul className="divide-y divide-stone-100">
          {stores.map((store) => {
            const label = storeStatusLabel(store, store.timeZone, now);
            const selected = store.storeId === storeId;
            return (
              <li key={store.storeId}>
                <button
                  type="button"
                  className={`flex w-full items-start gap-3 rounded-xl p-3 text-left hover:bg-brand-soft ${selected ? 'bg-brand-soft ring-2 ring-brand' : ''}`}
                  onClick={() => {
                    chooseStore(store.storeId);
                    close();
                  }}
                  aria-pressed={selected}
                  data-testid={`store-option-${store.storeId}`}
                >
                  <span className="flex-1">
                    <span className="block font-semibold">{store.nickname}</span>
                    <span className="block text-sm text-stone-600">
                      {store.address1}, {store.city}, {store.state} {store.zipCode}
                    </span>
                    {!store.oLOEnabled && (
                      <span className="block text-sm text-stone-600">Online ordering unavailable</span>
                    )}
                  </span>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${label === 'Open Now' ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-700'}`}
                  >
                    {label}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </dialog>
  );
}
