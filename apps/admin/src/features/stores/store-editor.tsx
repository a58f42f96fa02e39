// One store in the back office: its status as customers see it now, and three tabs (Hours, Ordering,
// Details), each saving its own part of the store from the version it was read at.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { Notice } from '../../ui/notice.tsx';
import { AllStoresLink } from './all-stores-link.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { AdminStoreQuery } from './admin-store-query.ts';
import { DetailsTab } from './details-tab.tsx';
import { HoursTab } from './hours-tab.tsx';
import { OrderingTab } from './ordering-tab.tsx';
import { storeDataOf, type StoreData } from './store-data.ts';

const TABS = ['Hours', 'Ordering', 'Details'] as const;
type Tab = (typeof TABS)[number];

export function StoreEditor({ storeId }: { readonly storeId: number }) {
  const [result, refetch] = useQuery({
    query: AdminStoreQuery,
    variables: { storeId },
    requestPolicy: 'network-only',
  });
  const [store, setStore] = useState<StoreData | null>(null);
  const [tab, setTab] = useState<Tab>('Hours');
  // A reload (after taking someone else's version) replaces the tabs' drafts: they remount on the
  // store it reads, not before, so each form starts from the store as it is now.
  const [generation, setGeneration] = useState(0);
  const reloading = useRef(false);

  const fetched = result.data?.adminStore;
  useEffect(() => {
    if (!fetched) return;
    setStore(storeDataOf(fetched));
    if (reloading.current) {
      reloading.current = false;
      setGeneration((g) => g + 1);
    }
  }, [fetched]);

  const reload = () => {
    reloading.current = true;
    refetch({ requestPolicy: 'network-only' });
  };

  if (result.error && !store) {
    return (
      <Notice tone="error" title="This store could not be opened">
        {errorMessage(result.error)}
      </Notice>
    );
  }
  if (!store) {
    return fetched === null ? (
      <Notice tone="error">There is no store {storeId}.</Notice>
    ) : (
      <p className="text-stone-600">Loading the store…</p>
    );
  }
  const open = store.preview.label === 'Open Now' || store.preview.label === 'Closing Soon';
  const props = { store, onSaved: setStore, onReload: reload };
  return (
    <div>
      <AllStoresLink />
      <PageHeader
        title={store.nickname}
        description={`${store.name} · ${store.address1}, ${store.city}, ${store.state} · store ${store.storeId}`}
        actions={
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${open ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
          >
            Customers see: {store.preview.label}
            {!store.oLOEnabled && ' · online ordering off'}
          </span>
        }
      />
      <div role="tablist" aria-label="Store settings" className="mb-6 flex gap-1 border-b border-stone-200">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === name ? 'border-brand-ink text-stone-900' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} key={`${tab}:${generation}`}>
        {tab === 'Hours' && <HoursTab {...props} />}
        {tab === 'Ordering' && <OrderingTab {...props} />}
        {tab === 'Details' && <DetailsTab {...props} />}
      </div>
    </div>
  );
}
