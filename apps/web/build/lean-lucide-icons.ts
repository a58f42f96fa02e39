// The browser's build draws lucide's icons with src/ui/lean-lucide-icon.tsx: each icon module of
// lucide-react imports its factory as `../createLucideIcon.mjs`, and this resolves that one import to
// ours. The icons' shapes (their `__iconData`) stay lucide's, so a lucide update brings new icons and
// fixes as before. The server's bundle keeps lucide's own factory.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LEAN_FACTORY = fileURLToPath(new URL('../src/ui/lean-lucide-icon.tsx', import.meta.url));
const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

export function leanLucideIcons(): Plugin {
  return {
    name: 'brewline-lean-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && LUCIDE_ICON_MODULE.test(importer))
        return LEAN_FACTORY;
      return null;
    },
  };
}
