import DOMPurify from 'dompurify';

// Links in sanitized content open in a new tab without handing it our window (reverse tabnabbing).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * HTML from the server made safe to render: scripts, event handlers, javascript: URLs, forms and frames
 * are dropped. The server sanitizes on save as well; this is the second line (spec: on save and on render).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  });
}
