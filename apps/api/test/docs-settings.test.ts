// The commands the documentation tells an operator to run start a server: each TRUST_PROXY they set
// in a code block is one the server accepts (it refuses `true` at start, and a copied command that
// fails at start is worse than none).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { trustProxySetting } from '../src/http/trust-proxy.ts';

const docs = fileURLToPath(new URL('../../../docs', import.meta.url));

/** The lines of a Markdown file's fenced code blocks. */
function codeLines(markdown: string): string[] {
  let inside = false;
  return markdown.split('\n').filter((line) => {
    if (line.trimStart().startsWith('```')) {
      inside = !inside;
      return false;
    }
    return inside;
  });
}

/** Every TRUST_PROXY=value in the code blocks of docs/*.md (decisions are history, not instructions). */
function documentedTrustProxies(): { file: string; value: string }[] {
  return readdirSync(docs)
    .filter((name) => name.endsWith('.md'))
    .flatMap((file) =>
      codeLines(readFileSync(join(docs, file), 'utf8')).flatMap((line) =>
        [...line.matchAll(/\bTRUST_PROXY=(\S+)/g)].map((match) => ({ file, value: match[1] ?? '' })),
      ),
    );
}

describe('the settings the documentation gives', () => {
  it('sets TRUST_PROXY only to values the server accepts at start', () => {
    const found = documentedTrustProxies();
    expect(found.length).toBeGreaterThan(0);
    for (const { file, value } of found) {
      expect(() => trustProxySetting(value), `${file}: TRUST_PROXY=${value}`).not.toThrow();
    }
  });
});
