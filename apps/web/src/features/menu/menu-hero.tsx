// The /menu hero banner (to the seasonal group 83). It needs no menu data, so it is also drawn while
// the tables download and arrives prerendered in the first HTML: it is the page's largest paint.
import { Link } from 'wouter';
// Inlined (a data URI of about 1 KiB): the hero's picture paints with the first HTML (ui/art/README.md).
import heroArt from '../../ui/art/snowflake.svg?inline';

export const HERO_GROUP_ID = 83;

export function MenuHero() {
  return (
    <Link
      href={`/menu/${HERO_GROUP_ID}/`}
      className="relative flex min-h-44 items-center overflow-hidden rounded-3xl bg-gradient-to-br from-roast via-[#5a3a26] to-brand-ink p-6 text-white shadow-lg sm:min-h-56 sm:p-10"
      data-testid="hero-banner"
    >
      <div className="relative z-10 max-w-md">
        <p className="text-sm font-bold tracking-widest text-orange-200 uppercase">
          Holiday favorites are back
        </p>
        {/* The shadow keeps the title readable where a narrow phone puts it over the snowflake. */}
        <p className="mt-2 text-2xl leading-tight font-extrabold [text-shadow:0_1px_3px_rgb(0_0_0/0.45)] sm:text-4xl">
          Cozy up with a peppermint mocha
        </p>
        <span className="mt-4 inline-flex rounded-full bg-white px-4 py-2 font-bold text-roast">
          See the lineup
        </span>
      </div>
      <img
        src={heroArt}
        alt=""
        width={180}
        height={180}
        className="absolute -right-6 -bottom-8 w-36 opacity-60 sm:right-8 sm:w-56 sm:opacity-90"
      />
    </Link>
  );
}
