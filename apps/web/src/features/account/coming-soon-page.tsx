// Account sections whose features belong to other issues (loyalty, cards, favorites, history): the
// right title and a plain word that they are on the way.
import { Link } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';

export function ComingSoonPage({ title, heading }: { title: string; heading: string }) {
  usePageTitle(title);
  return (
    <section className="rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center">
      <img src="/art/hourglass-not-done.svg" alt="" width={64} height={64} className="mx-auto mb-4" />
      <h1 className="mb-2 text-2xl font-bold">{heading}</h1>
      <p className="mb-6 text-stone-700">This part of your account is coming soon.</p>
      <Link href="~/menu" className="btn-primary">
        Order a drink
      </Link>
    </section>
  );
}
