import { Link, useLocation } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';

/** Screens whose capability has not been built yet say so plainly instead of pretending. */
export default function NotBuiltPage() {
  const [location] = useLocation();
  usePageTitle('Coming soon');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <img src="/art/hourglass-not-done.svg" alt="" width={72} height={72} />
      <h1 className="text-2xl font-bold">Coming soon</h1>
      <p className="text-stone-700">
        <code className="rounded bg-stone-100 px-1.5 py-0.5">{location}</code> is not part of Brewline yet.
        Everything on the menu is ready to browse.
      </p>
      <Link href="/menu" className="btn-primary">
        Go to Menu
      </Link>
    </div>
  );
}
