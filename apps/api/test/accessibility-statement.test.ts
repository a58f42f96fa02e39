// The accessibility statement the app frames is Brewline's own (docs/product/account.md#screens):
// its conformance target, known limitations and a contact, served so this origin, and
// only it, can frame it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESSIBILITY_STATEMENT_URL } from '@brewline/domain/site/site-links';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const [kind] = await availableTestDatabases();

describe('the accessibility statement page', () => {
  let server: RunningServer;
  beforeAll(async () => {
    if (kind) server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("is the page the app frames by default, with the chain's statement, framable by this origin only", async () => {
    expect(DEFAULT_ACCESSIBILITY_STATEMENT_URL.startsWith('/')).toBe(true);
    const response = await fetch(`${server.baseUrl}${DEFAULT_ACCESSIBILITY_STATEMENT_URL}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    const page = await response.text();
    expect(page).toContain('Brewline accessibility statement');
    expect(page).toContain('WCAG) 2.2 at level AA');
    expect(page).toContain('Known limitations');
    expect(page).toContain('mailto:support@brewline.example');
  });
});
