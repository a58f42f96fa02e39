// The account area's links (docs/product/account.md#account-navigation), as tabs over every account
// page.
import { Link, useLocation } from 'wouter';
import { ACCOUNT_MENU_LINKS } from '../public/account-links.ts';

export function AccountNav() {
  const [location] = useLocation();
  // Inside the account routes the location is relative to /account; drawn before them (the page's
  // stand-in while the menu tables download: chrome/tables-placeholder.tsx) it is the whole path.
  const page = location.startsWith('/account') ? location.slice('/account'.length) : location;
  return (
    <nav aria-label="Account" className="-mx-4 mb-5 overflow-x-auto px-4">
      <ul className="flex gap-2">
        {ACCOUNT_MENU_LINKS.map((link) => {
          const active = page.startsWith(link.href.replace('/account', ''));
          return (
            <li key={link.href}>
              <Link
                href={`~${link.href}`}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? 'border-brand-ink bg-brand-ink text-white'
                    : 'border-stone-300 bg-white hover:bg-stone-100'
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
