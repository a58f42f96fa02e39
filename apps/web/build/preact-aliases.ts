// The customer app runs on Preact in the browser (decision 012): every import of React, React DOM and
// their JSX runtime is resolved to preact/compat, in the app's own code and in its packages (wouter,
// lucide-react, qrcode.react, Stripe's wrapper). react-dom alone was 64 KiB gzip of every route's first
// visit (issue 21). The server's bundle (dist/.server/) keeps React: see vite.config.ts.
import type { Alias } from 'vite';

/** Exact specifiers only: `react-dom/server` and `react-dom/static` must not be caught by `react-dom`. */
export const PREACT_ALIASES: readonly Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // wouter's import; preact/compat has the hook (vite.config.ts maps it to src/lib first, which re-exports
  // it from 'react', so the same hook).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
