// What the main area shows while the menu tables download (MenuTablesProvider's placeholder): /menu
// and /orders/active get their hero above the status, an account page its tabs and heading, a
// checkout step its stepper and heading, other screens the status on its own. Only a render in the
// browser shows it (the server renders every page with the tables): the offline shell, the dev server.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AccountPageFrame, AccountPageWaiting } from '../../features/account/public/account-page-frame.tsx';
import { accountPageHeading } from '../../lib/account-page-headings.ts';
import {
  CheckoutFrame,
  CheckoutStepCard,
  checkoutStepAt,
} from '../../features/checkout/public/checkout-step-frame.tsx';
import { MenuHomeSkeleton } from '../../features/menu/menu-home-skeleton.tsx';
import { ActiveOrderHero } from '../../features/orders/components/active-order-hero.tsx';
import { centredStatus } from '../../lib/menu-tables-context.tsx';

export function TablesPlaceholder({ status }: { status: ReactNode }) {
  const [location] = useLocation();
  if (/^\/menu\/?$/.test(location)) return <MenuHomeSkeleton status={status} />;
  if (/^\/orders\/active\/?$/.test(location)) {
    // The same frame as ActiveOrderPage, so the hero stays put when the page replaces this.
    return (
      <div className="mx-auto max-w-4xl">
        <ActiveOrderHero />
        {centredStatus(status)}
      </div>
    );
  }
  const accountHeading = accountPageHeading(location);
  if (accountHeading) {
    // The account page's tabs and heading, where the page draws them (its largest paint on a phone).
    return (
      <AccountPageFrame>
        <AccountPageWaiting heading={accountHeading}>{centredStatus(status)}</AccountPageWaiting>
      </AccountPageFrame>
    );
  }
  const step = checkoutStepAt(location);
  if (step) {
    // The step's stepper, card and heading, where the step draws them (its largest paint on a phone).
    return (
      <CheckoutFrame step={step}>
        <CheckoutStepCard step={step}>{status}</CheckoutStepCard>
      </CheckoutFrame>
    );
  }
  return centredStatus(status);
}

export const tablesPlaceholder = (status: ReactNode): ReactNode => <TablesPlaceholder status={status} />;
