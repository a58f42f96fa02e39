// /accessibility-statement (docs/product/account.md#screens, #constants): the chain's external
// statement in a frame 2400 px high, 3800 px on phones where the text wraps longer. The address is
// configuration.
import { DEFAULT_ACCESSIBILITY_STATEMENT_URL } from '@brewline/domain/site/site-links';
import { usePageTitle } from '../../lib/page-title.tsx';

const STATEMENT_URL: string =
  (import.meta.env['VITE_ACCESSIBILITY_STATEMENT_URL'] as string | undefined) ??
  DEFAULT_ACCESSIBILITY_STATEMENT_URL;

export default function AccessibilityStatementPage() {
  usePageTitle('Accessibility Statement');
  return (
    <section>
      <h1 className="page-title mb-4">Accessibility Statement</h1>
      <iframe
        src={STATEMENT_URL}
        title="Accessibility Statement"
        className="h-[3800px] w-full rounded-xl border border-stone-200 bg-white sm:h-[2400px]"
      />
    </section>
  );
}
