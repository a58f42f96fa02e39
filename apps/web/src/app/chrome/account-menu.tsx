// Desktop top bar for members: 'Welcome, {first name}' and the account dropdown
// (docs/product/ordering.md#app-chrome): the account links and Logout. Loaded only for members.
import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { ACCOUNT_MENU_LINKS } from '../../features/account/public/account-links.ts';

export default function AccountMenu({ firstName }: { firstName: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  const onSignOut = useSignOut();
  const close = () => details.current?.removeAttribute('open');
  // A click anywhere else closes it, as a menu does.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return (
    <details ref={details} className="relative">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 hover:underline">
        <UserRound size={15} aria-hidden="true" />
        <span data-testid="member-greeting">Welcome, {firstName}</span>
        <ChevronDown size={14} aria-hidden="true" />
      </summary>
      <ul
        aria-label="Account"
        className="absolute left-0 z-40 mt-2 w-44 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 text-stone-900 shadow-lg"
      >
        {ACCOUNT_MENU_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={close} className="block px-4 py-2 hover:bg-stone-100">
              {link.label}
            </Link>
          </li>
        ))}
        <li className="border-t border-stone-200">
          <button
            type="button"
            className="block w-full px-4 py-2 text-left hover:bg-stone-100"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </details>
  );
}
