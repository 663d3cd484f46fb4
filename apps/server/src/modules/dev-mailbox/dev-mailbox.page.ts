import type { TDevMailboxMessage } from '@seller-tools/contract';

// The /dev/mailbox page: plain server-rendered HTML with no script (our CSP allows none inline), every
// value escaped. Styles are inline, which the CSP's style-src 'unsafe-inline' permits.

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; margin: 0; background: #f5f6f8; color: #1f2933; }
  main { max-width: 760px; margin: 0 auto; padding: 32px 16px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .note { color: #6b7280; font-size: 14px; margin: 0 0 20px; }
  form { display: flex; gap: 8px; margin-bottom: 24px; }
  input { flex: 1; padding: 8px 10px; font-size: 15px; border: 1px solid #cbd2d9; border-radius: 6px; }
  button { padding: 8px 16px; font-size: 15px; border: 0; border-radius: 6px; background: #ff9900; color: #111; cursor: pointer; }
  article { background: #fff; border: 1px solid #e4e7eb; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
  article h2 { font-size: 16px; margin: 0 0 4px; }
  time { color: #6b7280; font-size: 13px; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; font-size: 14px; margin: 12px 0 0; }
  .empty { color: #6b7280; }
`;

export function renderMailboxPage(to: string | null, messages: TDevMailboxMessage[]): string {
  const list =
    to === null
      ? '<p class="empty">Type an address to see the mail sent to it.</p>'
      : messages.length === 0
        ? `<p class="empty">No mail for ${escapeHtml(to)} yet.</p>`
        : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox${to ? ` · ${escapeHtml(to)}` : ''}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p class="note">Mail the server would send, kept in the outbox because no SMTP server is configured. Not available in production.</p>
<form method="get" action="/dev/mailbox">
<input type="email" name="to" placeholder="seller@example.com" value="${escapeHtml(to ?? '')}" aria-label="Email address" required>
<button type="submit">Show mail</button>
</form>
${list}
</main>
</body>
</html>
`;
}

function renderMessage(message: TDevMailboxMessage): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>
<pre>${escapeHtml(message.text)}</pre>
</article>`;
}
