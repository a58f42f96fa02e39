// The repository is self-contained: rules are described in docs/product/ (ordering.md, account.md)
// and code points there, never at the section numbers of the specification the product started
// from, which is not in the repository. This fails on any new citation of that kind, and shows
// that it would catch one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECTION = '\u00a7';
/** "docs/product/account.md#how-things-change", "docs/product/ordering.md#records", a bare "docs/product/account.md#calls", also when the citation wraps to the next comment line. */
const CITATION = new RegExp(
  String.raw`\b(?:account|ordering|spec)(?:[ \t]*\n[ \t]*(?://|\*|#)?[ \t]*|[ \t]+)(?:spec(?:[ \t]*\n[ \t]*(?://|\*|#)?[ \t]*|[ \t]+))?${SECTION}\d`,
);

function citationsIn(text: string): string[] {
  return [...text.matchAll(new RegExp(CITATION.source, 'g'))].map((match) => match[0]);
}

function trackedFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((path) => /\.(ts|tsx|js|mjs|md|graphql|css|html)$/.test(path));
}

describe('citations of the specification', () => {
  it('recognises one, also wrapped over two comment lines', () => {
    expect(citationsIn(`// The cart (ordering spec ${SECTION}3 Session cart)`)).toHaveLength(1);
    expect(citationsIn(`// Sign-in (account\n// spec ${SECTION}4)`)).toHaveLength(1);
    expect(citationsIn(`/** see (account ${SECTION}8) */`)).toHaveLength(1);
    expect(citationsIn('// The cart (docs/product/ordering.md#session-cart)')).toEqual([]);
    expect(citationsIn(`// RFC 7636 ${SECTION}4.1`)).toEqual([]);
  });

  it('finds none in the repository: code points at docs/product/ or the domain function', () => {
    const found = trackedFiles().flatMap((path) =>
      citationsIn(readFileSync(join(root, path), 'utf8')).map((citation) => `${path}: ${citation}`),
    );
    expect(found, 'describe the rule in docs/product/ and point there instead').toEqual([]);
  });
});
