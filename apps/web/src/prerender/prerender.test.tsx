import { PUBLIC_MENU_LABELS, PUBLIC_ROUTES, REVIEW_ROUTES } from '@seller-tools/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_META } from '../features/public-site/content/home';
import { storeSession } from '../lib/session/test-fixtures';
import { startApp } from '../start';
import { keepEarlyInput } from './early-input';
import { readPrerenderData } from './prerender-data';
import { prerenderPaths, prerenderSite } from './render-page';

// The shell as the build leaves it, reduced to what the prerender reads and replaces.
const TEMPLATE = `<!doctype html><html lang="en"><head>
<meta name="description" content="Shell description." />
<title>Seller Tools</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div></body></html>`;

const STATIC_PAGES = [
  PUBLIC_ROUTES.home,
  PUBLIC_ROUTES.ratingTrackerService,
  PUBLIC_ROUTES.reviewObserverService,
  PUBLIC_ROUTES.reviewRequestService,
  PUBLIC_ROUTES.automationFeature,
  PUBLIC_ROUTES.dailyNotificationFeature,
  PUBLIC_ROUTES.productDetailOverviewFeature,
  PUBLIC_ROUTES.aboutUs,
  PUBLIC_ROUTES.termsOfService,
  PUBLIC_ROUTES.privacyPolicy,
];

// Rendered once for the whole file: each page takes a while in jsdom.
const site = prerenderSite(TEMPLATE, '/assets/prerendered-page.js').then(async (pages) => {
  // This file runs React's server and client renderers in one realm, where they share each context's
  // current value. The server leaves the values of the last Suspense boundary it rendered there (the
  // router's, among others) until its next render begins by restoring them: an empty render does that
  // before the client hydrates. A browser never sees the server renderer.
  await prerender(<span />);
  return new Map(pages.map(({ file, html }) => [file, new DOMParser().parseFromString(html, 'text/html')]));
});

describe('prerenderPaths', () => {
  it('lists the marketing pages with content of their own, not the ones that call the API', () => {
    expect(prerenderPaths()).toEqual(STATIC_PAGES);
  });
});

describe('prerenderSite', () => {
  it("writes each page's heading, title and description into the HTML", async () => {
    const pages = await site;
    const home = pages.get('index.html');
    expect(home?.querySelector('h1')?.textContent).toMatch(/protect your ratings/i);
    expect(home?.title).toMatch(/^Seller Tools: /);
    expect(home?.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      HOME_META.description,
    );
    const about = pages.get('about-us.html');
    expect(about?.querySelector('h1')?.textContent).toMatch(/earn the reviews/i);
    expect(about?.title).toBe('About Us | Seller Tools');
    expect(pages.get('services/rating-tracker.html')?.title).toBe('Product Ratings Tracker | Seller Tools');
    expect(pages.size).toBe(STATIC_PAGES.length);
  });

  it('runs no inline script, which the CSP (script-src self) would block', async () => {
    for (const [file, page] of await site) {
      const inline = [...page.querySelectorAll('script:not([src])')].filter(
        (script) => script.getAttribute('type') !== 'application/json',
      );
      expect(inline, file).toEqual([]);
    }
  });

  it('renders the visitor view: the loaders that read the session are not run', async () => {
    const home = (await site).get('index.html');
    expect(home && readPrerenderData(home)?.router.loaderData).toEqual({ '0-0-0': null });
  });
});

// React marks each element it has hydrated with its fiber.
const notHydrated = (container: HTMLElement) =>
  [...container.querySelectorAll('*')]
    .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
    .map((element) => element.outerHTML.slice(0, 80));

describe('hydrating a prerendered page', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function open(path: string, file: string) {
    const page = (await site).get(file);
    if (!page) throw new Error(`no prerendered ${file}`);
    document.title = page.title;
    document.body.innerHTML = page.body.innerHTML;
    window.history.replaceState(null, '', path);
    const container = document.getElementById('root') as HTMLElement;
    return { page, container, painted: container.firstElementChild };
  }

  it.each([
    [PUBLIC_ROUTES.home, 'index.html'],
    [PUBLIC_ROUTES.aboutUs, 'about-us.html'],
    [PUBLIC_ROUTES.reviewObserverService, 'services/review-observer.html'],
  ])('keeps the markup of %s, with no mismatch', async (path, file) => {
    const errors = vi.spyOn(console, 'error');
    const { page, container, painted } = await open(path, file);
    root = await startApp(container);
    // The page's own meta comes back once hydration has committed and run the page's effects; the parts
    // that hydrate on their own (HydrationUnit) follow.
    await waitFor(() => expect(document.title).toBe(page.title));
    await waitFor(() => expect(notHydrated(container)).toEqual([]));
    expect(container.firstElementChild).toBe(painted);
    // React's development build notes that this file runs its server and client renderers in one realm;
    // a browser never does. Anything else (a mismatch, a recoverable error) fails the test.
    const reported = errors.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers concurrently'),
    );
    expect(reported).toEqual([]);
  });

  it('hands a click made before hydration to the hydrated page', async () => {
    const { container } = await open(PUBLIC_ROUTES.aboutUs, 'about-us.html');
    keepEarlyInput();
    const services = () => screen.getByRole('button', { name: PUBLIC_MENU_LABELS.services });
    // As on the prerendered page: the button is there, and does nothing yet.
    fireEvent.click(services());
    expect(services()).toHaveAttribute('aria-expanded', 'false');
    root = await startApp(container);
    await waitFor(() => expect(services()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('renders afresh for a signed-in user, so the router sends them to their home', async () => {
    // The dashboard's own calls are not what this is about: let them hang.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    storeSession();
    const { container, painted } = await open(PUBLIC_ROUTES.home, 'index.html');
    root = await startApp(container);
    await waitFor(() => expect(window.location.pathname).toBe(REVIEW_ROUTES.dashboard));
    expect(container.firstElementChild).not.toBe(painted);
  });
});
