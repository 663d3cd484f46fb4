import type { TDevMailboxAttachment, TDevMailboxMessage } from '@seller-tools/contract';
import { html, joinHtml, type THtml, trustedHtml } from '../../lib/html-template.ts';

// The /dev/mailbox page: plain server-rendered HTML with no script (our CSP allows none inline), built with
// the `html` tag so every value is escaped. Styles are inline, which the CSP's style-src 'unsafe-inline'
// permits.

// Our own stylesheet: inside <style> entities are not decoded, so it goes in as it is.
const STYLE = trustedHtml(`
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
  ul.files { list-style: none; padding: 0; margin: 12px 0 0; border-top: 1px solid #e4e7eb; }
  ul.files li { padding: 8px 0 0; font-size: 14px; }
  ul.files .meta { color: #6b7280; }
`);

export function renderMailboxPage(to: string | null, messages: TDevMailboxMessage[]): string {
  const list =
    to === null
      ? html`<p class="empty">Type an address to see the mail sent to it.</p>`
      : messages.length === 0
        ? html`<p class="empty">No mail for ${to} yet.</p>`
        : joinHtml(messages.map(renderMessage), '\n');
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox${to ? ` · ${to}` : ''}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p class="note">Mail the server would send, kept in the outbox because no SMTP server is configured. Not available in production.</p>
<form method="get" action="/dev/mailbox">
<input type="email" name="to" placeholder="seller@example.com" value="${to}" aria-label="Email address" required>
<button type="submit">Show mail</button>
</form>
${list}
</main>
</body>
</html>
`.toString();
}

function renderMessage(message: TDevMailboxMessage): THtml {
  return html`<article>
<h2>${message.subject}</h2>
<time datetime="${message.created_at}">${message.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time>
<pre>${message.text}</pre>
${message.attachments.length === 0 ? '' : html`<ul class="files" aria-label="Attachments">${joinHtml(message.attachments.map(renderAttachment), '\n')}</ul>`}
</article>`;
}

function renderAttachment(file: TDevMailboxAttachment): THtml {
  return html`<li><a href="${file.url}" download="${file.filename}">${file.filename}</a>
<span class="meta">· ${file.content_type} · ${byteSize(file.size)}</span></li>`;
}

/** 812 B, 4.2 KB, 1.3 MB: what a mail client shows beside a file. */
function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
