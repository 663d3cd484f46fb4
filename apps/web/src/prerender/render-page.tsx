import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type DataStrategyFunction,
  type DataStrategyResult,
  type HydrationState,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { PUBLIC_SITE_ROUTE_ID, routes } from '../app/routes';
import { formatPageTitle, PageMetaCollectorContext, type TPageMeta } from '../lib/page-meta';
import { PRERENDERED_DIR, pageHtml, prerenderedFileOf, shellMetaOf, withoutStylesheets } from './page-html';

export { PRERENDERED_DIR, withoutStylesheets };

// The build-time prerender's entry (built for Node by vite.config.ts, run by build/prerender.ts): renders
// the public marketing pages to HTML, so they paint before any JavaScript runs (issue 4: Lighthouse).

function findRoute(list: RouteObject[], id: string): RouteObject | undefined {
  for (const route of list) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The marketing pages with content of their own: the public site's direct children with a path. The forms
 * and the marketplace list sit one level deeper (they call the API), so they stay client-rendered.
 */
export function prerenderPaths(): string[] {
  const site = findRoute(routes, PUBLIC_SITE_ROUTE_ID);
  return (site?.children ?? []).flatMap((route) => (typeof route.path === 'string' ? [route.path] : []));
}

// The prerender shows what a visitor without a session sees: the loaders (which read the browser's session
// storage) are not run, and the client runs them itself where it needs to (see start.tsx).
const visitorData: DataStrategyFunction<unknown> = async ({ matches }) => {
  const toLoad = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(toLoad.map((match) => match.resolve(async () => null)));
  const byRoute: Record<string, DataStrategyResult> = {};
  toLoad.forEach((match, i) => {
    const result = results[i];
    if (result) byRoute[match.route.id] = result;
  });
  return byRoute;
};

export interface TRenderedPage {
  /** The markup of #root. */
  html: string;
  /** What the page gave usePageMeta; null when it has none. */
  meta: TPageMeta | null;
  router: HydrationState;
}

export async function renderPage(path: string): Promise<TRenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')), {
    dataStrategy: visitorData,
  });
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  let meta: TPageMeta | null = null;
  // The same tree as main.tsx minus StrictMode (which renders nothing), so useId gives the same ids.
  const { prelude } = await prerender(
    <AppProviders>
      <PageMetaCollectorContext
        value={(collected) => {
          meta = collected;
        }}
      >
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          // Its inline script would break the CSP (script-src 'self'): the data travels as JSON instead.
          hydrate={false}
        />
      </PageMetaCollectorContext>
    </AppProviders>,
    // Every Suspense boundary in place, however large: React would otherwise send a big one apart, with
    // an inline script to put it in place, which the CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, meta, router: { loaderData: context.loaderData, actionData: context.actionData } };
}

/**
 * Every prerendered page as a file (relative to PRERENDERED_DIR) and its HTML, built on index.html.
 * `entryScript`: URL of the built client-entry.ts.
 */
export async function prerenderSite(
  template: string,
  entryScript: string,
): Promise<{ file: string; html: string }[]> {
  const shell = shellMetaOf(template);
  const pages: { file: string; html: string }[] = [];
  for (const path of prerenderPaths()) {
    const { html, meta, router } = await renderPage(path);
    const head = meta ? { title: formatPageTitle(meta.title), description: meta.description } : shell;
    pages.push({
      file: prerenderedFileOf(path),
      html: pageHtml(template, { html, router, entryScript, ...head }),
    });
  }
  return pages;
}
