// npm start: build what is not built, then run the server (which migrates and seeds on its own).
import { ensureWebBuild } from './ensure-web-build.ts';

ensureWebBuild();
await import('../apps/api/src/main.ts');
