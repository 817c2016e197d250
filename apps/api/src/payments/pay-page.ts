import type { FastifyReply } from 'fastify';

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The one stylesheet of the providers' pages (the sandbox's and Razorpay's Checkout page). */
export const PAY_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a1e;background:#f7f3f6}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 1rem;color:#5a164b}
.note{margin:0 0 1rem;padding:.5rem .75rem;border-left:4px solid #eab864;background:#fff;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem;padding:1rem;background:#fff;border-radius:.5rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700}
form{margin:0 0 .75rem}
button,.link{display:block;width:100%;min-height:2.75rem;padding:.625rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;text-align:center;cursor:pointer;text-decoration:none}
.approve{border:2px solid #5a164b;background:#5a164b;color:#fff}
.decline,.link{border:2px solid #5a164b;background:#fff;color:#5a164b}
button:focus-visible,.link:focus-visible{outline:3px solid #1f1a1e;outline-offset:2px}
p{margin:0 0 1rem}
`;

/** A provider's page: the document around `body` (and a `script` block after it), styled by {@link PAY_PAGE_STYLE}. */
export function payPage(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAY_PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `${script}\n` : ''}</body>
</html>
`;
}

/** Sends a page for people: HTML, never cached, under the page's own Content-Security-Policy. */
export const sendHtml = (reply: FastifyReply, status: number, body: string, csp: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', csp).send(body);
