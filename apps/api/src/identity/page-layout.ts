// The frame of the provider's own pages (sign in, sign up, errors): one small server-rendered HTML
// document with inline CSS, no script, so it loads at once on a phone and works without JavaScript.
import { BRAND_NAME } from '@brewline/domain/messages/messages';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Text that is already safe HTML (built with escapeHtml by the caller). */
export interface Html {
  readonly html: string;
}

export function html(strings: TemplateStringsArray, ...values: (string | Html | readonly Html[])[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (typeof value === 'string') out += escapeHtml(value);
    else if ('html' in value) out += value.html;
    else out += value.map((part) => part.html).join('');
    out += strings[i + 1] ?? '';
  });
  return { html: out };
}

const STYLE = `
:root{--brand:#c2500a;--brand-dark:#9e4108;--ink:#2b1d14;--muted:#6f5b4d;--line:#e6dcd3;--bg:#faf6f2;--error:#b42318}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:40px 16px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);
background:radial-gradient(circle at 20% 0,#fde7d6 0,transparent 45%),var(--bg)}
main{width:100%;max-width:420px}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin-bottom:24px;font-weight:800;
font-size:26px;letter-spacing:.02em;color:var(--brand-dark)}
.brand svg{width:36px;height:36px}
.card{background:#fff;border:1px solid var(--line);border-radius:16px;padding:28px 24px;box-shadow:0 10px 30px rgba(43,29,20,.08);overflow-wrap:anywhere}
h1{font-size:22px;margin:0 0 4px}
p.lead{margin:0 0 20px;color:var(--muted)}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;font:inherit;padding:11px 12px;border:1px solid #cdbfb3;border-radius:10px;background:#fff;color:var(--ink)}
input:focus{outline:3px solid rgba(194,80,10,.3);border-color:var(--brand)}
input[aria-invalid=true]{border-color:var(--error)}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
.field-error{color:var(--error);font-size:14px;margin:6px 0 0}
.alert{background:#fef3f2;border:1px solid #fecdca;color:var(--error);border-radius:10px;padding:10px 12px;margin:0 0 12px}
button{width:100%;margin-top:22px;padding:13px;font:inherit;font-weight:700;color:#fff;background:var(--brand);
border:0;border-radius:999px;cursor:pointer}
button:hover{background:var(--brand-dark)}
button:focus-visible{outline:3px solid rgba(194,80,10,.45);outline-offset:2px}
.alt{text-align:center;margin:18px 0 0;color:var(--muted);font-size:15px}
a{color:var(--brand-dark);font-weight:600}
.guest{display:block;text-align:center;margin-top:16px;font-size:14px;color:var(--muted)}
.forgot{display:block;text-align:right;margin-top:8px;font-size:14px}
.notice{background:#ecfdf3;border:1px solid #abefc6;color:#067647;border-radius:10px;padding:10px 12px;margin:0 0 12px}
a.button{display:block;text-align:center;margin-top:22px;padding:13px;color:#fff;background:var(--brand);border-radius:999px;text-decoration:none}
a.button:hover{background:var(--brand-dark)}
`;

const CUP = `<svg viewBox="0 0 64 64" aria-hidden="true"><path fill="#e2620f" d="M10 22h36v18a14 14 0 0 1-14 14h-8a14 14 0 0 1-14-14z"/><path fill="none" stroke="#b84c08" stroke-width="5" d="M46 27h4a7 7 0 0 1 0 14h-5"/><path fill="none" stroke="#c9a58c" stroke-width="3" stroke-linecap="round" d="M22 8c-3 4 3 6 0 10M32 6c-3 4 3 6 0 10"/></svg>`;

export function page(title: string, body: Html): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${title} · ${BRAND_NAME}`)}</title><style>${STYLE}</style></head><body><main><div class="brand">${CUP}<span>${escapeHtml(BRAND_NAME)}</span></div><div class="card">${body.html}</div></main></body></html>`;
}
