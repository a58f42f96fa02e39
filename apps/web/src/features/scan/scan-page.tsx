// /scan (docs/product/account.md#scan-screen, #who-may-do-what): guests get the sign-in promo,
// which comes back here after signing in; members get 'Primary Card' (the default card's QR code,
// its balance, 'Show this screen to the barista during checkout', Add Balance) and 'All Cards'.
// While a code is shown the screen is at full brightness in the mobile app.
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { formatPrice } from '@brewline/domain/money/money';
import { defaultCard } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { LogIn, Plus, QrCode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { BrewlineCardFace } from '../cards/public/brewline-card-face.tsx';
import { SuspendedNotice } from '../cards/public/suspended-notice.tsx';
import { useMemberCards, type MemberCard } from '../cards/public/use-member-cards.ts';
import { CardQrCode } from './card-qr-code.tsx';
import { ScanTabs, type ScanTab } from './scan-tabs.tsx';
import { useMaxBrightness } from './use-max-brightness.ts';

const AddBalanceDialog = lazy(() => import('../cards/public/add-balance-dialog.tsx'));

type TabKey = 'primary' | 'all';
const TABS: readonly ScanTab<TabKey>[] = [
  { key: 'primary', label: 'Primary Card' },
  { key: 'all', label: 'All Cards' },
];

export default function ScanPage() {
  usePageTitle('Scan');
  const { signedIn } = useSession();
  return (
    <div className="mx-auto grid max-w-xl gap-4 lg:gap-5 lg:py-2">
      {/* Phones name the screen in their header: the code gets the room instead. */}
      <h1 className="page-title max-lg:sr-only">Scan</h1>
      {signedIn ? <MemberScan /> : <SignInPromo />}
    </div>
  );
}

function SignInPromo() {
  const [, navigate] = useLocation();
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
        <QrCode size={40} aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-extrabold">Pay and earn with your {BRAND_NAME} Card</h2>
      <p className="max-w-sm text-stone-700">{messages.SCAN_SIGN_IN_PROMO({ brand: BRAND_NAME })}</p>
      <button
        type="button"
        className="btn-primary h-12 px-8"
        onClick={() => navigate(`/login?redirect=${encodeURIComponent('/scan')}`)}
      >
        <LogIn size={18} aria-hidden="true" />
        Sign In
      </button>
    </section>
  );
}

function NoCards() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center">
      <p className="text-lg font-semibold">{messages.NO_CARDS()}</p>
      <Link href="/account/cards" className="btn-outline">
        <Plus size={18} aria-hidden="true" />
        Add a card
      </Link>
    </div>
  );
}

function MemberScan() {
  const cards = useMemberCards();
  const [tab, setTab] = useState<TabKey>('primary');
  const [reloading, setReloading] = useState<MemberCard | null>(null);
  const primary = cards.cards ? defaultCard(cards.cards) : null;
  // Full brightness only while a code is actually on screen.
  useMaxBrightness(tab === 'primary' && primary !== null && !cards.suspended);

  if (cards.suspended) return <SuspendedNotice />;
  if (!cards.cards) return cards.error ? <AlertBanner>{cards.error}</AlertBanner> : <PageSpinner />;

  return (
    <>
      <ScanTabs tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'primary' ? (
          primary ? (
            <section
              aria-label="Primary Card"
              className="flex flex-col items-center gap-4 rounded-3xl border border-stone-200 bg-white px-5 py-5 text-center"
            >
              <CardQrCode cardNumber={primary.cardNumber} />
              <p className="rounded-xl bg-brand-soft px-4 py-2 font-semibold text-brand-ink">
                {messages.SHOW_TO_BARISTA()}
              </p>
              <div className="flex w-full max-w-sm items-center justify-between gap-4 border-t border-stone-200 pt-4">
                <div className="text-left">
                  <p className="text-sm font-semibold text-stone-600">Balance</p>
                  <p className="text-3xl font-extrabold tabular-nums" data-testid="primary-balance">
                    {formatPrice(primary.balanceCents)}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn-primary h-12 shrink-0 px-4 whitespace-nowrap"
                  onClick={() => setReloading(primary)}
                >
                  <Plus size={18} aria-hidden="true" />
                  Add Balance
                </button>
              </div>
            </section>
          ) : (
            <NoCards />
          )
        ) : cards.cards.length === 0 ? (
          <NoCards />
        ) : (
          <ul aria-label="All Cards" className="grid gap-4">
            {cards.cards.map((card) => (
              <li
                key={card.cardNumber}
                className="grid gap-3 rounded-3xl border border-stone-200 bg-white p-4"
              >
                <BrewlineCardFace {...card} />
                <button type="button" className="btn-outline" onClick={() => setReloading(card)}>
                  <Plus size={18} aria-hidden="true" />
                  Add Balance
                </button>
              </li>
            ))}
            <li className="text-center">
              <Link href="/account/cards" className="font-semibold text-brand-ink underline">
                Manage my cards
              </Link>
            </li>
          </ul>
        )}
      </ScanTabs>
      <Suspense fallback={null}>
        {reloading && (
          <AddBalanceDialog
            card={reloading}
            onClose={() => setReloading(null)}
            onAdded={cards.refresh}
            onFailure={cards.handleFailure}
          />
        )}
      </Suspense>
    </>
  );
}
