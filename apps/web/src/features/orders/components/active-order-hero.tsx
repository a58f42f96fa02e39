// The top of /orders/active: the page's title on a banner with a picture. It needs no data, so it is
// also drawn while the menu tables download (app/chrome/tables-placeholder.tsx), its picture inlined
// (ui/art/README.md):
// the customer who has just paid sees the page at once, and its largest paint waits for nothing else.
import heroArt from '../../../ui/art/hot-beverage.svg?inline';

export function ActiveOrderHero() {
  return (
    <header className="relative mb-5 flex min-h-32 items-center overflow-hidden rounded-3xl bg-gradient-to-br from-roast via-[#5a3a26] to-brand-ink px-6 text-white shadow-lg sm:min-h-40 sm:px-10">
      {/* The shadow keeps the white title readable where a narrow phone puts it over the white cup. */}
      <h1 className="relative z-10 text-3xl font-extrabold [text-shadow:0_1px_3px_rgb(0_0_0/0.45)] max-[359px]:text-2xl sm:text-4xl">
        Your Order
      </h1>
      {/* A third of the banner on phones, so the cup sits beside the title rather than over it. */}
      <img
        src={heroArt}
        alt=""
        width={160}
        height={160}
        className="absolute right-2 -bottom-4 w-[34%] max-w-40 sm:right-10 sm:-bottom-5"
      />
    </header>
  );
}
