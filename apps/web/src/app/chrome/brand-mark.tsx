import { Link } from 'wouter';

/**
 * The compact mark sits centred in the phone's header. Centred by its own width, it moved when a busy
 * phone painted the server's page with the cup parsed and the word not yet (28 px wide, then 122:
 * 0.0006 of layout shift, which Lighthouse shows as 0.001). At the width of cup and word from the
 * start, the box is centred once and the word lands beside the cup.
 */
const COMPACT_WIDTH = 'min-w-[7.75rem]';

export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      href="/menu"
      className={`flex items-center gap-2 font-extrabold tracking-tight text-roast ${compact ? COMPACT_WIDTH : ''}`}
      aria-label="Brewline home"
    >
      <img src="/art/hot-beverage.svg" alt="" width={compact ? 28 : 36} height={compact ? 28 : 36} />
      <span className={compact ? 'text-lg' : 'text-2xl'}>
        Brew<span className="text-brand-ink">line</span>
      </span>
    </Link>
  );
}
