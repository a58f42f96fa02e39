// One member for support: their account, each Brewline Card with its balance and latest movements,
// their points and claimed rewards, and lifting the card-feature suspension (members.help), which
// asks for confirmation first.
import { readFragment } from 'gql.tada';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SaveOutcomeNotice } from '../../ui/save-outcome-notice.tsx';
import { AdminMemberFragment } from './admin-member-fragment.ts';
import { AdminMemberQuery } from './admin-member-query.ts';
import { LiftSuspensionDialog, SuspensionBanner, useSuspensionLift } from './lift-suspension.tsx';
import { MemberCards } from './member-cards.tsx';
import type { Member } from './member-format.ts';
import { MemberRewards } from './member-rewards.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="mb-3 text-base font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function FindAnotherMember() {
  return (
    <Link
      href="/members"
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-ink hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Find another member
    </Link>
  );
}

const sinceText = (createdAt: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(createdAt));

function MemberView({ member, onLifted }: { member: Member; onLifted: (member: Member) => void }) {
  const { can } = useStaffSession();
  const lift = useSuspensionLift(member, onLifted);
  return (
    <>
      <FindAnotherMember />
      <PageHeader
        title={`${member.firstName} ${member.lastName}`}
        description={`${member.email} · ${member.phone} · member since ${sinceText(member.createdAt)}`}
      />
      <SaveOutcomeNotice save={lift.save} />
      {member.accountDisabled && (
        <Notice tone="error" title="Account disabled">
          This account was disabled for suspicious activity and cannot sign in.
        </Notice>
      )}
      <SuspensionBanner member={member} canLift={can('members.help')} onLift={lift.ask} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section title="Brewline Cards">
          <MemberCards member={member} />
        </Section>
        <Section title="Rewards">
          <MemberRewards rewards={member.rewards} />
        </Section>
      </div>
      <LiftSuspensionDialog member={member} lift={lift} />
    </>
  );
}

export function MemberDetailPage({ memberId }: { readonly memberId: string }) {
  const [{ data, error }] = useQuery({ query: AdminMemberQuery, variables: { memberId } });
  const [updated, setUpdated] = useState<Member | null>(null);
  const member = updated ?? (data?.adminMember ? readFragment(AdminMemberFragment, data.adminMember) : null);
  if (error)
    return (
      <>
        <FindAnotherMember />
        <PageHeader title="Member" />
        <Notice tone="error">{errorMessage(error)}</Notice>
      </>
    );
  if (!member)
    return (
      <>
        <FindAnotherMember />
        <p className="text-stone-600">Loading the member…</p>
      </>
    );
  return <MemberView member={member} onLifted={setUpdated} />;
}
