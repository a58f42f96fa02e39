// /menu while the menu tables download: the 'Order Now' title and a grid of placeholder tiles drawn
// with the real tiles' box sizes, the download status over them. Customers rarely see it: the server
// renders /menu with the tables (banner and tiles, decision 015); this is the build's menu.html, sent
// when that render fails and by the service worker offline. The banner is menu data, so it is not here.
import type { ReactNode } from 'react';

/** Two rows at the widest grid (five columns): what a first screen shows at any width. */
const PLACEHOLDER_TILES = 10;

export function MenuHomeSkeleton({ status }: { status: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-busy="true" aria-label="Menu categories" className="relative">
        {/* Same box as the h1 below once loaded; not a heading, so nothing mistakes it for the page. */}
        <p aria-hidden="true" className="page-title mb-4 text-transparent select-none">
          Order Now
        </p>
        <ul
          aria-hidden="true"
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
        >
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            <li key={index} className="flex flex-col items-center gap-2 p-3">
              <span className="skeleton aspect-square w-full max-w-36 rounded-full" />
              <span className="skeleton w-2/3 leading-snug">&nbsp;</span>
            </li>
          ))}
        </ul>
        <div className="absolute inset-x-0 top-14 flex justify-center px-4">
          <div className="flex w-full max-w-sm flex-col items-center gap-4 rounded-3xl bg-white/95 p-6 text-center shadow-lg">
            {status}
          </div>
        </div>
      </section>
    </div>
  );
}
