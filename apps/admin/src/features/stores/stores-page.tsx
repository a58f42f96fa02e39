// /stores: the list; /stores/:storeId: one store's editor.
import { useRoute } from 'wouter';
import { StoreEditor } from './store-editor.tsx';
import { StoreList } from './store-list.tsx';

export default function StoresPage() {
  const [match, params] = useRoute('/stores/:storeId');
  const storeId = match ? Number(params.storeId) : NaN;
  return Number.isInteger(storeId) ? <StoreEditor key={storeId} storeId={storeId} /> : <StoreList />;
}
