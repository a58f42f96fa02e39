// Back to the list of stores, above a store's page and the new-store page.
import { ChevronLeft } from 'lucide-react';
import { Link } from 'wouter';

export function AllStoresLink() {
  return (
    <Link
      href="/stores"
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-stone-700 hover:underline"
    >
      <ChevronLeft aria-hidden className="size-4" /> All stores
    </Link>
  );
}
