import { Link, useLocation } from 'wouter';
import { leaveWithPixel } from '../../lib/analytics.ts';
import { useSignedIn } from '../../lib/session-context.tsx';
import { ParsedGroupEnd } from '../../ui/parsed-group-end.tsx';
import { BrandMark } from './brand-mark.tsx';

const NAV_LINKS = [
  { label: 'Our Menu', href: '/menu', internal: true },
  { label: 'Locations', href: '/locations', internal: true },
  { label: 'About', href: '/about', internal: true },
  { label: 'Job Listings', href: '/jobs', internal: true },
  { label: 'Franchise', href: '/franchise', internal: true },
  { label: 'Shop', href: 'https://shop.brewline.example/', internal: false },
];

/** Members shop signed in: the shop's member address (docs/product/ordering.md#screens, main navigation). */
const MEMBER_SHOP_URL = 'https://shop.brewline.example/members/';

/** Desktop only: the brand and the main navigation. */
export function MainNav() {
  const [location] = useLocation();
  const signedIn = useSignedIn();
  const links = NAV_LINKS.map((link) =>
    link.label === 'Shop' && signedIn ? { ...link, href: MEMBER_SHOP_URL } : link,
  );
  return (
    <nav aria-label="Main" className="hidden border-b border-stone-200 lg:block">
      <div className="layout-width flex h-16 items-center justify-between">
        <BrandMark />
        <ul className="shown-once-parsed flex items-center gap-7 font-semibold">
          {links.map((link) => (
            <li key={link.label}>
              {link.internal ? (
                <Link
                  href={link.href}
                  className={
                    location.startsWith(link.href)
                      ? 'text-brand-ink underline decoration-2 underline-offset-8'
                      : 'hover:text-brand-ink'
                  }
                >
                  {link.label}
                </Link>
              ) : (
                <a
                  href={link.href}
                  className="hover:text-brand-ink"
                  onClick={(event) => leaveWithPixel(event, link.href)}
                >
                  {link.label}
                </a>
              )}
            </li>
          ))}
          <ParsedGroupEnd as="li" />
        </ul>
      </div>
    </nav>
  );
}
