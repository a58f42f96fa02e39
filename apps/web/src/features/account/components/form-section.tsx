// One form of the profile page: a card with its heading, the success line once saved, and the banner.
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { AlertBanner } from '../../../ui/alert-banner.tsx';

export function FormSection({
  title,
  success,
  banner,
  children,
}: {
  title: string;
  success: string | null;
  banner: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 className="mb-4 text-xl font-bold">{title}</h2>
      <div className="mb-4 grid gap-3 empty:hidden">
        {banner && <AlertBanner>{banner}</AlertBanner>}
        {success && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-900"
          >
            <CheckCircle2 size={20} aria-hidden="true" className="shrink-0" />
            {success}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}
