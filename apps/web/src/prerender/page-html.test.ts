import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID } from './app-scripts';
import { pageHtml, prerenderedFileOf, shellMetaOf, withoutStylesheets } from './page-html';
import { PRERENDER_DATA_ID, readPrerenderData } from './prerender-data';

// The built index.html as Vite writes it (hashed names shortened).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Seller Tools: ratings &amp; reviews."
    />
    <title>Seller Tools</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  html: '<main><h1>About us</h1></main>',
  title: 'About Us | Seller Tools',
  description: 'Who we are, "honestly" <and> more.',
  entryScript: '/assets/prerendered-page-xyz.js',
  router: { loaderData: { '0-0-0': null }, actionData: null },
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('pageHtml', () => {
  it("puts the page's markup, title and description into the shell", () => {
    const doc = parse(pageHtml(TEMPLATE, page));
    expect(doc.querySelector('#root h1')?.textContent).toBe('About us');
    expect(doc.title).toBe('About Us | Seller Tools');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.description);
  });

  it('loads the prerendered-page script, which loads the app and its CSS later, instead of the app', () => {
    const doc = parse(pageHtml(TEMPLATE, page));
    const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual(['/assets/prerendered-page-xyz.js']);
    expect(doc.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(JSON.parse(doc.getElementById(APP_SCRIPTS_ID)?.textContent ?? '')).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/react-def.js'],
      styles: ['/assets/index-ghi.css'],
    });
    // Until build/prerender.ts has inlined the CSS the page uses.
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/index-ghi.css');
  });

  it('drops the stylesheet links once the CSS is inlined', () => {
    const doc = parse(withoutStylesheets(pageHtml(TEMPLATE, page)));
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(doc.querySelector('#root h1')).not.toBeNull();
  });

  it("hands the client the router state and the shell's own meta", () => {
    const data = readPrerenderData(parse(pageHtml(TEMPLATE, page)));
    expect(data).toEqual({
      router: page.router,
      shellMeta: { title: 'Seller Tools', description: 'Seller Tools: ratings & reviews.' },
    });
  });

  it('keeps a `<` in the data from closing its script', () => {
    const html = pageHtml(TEMPLATE, {
      ...page,
      router: { loaderData: { x: '</script><script>alert(1)</script>' }, actionData: null },
    });
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(3);
    expect(doc.getElementById(PRERENDER_DATA_ID)?.textContent).not.toContain('<');
    expect(readPrerenderData(doc)?.router.loaderData).toEqual({ x: '</script><script>alert(1)</script>' });
  });

  it('fails on a shell without a root element, rather than writing a page that never shows', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), page)).toThrow(/root/);
  });
});

describe('shellMetaOf', () => {
  it('reads the title and the unescaped description', () => {
    expect(shellMetaOf(TEMPLATE)).toEqual({
      title: 'Seller Tools',
      description: 'Seller Tools: ratings & reviews.',
    });
  });
});

describe('prerenderedFileOf', () => {
  it('names the home page index.html and every other page after its path', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/about-us')).toBe('about-us.html');
    expect(prerenderedFileOf('/services/rating-tracker')).toBe('services/rating-tracker.html');
  });

  it('refuses a path that is not plain segments', () => {
    expect(() => prerenderedFileOf('/market/:id')).toThrow();
    expect(() => prerenderedFileOf('/../etc')).toThrow();
  });
});
