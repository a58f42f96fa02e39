import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESSIBILITY_STATEMENT_URL, frameOrigin } from '../src/site/site-links.ts';

describe('frameOrigin', () => {
  it('gives the origin a frame-src directive needs', () => {
    expect(frameOrigin('https://www.w3.org/WAI/planning/statements/')).toBe('https://www.w3.org');
    expect(frameOrigin('http://127.0.0.1:8080/a11y?x=1')).toBe('http://127.0.0.1:8080');
    // The default is Brewline's own statement on this origin: 'self' already allows it.
    expect(DEFAULT_ACCESSIBILITY_STATEMENT_URL).toBe('/statement/accessibility');
    expect(frameOrigin(DEFAULT_ACCESSIBILITY_STATEMENT_URL)).toBeNull();
  });

  it('refuses what is not a web address', () => {
    expect(frameOrigin('javascript:alert(1)')).toBeNull();
    expect(frameOrigin('not a url')).toBeNull();
  });
});
