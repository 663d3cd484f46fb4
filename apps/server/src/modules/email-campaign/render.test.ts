import type { TCampaignBlock } from '@seller-tools/contract';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { renderCampaignHtml, sanitizeCampaignHtml, UNSUBSCRIBE_PLACEHOLDER } from './render.ts';

// Email HTML keeps the table attributes Outlook needs (align, cellpadding, bgcolor...), which HTML5 calls
// deprecated; everything else of the standard rules applies.
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: { 'no-deprecated-attr': 'off' },
});

const EVERY_BLOCK: TCampaignBlock[] = [
  { type: 'heading', id: 'h', text: 'Spring update', level: '1' },
  { type: 'heading', id: 'h2', text: 'What changed', level: '2' },
  {
    type: 'text',
    id: 't',
    text: 'Hello & welcome.\nRead [the guide](https://example.com/guide?a=1&b=2).\n\nSecond paragraph.',
  },
  {
    type: 'image',
    id: 'i',
    src: 'https://cdn.example.com/a.png',
    alt: 'Screenshot',
    href: 'https://example.com',
  },
  { type: 'button', id: 'b', label: 'Open Seller Tools', href: 'https://app.example.com/dashboard' },
  { type: 'divider', id: 'd' },
  { type: 'columns', id: 'c', left: 'Left [link](https://a.example.com)', right: 'Right' },
  { type: 'footer', id: 'f', text: 'Seller Tools, 1 Main St' },
];

const HOSTILE: TCampaignBlock[] = [
  { type: 'heading', id: 'h', text: '<script>alert(1)</script>', level: '1' },
  {
    type: 'text',
    id: 't',
    text: '<img src=x onerror=alert(1)> [x](javascript:alert(1)) <a href="javascript:alert(2)" onclick="x()">y</a>',
  },
  {
    type: 'image',
    id: 'i',
    src: 'https://x.example/a.png" onerror="alert(1)',
    alt: '"><script>alert(3)</script>',
    href: '',
  },
  {
    type: 'button',
    id: 'b',
    label: '<svg onload=alert(1)>',
    href: 'https://ok.example/"><script>alert(4)</script>',
  },
];

function assertNoScript(html: string) {
  expect(html).not.toMatch(/<script/i);
  // Attribute values blanked (the sanitiser quotes every one with "), an event handler is an attribute name.
  expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[a-z][^<>]*\s(href|src)="\s*javascript:/i);
  expect(html).not.toMatch(/<svg/i);
}

describe('campaign HTML', () => {
  it('renders every block to valid HTML with the unsubscribe placeholder in the footer', async () => {
    const html = await renderCampaignHtml({ subject: 'Spring', preheader: 'News', blocks: EVERY_BLOCK });
    const report = await validator.validateString(html);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect(report.valid).toBe(true);
    expect(html).toContain(`href="${UNSUBSCRIBE_PLACEHOLDER}"`);
    expect(html).toContain('href="https://example.com/guide?a=1&amp;b=2"');
    expect(html).toContain('<h1');
    expect(html).toContain('Open Seller Tools');
  });

  it('adds the unsubscribe footer when there is no footer block', async () => {
    const html = await renderCampaignHtml({
      subject: 'S',
      preheader: '',
      blocks: [EVERY_BLOCK[0] as TCampaignBlock],
    });
    expect(html).toContain(UNSUBSCRIBE_PLACEHOLDER);
  });

  it('lets no script or event handler survive, whatever the blocks hold', async () => {
    const html = await renderCampaignHtml({
      subject: '<script>x</script>',
      preheader: '<b onclick=1>',
      blocks: HOSTILE,
    });
    assertNoScript(html);
    expect((await validator.validateString(html)).valid).toBe(true);
    // The text is shown as text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('strips scripts and handlers from raw HTML (the sanitiser is the last pass)', () => {
    const html = sanitizeCampaignHtml(
      '<html><body><script>alert(1)</script><p onclick="x()">a</p><a href="javascript:alert(1)">b</a><img src="https://a.example/x.png" onerror="y()"><iframe src="https://e.example"></iframe></body></html>',
    );
    assertNoScript(html);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<p>a</p>');
  });
});
