// The /menu banner: the seasonal group's, from the menu tables (a chain admin sets it in the back
// office and publishes it). The server renders /menu with the tables, so the banner, the page's largest
// paint, is in the first HTML (decision 012).
import type { SeasonalBanner, SeasonalBannerPicture } from '@brewline/domain/menu-seasonal-rules';
import { Link } from 'wouter';
// Inlined (a data URI of about 1 KiB): the banner's picture paints with the first HTML (ui/art/README.md).
import snowflakeArt from '../../ui/art/snowflake.svg?inline';

const PICTURES: Record<SeasonalBannerPicture, string> = { snowflake: snowflakeArt };

export function MenuHero({ banner }: { banner: SeasonalBanner }) {
  return (
    <Link
      href={`/menu/${banner.groupId}/`}
      className="relative flex min-h-44 items-center overflow-hidden rounded-3xl bg-gradient-to-br from-roast via-[#5a3a26] to-brand-ink p-6 text-white shadow-lg sm:min-h-56 sm:p-10"
      data-testid="hero-banner"
    >
      <div className="relative z-10 max-w-md">
        <p className="text-sm font-bold tracking-widest text-orange-200 uppercase">{banner.title}</p>
        {/* The shadow keeps the line readable where a narrow phone puts it over the picture. */}
        {banner.subtitle && (
          <p className="mt-2 text-2xl leading-tight font-extrabold [text-shadow:0_1px_3px_rgb(0_0_0/0.45)] sm:text-4xl">
            {banner.subtitle}
          </p>
        )}
        <span className="mt-4 inline-flex rounded-full bg-white px-4 py-2 font-bold text-roast">
          See the lineup
        </span>
      </div>
      {banner.picture && (
        <img
          src={PICTURES[banner.picture]}
          alt=""
          width={180}
          height={180}
          className="absolute -right-6 -bottom-8 w-36 opacity-60 sm:right-8 sm:w-56 sm:opacity-90"
        />
      )}
    </Link>
  );
}
