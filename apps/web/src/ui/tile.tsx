import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { artUrl } from '../lib/art.ts';

/**
 * A square picture with a name under it: used for groups and products alike. `action` (a product's
 * favorite button) sits over the picture's corner, beside the link rather than inside it.
 */
export function Tile({
  href,
  name,
  image,
  testId,
  onClick,
  action,
}: {
  href: string;
  name: string;
  image: string;
  testId?: string;
  onClick?: () => void;
  action?: ReactNode;
}) {
  const link = (
    <Link
      href={href}
      data-testid={testId}
      onClick={onClick}
      className="group flex flex-col items-center gap-2 rounded-2xl p-3 text-center transition hover:bg-white hover:shadow-md"
    >
      <span className="flex aspect-square w-full max-w-36 items-center justify-center rounded-full bg-brand-soft transition group-hover:scale-105">
        <img
          src={artUrl(image)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="w-3/5"
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
        />
      </span>
      <span className="font-semibold leading-snug">{name}</span>
    </Link>
  );
  if (!action) return link;
  return (
    <div className="relative">
      {link}
      <div className="absolute top-2 right-2">{action}</div>
    </div>
  );
}

export function TileGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
      {children}
    </ul>
  );
}
