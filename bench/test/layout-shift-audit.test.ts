// A run that shifts names what moved: Lighthouse's layout-shifts audit on a real load of a page whose
// text is pushed down by a banner inserted after its first paint, read by layoutShiftLines.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { navigation } from 'lighthouse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { layoutShiftLines } from '../web/layout-shift-audit.ts';
import { startChromium, type Chromium } from '../web/lighthouse-runner.ts';

const SHIFTING_PAGE = `<!doctype html><html lang="en"><head><title>shift</title></head><body>
<main><p id="pushed" style="font-size:40px">This line moves down when the banner lands.</p></main>
<script>setTimeout(() => {
  const banner = document.createElement('div');
  banner.style.height = '300px';
  document.body.prepend(banner);
}, 400);</script></body></html>`;

let chromium: Chromium;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(SHIFTING_PAGE);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  chromium = await startChromium();
});

afterAll(async () => {
  await chromium?.close();
  await new Promise((closed) => server?.close(closed));
});

it('names the element that moved, with its share of the shift', async () => {
  const tab = await chromium.browser.newPage();
  const { port } = server.address() as AddressInfo;
  const result = await navigation(tab, `http://127.0.0.1:${port}/`, {
    config: {
      extends: 'lighthouse:default',
      settings: { onlyAudits: ['layout-shifts', 'cumulative-layout-shift'] },
    },
    flags: { logLevel: 'error' },
  });
  const audits = result?.lhr.audits ?? {};
  expect(audits['cumulative-layout-shift']?.numericValue).toBeGreaterThan(0);
  const lines = layoutShiftLines(audits);
  expect(lines.length).toBeGreaterThan(0);
  // Its weighted score, the element's selector, then the start of its HTML.
  expect(lines[0]).toMatch(/^0\.\d{4} \S+ <\w+/);
});
