import type { TCampaignBlock } from '@seller-tools/contract';
import mjml2html from 'mjml';
import sanitizeHtml from 'sanitize-html';
import { html, type THtml } from '../../lib/html-template.ts';

// A campaign's block document → MJML → email HTML (tables and inline styles that survive Gmail and
// Outlook) → sanitised. Every text staff write is escaped while the MJML is built (links come only from the
// [label](https://…) syntax); the output then goes through an allowlist, so no script, event handler or
// javascript: address can reach a mailbox whatever the blocks hold. Sanitising drops HTML comments, so
// MJML's Outlook conditional comments go too: Outlook renders the tables without its ghost-table hints.

/** Where each recipient's own unsubscribe address goes (replaced per recipient when sending). */
export const UNSUBSCRIBE_PLACEHOLDER = 'https://campaign.invalid/unsubscribe';

const LINK = /\[([^\]\n]{1,300})\]\(((?:https:\/\/|mailto:)[^)\s]{1,2000})\)/g;

/** One line of text with its [label](url) links, escaped. */
function inline(text: string): THtml {
  const parts: THtml[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(html`${text.slice(last, match.index)}`);
    parts.push(html`<a href="${match[2]}" style="color:#228be6">${match[1]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(html`${text.slice(last)}`);
  return html`${parts}`;
}

/** Paragraphs (a blank line between) of lines (a line break between). */
function richText(text: string): THtml {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return html`${paragraphs.map(
    (p) =>
      html`<p style="margin:0 0 12px">${p.split('\n').map((line, i) => html`${i > 0 && html`<br>`}${inline(line)}`)}</p>`,
  )}`;
}

function blockMjml(block: TCampaignBlock): THtml {
  switch (block.type) {
    case 'heading':
      return html`<mj-section><mj-column><mj-text font-size="${block.level === '1' ? '26px' : '20px'}" font-weight="700" line-height="1.3">${block.level === '1' ? html`<h1 style="margin:0;font-size:26px">${block.text}</h1>` : html`<h2 style="margin:0;font-size:20px">${block.text}</h2>`}</mj-text></mj-column></mj-section>`;
    case 'text':
      return html`<mj-section><mj-column><mj-text font-size="15px" line-height="1.6">${richText(block.text)}</mj-text></mj-column></mj-section>`;
    case 'image':
      if (!block.src) return html``;
      return html`<mj-section><mj-column><mj-image src="${block.src}" alt="${block.alt}"${block.href ? html` href="${block.href}"` : html``}></mj-image></mj-column></mj-section>`;
    case 'button':
      if (!block.label || !block.href) return html``;
      return html`<mj-section><mj-column><mj-button href="${block.href}" background-color="#228be6" color="#ffffff" font-size="15px">${block.label}</mj-button></mj-column></mj-section>`;
    case 'divider':
      return html`<mj-section><mj-column><mj-divider border-width="1px" border-color="#dee2e6"></mj-divider></mj-column></mj-section>`;
    case 'columns':
      return html`<mj-section><mj-column><mj-text font-size="15px" line-height="1.6">${richText(block.left)}</mj-text></mj-column><mj-column><mj-text font-size="15px" line-height="1.6">${richText(block.right)}</mj-text></mj-column></mj-section>`;
    case 'footer':
      return html`<mj-section><mj-column><mj-text font-size="12px" color="#868e96" align="center">${richText(block.text)}<p style="margin:0"><a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#868e96">Unsubscribe</a></p></mj-text></mj-column></mj-section>`;
  }
}

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'html',
    'head',
    'body',
    'title',
    'meta',
    'style',
    'table',
    'tbody',
    'thead',
    'tr',
    'td',
    'th',
    'div',
    'p',
    'span',
    'a',
    'img',
    'h1',
    'h2',
    'br',
    'hr',
    'center',
    'strong',
    'em',
    'b',
    'i',
  ],
  allowedAttributes: {
    '*': [
      'style',
      'class',
      'align',
      'width',
      'height',
      'border',
      'cellpadding',
      'cellspacing',
      'role',
      'bgcolor',
      'valign',
      'dir',
      'lang',
    ],
    a: ['href', 'target', 'rel', 'style', 'class'],
    img: ['src', 'alt', 'width', 'height', 'style', 'class', 'border'],
    meta: ['name', 'content', 'charset', 'http-equiv'],
    style: ['type'],
  },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // <style> holds MJML's own responsive rules (no staff text reaches it: every value is escaped above).
  allowVulnerableTags: true,
  nonTextTags: ['script', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'template'],
  // MJML writes height="auto" on images, which HTML does not allow (the inline style keeps it auto).
  transformTags: {
    img: (tagName, attribs) => {
      const { height, ...rest } = attribs;
      return { tagName, attribs: height && /^\d+$/.test(height) ? attribs : rest };
    },
  },
};

/** The allowlist pass every campaign HTML goes through (exported for the tests' hostile inputs). */
export function sanitizeCampaignHtml(raw: string): string {
  return `<!doctype html>\n${sanitizeHtml(raw, ALLOWED)}`;
}

/** The campaign's email HTML, with UNSUBSCRIBE_PLACEHOLDER where each recipient's link goes. */
export async function renderCampaignHtml(input: {
  subject: string;
  preheader: string;
  blocks: readonly TCampaignBlock[];
}): Promise<string> {
  const hasFooter = input.blocks.some((b) => b.type === 'footer');
  // Every campaign carries an unsubscribe link, whether or not staff added a footer block.
  const blocks = hasFooter
    ? input.blocks
    : [...input.blocks, { type: 'footer', id: 'auto', text: '' } as const];
  const source = html`<mjml lang="en"><mj-head><mj-title>${input.subject}</mj-title>${input.preheader ? html`<mj-preview>${input.preheader}</mj-preview>` : html``}<mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif"></mj-all></mj-attributes></mj-head><mj-body width="600px" background-color="#f8f9fa"><mj-wrapper background-color="#ffffff" padding="16px 0">${blocks.map(blockMjml)}</mj-wrapper></mj-body></mjml>`;
  const { html: out } = await mjml2html(source.toString(), { validationLevel: 'soft', keepComments: false });
  return sanitizeCampaignHtml(out);
}

/** A plain-text version of the blocks (the mail's text part). */
export function campaignText(blocks: readonly TCampaignBlock[], unsubscribeUrl: string): string {
  const lines: string[] = [];
  const plain = (t: string) => t.replace(LINK, '$1 ($2)');
  for (const b of blocks) {
    if (b.type === 'heading' || b.type === 'text' || b.type === 'footer') lines.push(plain(b.text));
    else if (b.type === 'columns') lines.push(plain(b.left), plain(b.right));
    else if (b.type === 'button' && b.href) lines.push(`${b.label}: ${b.href}`);
    else if (b.type === 'divider') lines.push('---');
  }
  lines.push(`Unsubscribe: ${unsubscribeUrl}`);
  return lines.filter((l) => l.trim() !== '').join('\n\n');
}
