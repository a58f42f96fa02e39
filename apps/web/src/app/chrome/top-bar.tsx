import { MapPin, UserRound } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { requestFinderSource } from '../../features/stores/model/finder-source.ts';
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { ParsedGroupEnd } from '../../ui/parsed-group-end.tsx';

// Members only; it signs out through GraphQL, so it brings the GraphQL code along.
const AccountMenu = lazyWithGraphQL(() => import('./account-menu.tsx'));

const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
];

/**
 * Desktop only: Find a Store and the account's place on the left (sign-in and sign-up for guests,
 * the greeting and its menu for members), social links on the right.
 *
 * The account's place grows to the right, from a fixed start: what it shows changes after the first
 * paint (the server draws every page for a guest; a member's name arrives with the session query, the
 * menu's code after it), and text that only grows at its end moves nothing. Hung from the right edge
 * with the social links, each change moved the whole group (a layout shift of 0.0002 twice on the
 * payment step, where docs/performance.md holds every page to CLS ≤ 0.02).
 */
export function TopBar() {
  const { setPickerOpen } = useSelectedStore();
  return (
    <div className="hidden bg-roast text-sm text-stone-100 lg:block">
      <div className="layout-width flex h-9 items-center justify-between">
        <div className="flex items-center gap-5">
          <button
            type="button"
            className="flex items-center gap-1.5 hover:underline"
            onClick={() => {
              requestFinderSource('find-store');
              setPickerOpen(true);
            }}
          >
            <MapPin size={15} aria-hidden="true" /> Find a Store
          </button>
          <span aria-hidden="true" className="h-4 w-px bg-stone-500" />
          <AccountPlace />
        </div>
        <div className="shown-once-parsed flex items-center gap-5">
          {SOCIAL_LINKS.map((link) => (
            <a
              key={link.label}
              href={link.href}
              className="hover:underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              {link.label}
            </a>
          ))}
          <ParsedGroupEnd />
        </div>
      </div>
    </div>
  );
}

function AccountPlace() {
  const { signedIn, profile } = useSession();
  if (!signedIn) {
    return (
      <div className="flex items-center gap-5">
        <Link href="/login" className="hover:underline">
          Sign In
        </Link>
        <Link href="/login?signup=1" className="hover:underline">
          Sign Up
        </Link>
      </div>
    );
  }
  // Nothing until the name is known: the greeting then appears whole, where it stays.
  if (!profile) return null;
  // While the menu's code loads, the greeting as the menu draws it, less the menu's arrow after it.
  const greeting = (
    <span className="flex items-center gap-1.5">
      <UserRound size={15} aria-hidden="true" />
      <span>Welcome, {profile.firstName}</span>
    </span>
  );
  return (
    <Suspense fallback={greeting}>
      <AccountMenu firstName={profile.firstName} />
    </Suspense>
  );
}
