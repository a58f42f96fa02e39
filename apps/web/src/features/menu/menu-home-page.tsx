// /menu: the seasonal group's banner (menu-hero.tsx) if a group is seasonal, 'Order Now' and the
// top-level groups.
import { seasonalGroup } from '@brewline/domain/menu/menu-seasonal-rules';
import { firePixel, track } from '../../lib/analytics.ts';
import { useMenuTables } from '../../lib/menu-tables-context.tsx';
import { visibleChildGroups } from '../../lib/menu-selectors.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { Tile, TileGrid } from '../../ui/tile.tsx';
import { MenuHero } from './menu-hero.tsx';
import { useTrackView } from '../../lib/use-track-view.ts';

export function MenuHomePage() {
  usePageTitle('Menu');
  const tables = useMenuTables();
  const groups = visibleChildGroups(tables, 0);
  const seasonal = seasonalGroup(tables.productGroups);
  useTrackView('menu_view', { groupId: 0 }, 'home');
  return (
    <div className="flex flex-col gap-6">
      {seasonal && <MenuHero group={seasonal} />}
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
