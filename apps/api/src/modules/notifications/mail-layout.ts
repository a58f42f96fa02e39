// The shop's look for e-mail: the web app's colours (brand orange, roast brown, the soft cream card),
// a plain table layout every mail client draws, and a text version that says the same. Everything a
// customer typed or a store wrote is escaped before it goes into the HTML.
const BRAND = '#f47920';
const BRAND_INK = '#b4500a';
const BRAND_SOFT = '#fff3ea';
const ROAST = '#3b2a20';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One block of an e-mail: a heading and its lines, or label/value rows (a receipt). */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | {
      kind: 'rows';
      title: string;
      /** `detail`: a line under the one before it (a drink's options), indented. */
      rows: readonly { label: string; value: string; strong?: boolean; detail?: boolean }[];
    };

export interface MailDocument {
  subject: string;
  /** The first line, large: what happened. */
  headline: string;
  blocks: readonly MailBlock[];
  action: { label: string; url: string };
  /** Why the customer gets it; an order's or card's by default. */
  footer?: string;
}

const ORDER_FOOTER = 'You get this e-mail because of an order or card at Brewline.';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function textOf(document: MailDocument): string {
  const lines: string[] = [document.headline, ''];
  for (const block of document.blocks) {
    if (block.kind === 'paragraph') {
      lines.push(block.text, '');
      continue;
    }
    lines.push(block.title.toUpperCase());
    for (const row of block.rows) {
      const label = row.detail ? `   ${row.label}` : row.label;
      lines.push(row.value ? `${label}: ${row.value}` : label);
    }
    lines.push('');
  }
  lines.push(`${document.action.label}: ${document.action.url}`, '', 'Brewline');
  return lines.join('\n');
}

function htmlBlock(block: MailBlock): string {
  if (block.kind === 'paragraph') {
    return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
  }
  const rows = block.rows
    .map((row) => {
      const weight = row.strong ? 'font-weight:700;' : '';
      const indent = row.detail ? 'padding-left:16px;color:#57534e;font-size:14px;' : '';
      return `<tr><td style="padding:4px 0;${weight}${indent}">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<h2 style="margin:24px 0 8px;font-size:18px;color:${ROAST}">${escapeHtml(block.title)}</h2><table role="presentation" width="100%" style="border-collapse:collapse;font-size:15px">${rows}</table>`;
}

export function renderMail(document: MailDocument): RenderedMail {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.subject)}</title></head>
<body style="margin:0;background:${BRAND_SOFT};font-family:Helvetica,Arial,sans-serif;color:${ROAST}">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:16px">
<tr><td style="background:${BRAND_INK};border-bottom:4px solid ${BRAND};border-radius:16px 16px 0 0;padding:16px 24px;color:#ffffff;font-size:22px;font-weight:800">Brewline</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(document.headline)}</h1>
${document.blocks.map(htmlBlock).join('\n')}
<p style="margin:24px 0 0"><a href="${escapeHtml(document.action.url)}" style="display:inline-block;background:${BRAND_INK};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:999px">${escapeHtml(document.action.label)}</a></p>
</td></tr></table>
<p style="font-size:12px;color:#57534e;margin:16px 0 0">${escapeHtml(document.footer ?? ORDER_FOOTER)}</p>
</td></tr></table></body></html>`;
  return { subject: document.subject, text: textOf(document), html };
}
