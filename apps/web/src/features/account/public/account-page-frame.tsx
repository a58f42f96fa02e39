// Every account page's frame: the account tabs over the page. Also drawn, with the page's heading, while
// the page cannot draw yet (AccountPageWaiting), so the tabs and the heading stay where they are.
import type { ReactNode } from 'react';
import { AccountNav } from '../components/account-nav.tsx';
import { accountPageHeading } from './account-page-headings.ts';

export function AccountPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl">
      <AccountNav />
      {children}
    </div>
  );
}

/** The heading of the page at `path` (from the root: /account/...), where the page will draw it, with
 * `children` under it. */
export function AccountPageWaiting({ path, children }: { path: string; children: ReactNode }) {
  const heading = accountPageHeading(path);
  return (
    <div className="grid gap-5">
      {heading && <h1 className="page-title">{heading}</h1>}
      {children}
    </div>
  );
}
