import { Link } from 'wouter';

export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      href="/menu"
      className="flex items-center gap-2 font-extrabold tracking-tight text-roast"
      aria-label="Brewline home"
    >
      <img src="/art/hot-beverage.svg" alt="" width={compact ? 28 : 36} height={compact ? 28 : 36} />
      <span className={compact ? 'text-lg' : 'text-2xl'}>
        Brew<span className="text-brand-ink">line</span>
      </span>
    </Link>
  );
}
