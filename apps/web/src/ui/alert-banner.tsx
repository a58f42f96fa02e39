// The red banner of a form or a step: what went wrong, said once, announced when it appears.
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export function AlertBanner({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900"
    >
      <AlertCircle size={20} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
