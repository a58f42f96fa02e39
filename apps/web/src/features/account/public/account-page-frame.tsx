// Every account page's frame: the account tabs over the page. Also drawn, with the page's heading, while
// the page cannot draw yet (AccountPageWaiting), so the tabs and the heading stay where they are.
import type { ReactNode } from 'react';
import { AccountNav } from '../components/account-nav.tsx';

export function AccountPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl">
      <AccountNav />
      {children}
    </div>
  );
}

/** A page's heading (account-page-headings.ts), where the page will draw it, with `children` under it. */
export function AccountPageWaiting({ heading, children }: { heading: string | null; children: ReactNode }) {
  return (
    <div className="grid gap-5">
      {heading && <h1 className="page-title">{heading}</h1>}
      {children}
    </div>
  );
}
