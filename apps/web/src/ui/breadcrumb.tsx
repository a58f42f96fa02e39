import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'wouter';

export interface Crumb {
  label: string;
  href?: string;
}

/** Desktop trail: Menu, product groups, product name. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 hidden text-sm text-stone-600 lg:block">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 && <ChevronRight size={14} aria-hidden="true" />}
            <li>
              {item.href ? (
                <Link href={item.href} className="hover:text-brand-ink hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-semibold text-roast">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
