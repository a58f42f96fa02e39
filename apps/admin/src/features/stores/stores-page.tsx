// /stores: the list; /stores/new: a new store (chain admins); /stores/:storeId: one store's editor.
import { lazy, Suspense } from 'react';
import { useRoute } from 'wouter';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Notice } from '../../ui/notice.tsx';
import { StoreEditor } from './store-editor.tsx';
import { StoreList } from './store-list.tsx';

const NewStorePage = lazy(() => import('./new-store-page.tsx'));

export default function StoresPage() {
  const { can } = useStaffSession();
  const [creating] = useRoute('/stores/new');
  const [match, params] = useRoute('/stores/:storeId');
  if (creating) {
    return can('stores.create') ? (
      <Suspense fallback={<p className="text-stone-600">Loading…</p>}>
        <NewStorePage />
      </Suspense>
    ) : (
      <Notice tone="error">Only a chain admin opens new stores.</Notice>
    );
  }
  const storeId = match ? Number(params.storeId) : NaN;
  return Number.isInteger(storeId) ? <StoreEditor key={storeId} storeId={storeId} /> : <StoreList />;
}
