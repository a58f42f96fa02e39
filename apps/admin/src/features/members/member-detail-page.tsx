// One member for support: their account, each Brewline Card with its balance and latest movements,
// their points and claimed rewards, and lifting the card-feature suspension (members.help), which
// asks for confirmation first.
import { formatPrice } from '@brewline/domain/money/money';
import { readFragment } from 'gql.tada';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { AdminMemberFragment } from './admin-member-fragment.ts';
import { AdminMemberQuery } from './admin-member-query.ts';
import { LiftSuspensionMutation } from './lift-suspension-mutation.ts';

type Member = ResultOf<typeof AdminMemberFragment>;

const MOVEMENT_LABELS: Record<string, string> = {
  ISSUE: 'Issued',
  RELOAD: 'Balance added',
  PAYMENT: 'Order payment',
  REFUND: 'Order refund',
  COMBINE_OUT: 'Moved to another card',
  COMBINE_IN: 'Moved from another card',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="mb-3 text-base font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function Cards({ member }: { member: Member }) {
  if (member.cards.length === 0) return <p className="text-stone-600">No Brewline Card.</p>;
  return (
    <div className="grid gap-4">
      {member.cards.map((card) => (
        <div key={card.cardNumber} className="rounded-lg border border-stone-200">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 bg-stone-50 px-4 py-2.5">
            <p className="font-semibold">
              {card.label}
              {card.isDefault && <span className="ml-2 text-xs font-normal text-stone-600">default</span>}
            </p>
            <p className="text-lg font-bold tabular-nums">{formatPrice(card.balanceCents)}</p>
          </div>
          <table className="w-full text-sm">
            <caption className="sr-only">Movements of {card.label}</caption>
            <thead>
              <tr className="text-left text-xs tracking-wide text-stone-600 uppercase">
                <th scope="col" className="px-4 py-2 font-semibold">
                  When
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  What
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Amount
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {card.ledger.length === 0 && (
                <tr className="border-t border-stone-100">
                  <td colSpan={4} className="px-4 py-3 text-stone-600">
                    No movement yet.
                  </td>
                </tr>
              )}
              {card.ledger.map((movement) => (
                <tr key={movement.id} className="border-t border-stone-100">
                  <td className="px-4 py-2 whitespace-nowrap">{when(movement.at)}</td>
                  <td className="px-4 py-2">
                    {movement.orderId ? (
                      <Link
                        href={`/orders/${encodeURIComponent(movement.orderId)}`}
                        className="text-brand-ink hover:underline"
                      >
                        {MOVEMENT_LABELS[movement.kind] ?? movement.kind}
                      </Link>
                    ) : (
                      (MOVEMENT_LABELS[movement.kind] ?? movement.kind)
                    )}
                  </td>
                  <td
                    className={`px-4 py-2 text-right tabular-nums ${movement.amountCents < 0 ? 'text-stone-900' : 'text-emerald-800'}`}
                  >
                    {movement.amountCents > 0 ? '+' : ''}
                    {formatPrice(movement.amountCents)}
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {formatPrice(movement.balanceAfterCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

export function MemberDetailPage({ memberId }: { readonly memberId: string }) {
  const { can } = useStaffSession();
  const [{ data, error }] = useQuery({ query: AdminMemberQuery, variables: { memberId } });
  const [lifting, lift] = useMutation(LiftSuspensionMutation);
  const [confirming, setConfirming] = useState(false);
  const [updated, setUpdated] = useState<Member | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const member = updated ?? (data?.adminMember ? readFragment(AdminMemberFragment, data.adminMember) : null);

  const back = (
    <Link
      href="/members"
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-ink hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Find another member
    </Link>
  );
  if (error)
    return (
      <>
        {back}
        <PageHeader title="Member" />
        <Notice tone="error">{errorMessage(error)}</Notice>
      </>
    );
  if (!member)
    return (
      <>
        {back}
        <p className="text-stone-600">Loading the member…</p>
      </>
    );

  const onLift = async () => {
    const result = await lift({ memberId });
    setConfirming(false);
    if (result.error) setNotice({ tone: 'error', text: errorMessage(result.error) });
    else if (result.data) {
      setUpdated(readFragment(AdminMemberFragment, result.data.liftCardSuspension));
      setNotice({
        tone: 'success',
        text: `${member.firstName} can use their Brewline Cards again: add cards, add balance and pay.`,
      });
    }
  };

  return (
    <>
      {back}
      <PageHeader
        title={`${member.firstName} ${member.lastName}`}
        description={`${member.email} · ${member.phone} · member since ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(member.createdAt))}`}
      />
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {member.accountDisabled && (
        <Notice tone="error" title="Account disabled">
          This account was disabled for suspicious activity and cannot sign in.
        </Notice>
      )}
      {member.cardsSuspendedAt && (
        <section
          aria-label="Card features suspended"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
        >
          <div>
            <p className="font-semibold">Card features suspended since {when(member.cardsSuspendedAt)}</p>
            <p className="text-sm">
              {member.failedCardAdds} wrong card numbers in a row. The member cannot add cards, add balance or
              pay with a card until this is lifted.
            </p>
          </div>
          {can('members.help') && (
            <Button
              variant="danger"
              icon={<ShieldCheck aria-hidden className="size-4" />}
              onClick={() => setConfirming(true)}
            >
              Lift the suspension
            </Button>
          )}
        </section>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section title="Brewline Cards">
          <Cards member={member} />
        </Section>
        <Section title="Rewards">
          <p className="mb-3 text-3xl font-bold tabular-nums">
            {member.rewards.points} <span className="text-base font-semibold text-stone-600">points</span>
          </p>
          {member.rewards.claimedRewards.length === 0 ? (
            <p className="text-stone-600">No reward claimed.</p>
          ) : (
            <ul className="grid gap-2 text-sm" aria-label="Claimed rewards">
              {member.rewards.claimedRewards.map((reward) => (
                <li key={reward.id} className="flex justify-between gap-3 rounded-lg bg-stone-50 p-2.5">
                  <span>
                    <span className="font-semibold">{reward.rewardName}</span>
                    <span className="block text-xs text-stone-600">
                      Claimed {when(reward.claimedAt)}
                      {reward.expireDate && ` · expires ${reward.expireDate}`}
                    </span>
                  </span>
                  <span className="text-xs font-semibold">
                    {reward.usable ? 'Usable' : reward.consumed ? 'Used' : 'Expired'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      {confirming && (
        <Dialog
          title="Lift the card suspension?"
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button onClick={() => setConfirming(false)}>Cancel</Button>
              <Button variant="danger" busy={lifting.fetching} onClick={() => void onLift()}>
                Lift the suspension
              </Button>
            </>
          }
        >
          <p>
            {member.firstName} {member.lastName} will be able to add cards, add balance and pay with Brewline
            Cards again, and their failed attempts are forgotten. Do this only once you are sure the account
            is theirs. The change is recorded in the audit log under your name.
          </p>
        </Dialog>
      )}
    </>
  );
}
