import { MapPin } from 'lucide-react';
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

/** Desktop only: Find a Store, sign-in and sign-up for guests (the greeting for members), social links. */
export function TopBar() {
  const { setPickerOpen } = useSelectedStore();
  const { signedIn, profile } = useSession();
  return (
    <div className="hidden bg-roast text-sm text-stone-100 lg:block">
      <div className="layout-width flex h-9 items-center justify-between">
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
        <div className="shown-once-parsed flex items-center gap-5">
          {signedIn ? (
            <Suspense fallback={<span>Welcome, {profile?.firstName}</span>}>
              <AccountMenu firstName={profile?.firstName ?? ''} />
            </Suspense>
          ) : (
            <>
              <Link href="/login" className="hover:underline">
                Sign In
              </Link>
              <Link href="/login?signup=1" className="hover:underline">
                Sign Up
              </Link>
            </>
          )}
          <span aria-hidden="true" className="h-4 w-px bg-stone-500" />
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
