// Members (members.view): look a member up, or one member when the address names them
// (/members/<id>).
import { useRoute } from 'wouter';
import { MemberDetailPage } from './member-detail-page.tsx';
import { MemberLookupPage } from './member-lookup-page.tsx';

export default function MembersPage() {
  const [isDetail, params] = useRoute('/members/:id');
  return isDetail && params.id ? (
    <MemberDetailPage memberId={decodeURIComponent(params.id)} />
  ) : (
    <MemberLookupPage />
  );
}
