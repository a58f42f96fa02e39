// The /menu banner: the seasonal group's, from the menu tables (a chain admin sets it in the back
// office and publishes it). The server renders /menu with the tables, so the banner, the page's largest
// paint, is in the first HTML (decision 015).
import type { SeasonalBannerPicture } from '@brewline/domain/menu/menu-seasonal-rules';
import type { ProductGroupRow } from '@brewline/domain/menu/menu-tables';
import { Link } from 'wouter';
import { ParsedGroupEnd } from '../../ui/parsed-group-end.tsx';
// Inlined (a data URI of about 1 KiB): the banner's picture paints with the first HTML (ui/art/README.md).
import snowflakeArt from '../../ui/art/snowflake.svg?inline';

const PICTURES: Partial<Record<string, string>> & Record<SeasonalBannerPicture, string> = {
  snowflake: snowflakeArt,
};

export function MenuHero({ group }: { group: ProductGroupRow }) {
  const picture = PICTURES[group.bannerPicture];
  return (
    <Link
      href={`/menu/${group.id}/`}
      className="relative flex min-h-44 items-center overflow-hidden rounded-3xl bg-gradient-to-br from-roast via-[#5a3a26] to-brand-ink p-6 text-white shadow-lg sm:min-h-56 sm:p-10"
      data-testid="hero-banner"
    >
      {/* Centred in the banner: painted with only its title (the HTML still arriving), the title moved
          up as the rest arrived (0.009 on a phone in Lighthouse). Shown once whole, as the chrome's
          groups are (ui/parsed-group-end.tsx). */}
      <div className="shown-once-parsed relative z-10 max-w-md">
        <p className="text-sm font-bold tracking-widest text-orange-200 uppercase">{group.bannerTitle}</p>
        {/* The shadow keeps the line readable where a narrow phone puts it over the picture. */}
        {group.bannerSubtitle && (
          <p className="mt-2 text-2xl leading-tight font-extrabold [text-shadow:0_1px_3px_rgb(0_0_0/0.45)] sm:text-4xl">
            {group.bannerSubtitle}
          </p>
        )}
        <span className="mt-4 inline-flex rounded-full bg-white px-4 py-2 font-bold text-roast">
          See the lineup
        </span>
        <ParsedGroupEnd />
      </div>
      {picture && (
        <img
          src={picture}
          alt=""
          width={180}
          height={180}
          className="absolute -right-6 -bottom-8 w-36 opacity-60 sm:right-8 sm:w-56 sm:opacity-90"
        />
      )}
    </Link>
  );
}
