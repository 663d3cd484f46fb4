const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Every value from a request (state, redirect URI) is echoed into the page, so all of it is escaped.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const STYLE = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f2f4f5;color:#0f1111}
.banner{background:#232f3e;color:#fff;padding:10px 24px;font-size:14px;display:flex;gap:12px;align-items:center}
.banner strong{font-size:18px}.tag{background:#febd69;color:#232f3e;border-radius:3px;padding:2px 8px;font-weight:bold}
main{max-width:640px;margin:24px auto;background:#fff;border:1px solid #d5d9d9;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 12px}h2{font-size:16px;margin:20px 0 8px}.muted{color:#565959;font-size:13px}
fieldset{border:1px solid #d5d9d9;border-radius:6px;margin:0 0 10px;padding:8px 12px}legend{font-weight:bold;font-size:14px}
label{display:block;padding:4px 0;cursor:pointer}code{font-size:12px;color:#565959}
.actions{display:flex;gap:12px;margin-top:24px}
button{border-radius:20px;padding:8px 28px;font-size:14px;cursor:pointer;border:1px solid #d5d9d9;background:#fff}
button.primary{background:#ffd814;border-color:#fcd200}
.error{border-left:4px solid #c40000;padding-left:12px}`;

export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Marketplace sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner"><strong>Seller Central</strong><span class="tag">Marketplace sandbox</span><span>Simulated Amazon authorization — no real account is involved</span></div>
<main>
${body}
</main>
</body>
</html>
`;
}
