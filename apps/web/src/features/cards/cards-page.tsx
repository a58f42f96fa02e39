// /account/cards, 'My cards' (docs/product/account.md#cards-page, #card-rules, #messages): the
// member's Brewline Cards, default first then by balance, each with Add Balance, Make Default and
// Remove (only at $0.00); Combine Cards; Add Another Card. Any card call answered 418 shows the
// disabled-account modal.
import { messages } from '@brewline/domain/messages/messages';
import { formatPrice } from '@brewline/domain/money/money';
import { CircleCheck, Combine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { usePageTitle } from '../../lib/page-title.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { RemoveCardMutation } from './api/remove-card-mutation.ts';
import { SetDefaultCardMutation } from './api/set-default-card-mutation.ts';
import { AddCardForm } from './components/add-card-form.tsx';
import { CardTile } from './components/card-tile.tsx';
import { SuspendedNotice } from './public/suspended-notice.tsx';
import { cardFailure } from './model/card-failure.ts';
import { useMemberCards, type MemberCard } from './public/use-member-cards.ts';
import { ACCOUNT_PAGE_HEADINGS } from '../../lib/account-page-headings.ts';

const AddBalanceDialog = lazy(() => import('./public/add-balance-dialog.tsx'));
const CombineDialog = lazy(() => import('./components/combine-dialog.tsx'));

type Notice = { readonly kind: 'success' | 'error'; readonly text: string } | null;

export default function CardsPage() {
  usePageTitle('Account');
  const cards = useMemberCards();
  const [notice, setNotice] = useState<Notice>(null);
  const [reloading, setReloading] = useState<MemberCard | null>(null);
  const [combining, setCombining] = useState(false);
  const [{ fetching: settingDefault }, setDefault] = useMutation(SetDefaultCardMutation);
  const [{ fetching: removing }, remove] = useMutation(RemoveCardMutation);
  const busy = settingDefault || removing;

  /** Set default, remove and combine fail with the spec's one sentence, or the server's reason. */
  const showFailure = (error: CombinedError) => {
    if (!cards.handleFailure(error)) setNotice({ kind: 'error', text: cardFailure(error).message });
  };
  const change = async (run: () => Promise<{ error?: CombinedError | undefined; message?: string }>) => {
    setNotice(null);
    const result = await run();
    if (result.error) return showFailure(result.error);
    if (result.message) setNotice({ kind: 'success', text: result.message });
    cards.refresh();
  };
  const makeDefault = (card: MemberCard) =>
    void change(async () => {
      const result = await setDefault({ cardNumber: card.cardNumber });
      return { error: result.error, message: result.data?.setDefaultCard.message };
    });
  const removeCard = (card: MemberCard) =>
    void change(async () => {
      const result = await remove({ cardNumber: card.cardNumber });
      return { error: result.error, message: result.data?.removeCard.message };
    });

  const list = cards.cards;
  const total = list?.reduce((sum, card) => sum + card.balanceCents, 0) ?? 0;
  const canCombine = !!list && list.length > 1 && list.some((card) => card.balanceCents > 0);

  const content = (() => {
    if (cards.suspended) return <SuspendedNotice />;
    if (!list) return cards.error ? <AlertBanner>{cards.error}</AlertBanner> : <PageSpinner />;
    return (
      <div className="grid items-start gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-4">
          {list.length === 0 ? (
            <p className="rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center font-semibold">
              {messages.NO_CARDS()}
            </p>
          ) : (
            <ul aria-label="My cards" className="grid items-start gap-4 sm:grid-cols-2">
              {list.map((card) => (
                <CardTile
                  key={card.cardNumber}
                  card={card}
                  busy={busy}
                  onAddBalance={() => setReloading(card)}
                  onMakeDefault={() => makeDefault(card)}
                  onRemove={() => removeCard(card)}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-4">
          <section aria-label="Total" className="rounded-3xl border border-stone-200 bg-white p-5">
            <p className="text-sm font-semibold text-stone-600">
              {list.length === 1 ? '1 card' : `${list.length} cards`}, total balance
            </p>
            <p className="text-3xl font-extrabold tabular-nums">{formatPrice(total)}</p>
            {canCombine && (
              <button
                type="button"
                className="btn-outline mt-4 w-full"
                disabled={busy}
                onClick={() => setCombining(true)}
              >
                <Combine size={18} aria-hidden="true" />
                Combine Cards
              </button>
            )}
          </section>
          <AddCardForm onAdded={cards.refresh} onFailure={cards.handleFailure} />
        </div>
      </div>
    );
  })();

  return (
    <div className="grid gap-5">
      <h1 className="page-title">{ACCOUNT_PAGE_HEADINGS.cards}</h1>
      {notice?.kind === 'error' && <AlertBanner testId="cards-error">{notice.text}</AlertBanner>}
      {notice?.kind === 'success' && (
        <p
          role="status"
          data-testid="cards-notice"
          className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-900"
        >
          <CircleCheck size={20} aria-hidden="true" className="shrink-0" />
          {notice.text}
        </p>
      )}
      {content}
      <Suspense fallback={null}>
        {reloading && (
          <AddBalanceDialog
            card={reloading}
            onClose={() => setReloading(null)}
            onAdded={cards.refresh}
            onFailure={cards.handleFailure}
          />
        )}
        {combining && list && (
          <CombineDialog
            cards={list}
            onClose={() => setCombining(false)}
            onCombined={(message) => {
              setNotice({ kind: 'success', text: message });
              cards.refresh();
            }}
            onFailure={cards.handleFailure}
          />
        )}
      </Suspense>
    </div>
  );
}
