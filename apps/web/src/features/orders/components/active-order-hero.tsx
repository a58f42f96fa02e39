// The top of /orders/active: the page's title on a banner with a picture. It needs no data, so it is
// also drawn while the menu tables download (app/chrome/tables-placeholder.tsx) and arrives
// prerendered in the page's first HTML (build/route-shells.ts), its picture inlined (ui/art/README.md):
// the customer who has just paid sees the page at once, and its largest paint waits for nothing else.
import heroArt from '../../../ui/art/hot-beverage.svg?inline';

export function ActiveOrderHero() {
  return (
    <header className="relative mb-5 flex min-h-32 items-center overflow-hidden rounded-3xl bg-gradient-to-br from-roast via-[#5a3a26] to-brand-ink px-6 text-white shadow-lg sm:min-h-40 sm:px-10">
      <h1 className="relative z-10 text-3xl font-extrabold sm:text-4xl">Your Order</h1>
      <img
        src={heroArt}
        alt=""
        width={160}
        height={160}
        className="absolute right-2 -bottom-5 w-40 sm:right-10"
      />
    </header>
  );
}
