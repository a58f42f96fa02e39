// The API process's entry (`node apps/api/src/main.ts`): first the faster resolution of the
// dependencies' own modules (boot/package-scope-cache.ts), which must be in place before the server's
// code is imported, then the server itself (serve.ts).
import { registerPackageScopeCache } from './boot/package-scope-cache.ts';

registerPackageScopeCache();
await import('./serve.ts');
