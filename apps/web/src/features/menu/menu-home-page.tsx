// /menu: the hero banner (to the seasonal group 83), 'Order Now' and the top-level groups.
import { Link } from 'wouter';
import { useEffect } from 'react';
import { firePixel, track } from '../../lib/analytics.ts';
import { useMenuTables } from '../../lib/menu-tables-context.tsx';
import { visibleChildGroups } from '../../lib/menu-selectors.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { Tile, TileGrid } from '../../ui/tile.tsx';

const HERO_GROUP_ID = 83;

export function MenuHomePage() {
  usePageTitle('Menu');
  const tables = useMenuTables();
  const groups = visibleChildGroups(tables, 0);
  useEffect(() => track('menu_view', { groupId: 0 }), []);
  return (
    <div className="flex flex-col gap-6">
      <Link
        href={`/menu/${HERO_GROUP_ID}/`}
        className="relative flex min-h-44 items-center overflow-hidden rounded-3xl bg-gradient-to-br from-roast via-[#5a3a26] to-brand-ink p-6 text-white shadow-lg sm:min-h-56 sm:p-10"
        data-testid="hero-banner"
      >
        <div className="relative z-10 max-w-md">
          <p className="text-sm font-bold tracking-widest text-orange-200 uppercase">
            Holiday favorites are back
          </p>
          <p className="mt-2 text-2xl leading-tight font-extrabold sm:text-4xl">
            Cozy up with a peppermint mocha
          </p>
          <span className="mt-4 inline-flex rounded-full bg-white px-4 py-2 font-bold text-roast">
            See the lineup
          </span>
        </div>
        <img
          src="/art/snowflake.svg"
          alt=""
          width={180}
          height={180}
          className="absolute -right-6 -bottom-8 w-40 opacity-90 sm:right-8 sm:w-56"
        />
      </Link>
      <section aria-labelledby="order-now">
        <h1 id="order-now" className="page-title mb-4">
          Order Now
        </h1>
        <TileGrid label="Menu categories">
          {groups.map((group) => (
            <li key={group.id}>
              <Tile
                href={`/menu/${group.id}/`}
                name={group.name}
                image={group.image}
                testId={`group-tile-${group.id}`}
                onClick={() => {
                  track('category_click', { groupId: group.id });
                  firePixel({ e: 'category_click', group: group.id });
                }}
              />
            </li>
          ))}
        </TileGrid>
      </section>
    </div>
  );
}
