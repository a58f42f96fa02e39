// Build time only: build/shell-plugin.ts bundles this for Node and writes its HTML into index.html and
// menu.html. It is the app's very first render at `path` (the menu tables still downloading), the
// same tree main.tsx renders in the browser, so the prerendered paint and the live one match.
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../app/app.tsx';

export function renderShell(path: string): string {
  return renderToString(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
}
