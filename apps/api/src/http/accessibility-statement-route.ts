// Brewline's own accessibility statement, the page /accessibility-statement frames
// (docs/product/account.md#screens): what the app conforms to, what is known not to work yet, and
// how to reach a person. One small server-written HTML document, no script, sent with a
// Content-Security-Policy of its own that lets only this origin frame it (every other page refuses
// all framing).
import { BRAND_NAME, SUPPORT_EMAIL } from '@brewline/domain/messages/messages';
import { ACCESSIBILITY_STATEMENT_PATH } from '@brewline/domain/site/site-links';
import type { FastifyInstance } from 'fastify';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** When the statement was last reviewed; change it with the text. */
const REVIEWED = 'November 2026';

const LIMITATIONS: readonly string[] = [
  'The store board for baristas (/board) is built for a counter screen and has not been tested with screen readers.',
  'Product pictures are decorative emoji art; the product name beside each says what it is.',
  'The payment form of our card provider is drawn in its own frame; we test it, but its markup is theirs.',
];

const STYLE = `
body{margin:0;padding:24px;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#2b1d14;background:#fff}
main{max-width:720px}h1{font-size:1.6rem;margin:0 0 .5rem}h2{font-size:1.15rem;margin:1.5rem 0 .25rem}
a{color:#9e4108;font-weight:600}ul{padding-left:1.25rem}.muted{color:#6f5b4d}`;

export function renderAccessibilityStatement(): string {
  const brand = escapeHtml(BRAND_NAME);
  const email = escapeHtml(SUPPORT_EMAIL);
  const items = LIMITATIONS.map((text) => `<li>${escapeHtml(text)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${brand} accessibility statement</title><style>${STYLE}</style></head><body><main>
<h1>${brand} accessibility statement</h1>
<p>${brand} wants everyone to be able to order a coffee, pay and collect rewards online, whatever
device, browser or assistive technology they use.</p>
<h2>Conformance target</h2>
<p>Our ordering app aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.
Every release is checked with automated tests (axe) on a phone and a desktop screen size, and by
people using a keyboard and a screen reader.</p>
<h2>Known limitations</h2>
<ul>${items}</ul>
<h2>Contact us</h2>
<p>If something stops you ordering, or you need this information in another format, write to
<a href="mailto:${email}">${email}</a>. A person answers within two business days, and we will help
you place your order in the meantime.</p>
<p class="muted">Last reviewed ${REVIEWED}.</p>
</main></body></html>`;
}

export function registerAccessibilityStatementRoute(app: FastifyInstance): void {
  const page = renderAccessibilityStatement();
  app.get(ACCESSIBILITY_STATEMENT_PATH, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      // Written after the global headers: framed by this origin only, nothing to run or load.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
      )
      .header('x-frame-options', 'SAMEORIGIN')
      .send(page),
  );
}
