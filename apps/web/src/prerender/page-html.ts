import { APP_SCRIPTS_ID, type TAppScripts } from './app-scripts';
import { jsonScript, PRERENDER_DATA_ID, type TPrerenderData } from './prerender-data';

// Pure string work on the built index.html, run at build time by build/prerender.ts: the SPA shell becomes
// a marketing page's static HTML. Everything it looks for is in index.html; a miss fails the build.

/** Where a prerendered page is written inside the built app, and where the server looks for it. */
export const PRERENDERED_DIR = 'prerendered';

/** The file of a route path, relative to PRERENDERED_DIR: `/` is index.html, `/a/b` is a/b.html. */
export function prerenderedFileOf(routePath: string): string {
  if (routePath === '/') return 'index.html';
  if (!/^(\/[a-z0-9-]+)+$/.test(routePath)) throw new Error(`prerender: unexpected route path ${routePath}`);
  return `${routePath.slice(1)}.html`;
}

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")([^"]*)("\s*\/?>)/;
const ROOT = '<div id="root"></div>';

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function required(match: RegExpMatchArray | null, what: string): RegExpMatchArray {
  if (!match) throw new Error(`prerender: index.html has no ${what}`);
  return match;
}

/** The shell's own title and description, which the client restores before hydrating. */
export function shellMetaOf(template: string): TPrerenderData['shellMeta'] {
  const title = required(template.match(TITLE), '<title>')[1] ?? '';
  const description = required(template.match(DESCRIPTION), 'meta description')[2] ?? '';
  return { title: unescapeHtml(title), description: unescapeHtml(description) };
}

export interface TPageParts {
  /** #root's markup. */
  html: string;
  /** URL of the built client-entry.ts, which loads the app once the page has painted. */
  entryScript: string;
  title: string;
  description: string;
  router: TPrerenderData['router'];
}

// main.tsx's entry script, the preloads of its imports and the stylesheets, which the prerendered page
// loads later.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

const urlsOf = (html: string, tag: RegExp) => [...html.matchAll(tag)].map((match) => match[1] ?? '');

function appScriptsOf(template: string): TAppScripts {
  const entries = urlsOf(template, ENTRY_SCRIPT);
  const entry = entries[0];
  if (entries.length !== 1 || !entry)
    throw new Error('prerender: index.html needs exactly one module script');
  return { entry, preload: urlsOf(template, PRELOAD), styles: urlsOf(template, STYLESHEET) };
}

/**
 * The page without its stylesheet links, once the CSS it uses is inlined (build/prerender.ts): the app's
 * stylesheets then load with its scripts, after the first paint (client-entry.ts).
 */
export function withoutStylesheets(html: string): string {
  return html.replace(STYLESHEET, '');
}

/** index.html with the page's title, description and markup, and the data the client hydrates with. */
export function pageHtml(template: string, page: TPageParts): string {
  if (!template.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
  const data: TPrerenderData = { router: page.router, shellMeta: shellMetaOf(template) };
  const scripts = jsonScript(APP_SCRIPTS_ID, appScriptsOf(template));
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(PRELOAD, '')
    .replace(
      '</head>',
      () =>
        `  ${scripts}\n    <script type="module" crossorigin src="${page.entryScript}"></script>\n  </head>`,
    )
    .replace(TITLE, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      DESCRIPTION,
      (_all, start: string, _old, end: string) => `${start}${escapeAttribute(page.description)}${end}`,
    )
    .replace(ROOT, () => `<div id="root">${page.html}</div>\n    ${jsonScript(PRERENDER_DATA_ID, data)}`);
}
