// /about, /jobs and /franchise: the chain's short pages in the main navigation, from the app's own
// content files (content/*.ts), each with a way on.
import { Link } from 'wouter';
import { usePageTitle } from '../../lib/page-title.tsx';
import { ABOUT } from './content/about.ts';
import type { CompanyPageContent } from './content/company-page-content.ts';
import { FRANCHISE } from './content/franchise.ts';
import { JOBS } from './content/jobs.ts';

export const COMPANY_PAGES: readonly CompanyPageContent[] = [ABOUT, JOBS, FRANCHISE];

export default function CompanyPage({ path }: { path: string }) {
  const content = COMPANY_PAGES.find((page) => page.path === path) ?? ABOUT;
  usePageTitle(content.title);
  return (
    <article className="mx-auto grid max-w-3xl gap-6 pb-12" data-testid="company-page">
      <header className="flex flex-col-reverse items-start gap-4 rounded-3xl bg-brand-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{content.title}</h1>
          <p className="mt-3 text-lg text-stone-800">{content.lead}</p>
        </div>
        <img src={`/art/${content.art}.svg`} alt="" width={96} height={96} className="shrink-0" />
      </header>
      {content.sections.map((section) => (
        <section key={section.heading} className="grid gap-2 px-1">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="px-1">
        <Link href={content.action.href} className="btn-primary inline-flex h-12 items-center px-8">
          {content.action.label}
        </Link>
      </p>
    </article>
  );
}
