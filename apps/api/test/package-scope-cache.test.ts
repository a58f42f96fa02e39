// The API process resolves a dependency's relative imports itself (boot/package-scope-cache.ts), as
// Node would: the file relative to the importer, its format from the extension and the nearest
// package.json's `type`; anything else (a package that names no type: Node reads the syntax) is left
// to Node.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveWithinPackage } from '../src/boot/package-scope-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'brewline-scope-'));
const IMPORT = ['node', 'import'];

function write(path: string, content = ''): string {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  return pathToFileURL(full).href;
}

// An ES module package with a CommonJS folder of its own, and a package without a type.
write('package.json', JSON.stringify({ type: 'module' }));
const esmEntry = write('node_modules/esm-pkg/index.js');
write(
  'node_modules/esm-pkg/package.json',
  JSON.stringify({ type: 'module', exports: { '.': './index.js' } }),
);
const esmHelper = write('node_modules/esm-pkg/lib/helper.js');
write('node_modules/esm-pkg/cjs/package.json', JSON.stringify({ type: 'commonjs' }));
const cjsInside = write('node_modules/esm-pkg/cjs/index.js');
const explicit = write('node_modules/esm-pkg/lib/explicit.cjs');
const plainEntry = write('node_modules/plain-pkg/index.js');
write('node_modules/plain-pkg/package.json', JSON.stringify({ name: 'plain-pkg' }));
const plainModule = write('node_modules/plain-pkg/module.mjs');
write('node_modules/plain-pkg/helper.js');
// A file in node_modules outside any package: Node does not look past node_modules for a type.
write('node_modules/stray.js');
const strayParent = write('node_modules/stray-parent.js');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a dependency's relative import", () => {
  it.each([
    ['./lib/helper.js', esmEntry, esmHelper, 'module'],
    ['../cjs/index.js', esmHelper, cjsInside, 'commonjs'],
    ['./explicit.cjs', esmHelper, explicit, 'commonjs'],
    ['./module.mjs', plainEntry, plainModule, 'module'],
  ])(
    '%s is the file beside the importer, in its package scope’s format',
    (specifier, parent, url, format) => {
      expect(resolveWithinPackage(specifier, parent, IMPORT)).toEqual({ url, format });
    },
  );

  it("is left to Node when it is not a dependency's import of a file that is there", () => {
    const ownCode = write('src/app.ts');
    expect(resolveWithinPackage('./helper.js', plainEntry, IMPORT)).toBeNull();
    expect(resolveWithinPackage('./stray.js', strayParent, IMPORT)).toBeNull();
    expect(resolveWithinPackage('./lib/missing.js', esmEntry, IMPORT)).toBeNull();
    expect(resolveWithinPackage('./lib', esmEntry, IMPORT)).toBeNull();
    expect(resolveWithinPackage('esm-pkg', plainEntry, IMPORT)).toBeNull();
    expect(resolveWithinPackage('./lib/helper.js?v=2', esmEntry, IMPORT)).toBeNull();
    expect(resolveWithinPackage('./lib/helper.js', esmEntry, ['node', 'require'])).toBeNull();
    expect(resolveWithinPackage('./app.ts', ownCode, IMPORT)).toBeNull();
    expect(resolveWithinPackage('../node_modules/esm-pkg/index.js', ownCode, IMPORT)).toBeNull();
    expect(resolveWithinPackage('./lib/helper.js', undefined, IMPORT)).toBeNull();
  });

  it('answers as Node does for every dependency module the server imports', () => {
    // A process importing the server (and the Stripe SDK it loads on demand) with a hook that asks
    // both and counts: each answer of ours must be Node's own, URL and format.
    const hook = new URL('../src/boot/package-scope-cache.ts', import.meta.url).href;
    const server = new URL('../src/server.ts', import.meta.url).href;
    const script = `
      import { registerHooks } from 'node:module';
      import { resolveWithinPackage } from '${hook}';
      let same = 0; const different = [];
      registerHooks({ resolve(specifier, context, next) {
        const ours = resolveWithinPackage(specifier, context.parentURL, context.conditions);
        const node = next(specifier, context);
        if (ours) {
          if (ours.url === node.url && ours.format === node.format) same += 1;
          else different.push(specifier + ' from ' + context.parentURL);
        }
        return node;
      } });
      await import('${server}');
      await import('stripe');
      console.log(JSON.stringify({ same, different }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    const answer = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
      same?: number;
      different?: string[];
    };
    expect(answer.different, run.stderr).toEqual([]);
    expect(answer.same).toBeGreaterThan(1000);
  });
});
