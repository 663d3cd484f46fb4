import { describe, expect, it } from 'vitest';
import { html, joinHtml, trustedHtml } from './html-template.ts';

describe('html', () => {
  it('escapes every interpolated text, in content and in attributes', () => {
    const hostile = `<script>alert("x")</script> & 'quoted'`;
    expect(String(html`<p title="${hostile}">${hostile}</p>`)).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;</p>',
    );
    // An attribute cannot be closed from inside a value.
    expect(String(html`<a href="${'" onclick="steal()'}">x</a>`)).toBe(
      '<a href="&quot; onclick=&quot;steal()">x</a>',
    );
  });

  it('keeps nested fragments as they are, without escaping them twice', () => {
    const name = html`<b>${'Tom & Jerry'}</b>`;
    const page = html`<div>${name}</div>`;
    expect(String(page)).toBe('<div><b>Tom &amp; Jerry</b></div>');
    expect(String(html`<main>${page}</main>`)).toBe('<main><div><b>Tom &amp; Jerry</b></div></main>');
  });

  it('joins lists, escaping the text in them and keeping the fragments', () => {
    const items = ['<a>', 'b&c'].map((t) => html`<li>${t}</li>`);
    expect(String(html`<ul>${items}</ul>`)).toBe('<ul><li>&lt;a&gt;</li><li>b&amp;c</li></ul>');
    expect(String(html`${['<i>', html`<i>`]}`)).toBe('&lt;i&gt;<i>');
    expect(String(joinHtml([html`<hr>`, '<br>', html`<hr>`], ' & '))).toBe(
      '<hr> &amp; &lt;br&gt; &amp; <hr>',
    );
  });

  it('writes numbers, and nothing for null, undefined and false', () => {
    const missing: string | null = null;
    expect(String(html`${3.5}|${0}|${missing}|${undefined}|${false && html`<b>no</b>`}`)).toBe('3.5|0|||');
  });

  it('treats a look-alike object as text: only html makes a fragment', () => {
    const fake = { toString: () => '<script>' } as unknown as string;
    expect(String(html`${fake}`)).toBe('&lt;script&gt;');
  });

  it('passes trusted markup through unchanged', () => {
    expect(String(html`<style>${trustedHtml('a > b { font-family: "X" }')}</style>`)).toBe(
      '<style>a > b { font-family: "X" }</style>',
    );
  });
});
