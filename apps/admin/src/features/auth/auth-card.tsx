// The frame of the pages before the back office opens (sign in, no access, an invitation): the
// brand, a heading, and the page's few words and buttons on a card in the middle of the screen.
import { Coffee } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';

export interface AuthCardProps {
  readonly title: string;
  readonly children: ReactNode;
}

export function AuthCard({ title, children }: AuthCardProps) {
  useEffect(() => {
    document.title = `${title} · Brewline Back Office`;
  }, [title]);
  return (
    <main className="grid min-h-screen place-items-center bg-canvas px-4 py-10">
      <div className="w-full max-w-md">
        <p className="mb-6 flex items-center justify-center gap-2.5 text-stone-800">
          <span className="grid size-10 place-items-center rounded-xl bg-roast">
            <Coffee aria-hidden className="size-5 text-brand" />
          </span>
          <span className="text-lg font-bold">Brewline back office</span>
        </p>
        <div className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
          <h1 className="text-xl font-bold text-stone-900">{title}</h1>
          <div className="mt-3 text-stone-700">{children}</div>
        </div>
      </div>
    </main>
  );
}
