import {
  FOOTER_CTA,
  LEGAL_LAST_UPDATED,
  PRIVACY_MINIMUM_AGE,
  PUBLIC_MENU_LABELS,
  PUBLIC_ROUTES,
  TERMS_MINIMUM_AGE,
} from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeListHandler, mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { routes } from './routes';

// Every public marketing page of spec §2 that this layout serves: its own title, heading and description,
// inside the menu and footer.
const PAGES = [
  { path: PUBLIC_ROUTES.home, title: /^Seller Tools: /, heading: /protect your ratings/i },
  {
    path: PUBLIC_ROUTES.ratingTrackerService,
    title: 'Product Ratings Tracker | Seller Tools',
    heading: /rating moves/i,
  },
  {
    path: PUBLIC_ROUTES.reviewObserverService,
    title: 'Review Observer | Seller Tools',
    heading: /every new review/i,
  },
  {
    path: PUBLIC_ROUTES.reviewRequestService,
    title: 'Review Request Automation | Seller Tools',
    heading: /ask every buyer/i,
  },
  {
    path: PUBLIC_ROUTES.automationFeature,
    title: 'Automation | Seller Tools',
    heading: /set the rule once/i,
  },
  {
    path: PUBLIC_ROUTES.dailyNotificationFeature,
    title: 'Daily Notification | Seller Tools',
    heading: /one email/i,
  },
  {
    path: PUBLIC_ROUTES.productDetailOverviewFeature,
    title: 'Product Detail Overview | Seller Tools',
    heading: /everything about one product/i,
  },
  { path: PUBLIC_ROUTES.aboutUs, title: 'About Us | Seller Tools', heading: /earn the reviews/i },
  {
    path: PUBLIC_ROUTES.termsOfService,
    title: 'Terms of Service | Seller Tools',
    heading: 'Terms of Service',
  },
  { path: PUBLIC_ROUTES.privacyPolicy, title: 'Privacy Policy | Seller Tools', heading: 'Privacy Policy' },
  {
    path: PUBLIC_ROUTES.marketSelect,
    title: 'Choose your marketplace | Seller Tools',
    heading: /which marketplace/i,
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

// The first render of a page waits for its lazily loaded module, which a busy machine takes a while to build.
const LAZY_LOAD = { timeout: 10_000 };

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public pages', () => {
  it.each(PAGES)(
    '$path has its title, one h1, a description, the menu and the footer',
    async ({ path, title, heading }) => {
      mockApi({ 'GET /api/code/common': codeListHandler });
      renderAt(path);
      const h1 = await screen.findByRole('heading', { level: 1 }, LAZY_LOAD);
      expect(h1).toHaveTextContent(heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      // The title and description are set in an effect, which may run just after the heading shows.
      await waitFor(() => {
        if (typeof title === 'string') expect(document.title).toBe(title);
        else expect(document.title).toMatch(title);
      });
      expect(description().length).toBeGreaterThan(60);
      expect(
        within(screen.getByRole('banner')).getByRole('button', { name: PUBLIC_MENU_LABELS.services }),
      ).toBeInTheDocument();
      expect(within(screen.getByRole('contentinfo')).getByText(FOOTER_CTA.title)).toBeInTheDocument();
    },
    15_000,
  );

  it('gives each page its own description', async () => {
    mockApi({ 'GET /api/code/common': codeListHandler });
    const seen = new Set<string>();
    for (const { path } of PAGES) {
      const view = renderWithProviders(
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />,
      );
      await screen.findByRole('heading', { level: 1 }, LAZY_LOAD);
      // The previous page's unmount put the empty description back; wait for this page's effect.
      await waitFor(() => expect(description()).not.toBe(''));
      seen.add(description());
      view.unmount();
    }
    expect(seen.size).toBe(PAGES.length);
  }, 60_000);

  it('dates both legal documents Sept 7 2022 and states §9’s ages and response times', async () => {
    renderAt(PUBLIC_ROUTES.termsOfService);
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.getByText(LEGAL_LAST_UPDATED)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(`at least ${TERMS_MINIMUM_AGE} years old`);
  });

  it('states the privacy facts of §9', async () => {
    renderAt(PUBLIC_ROUTES.privacyPolicy);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByText(LEGAL_LAST_UPDATED)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('We answer correction requests within 45 business days.');
    expect(main).toHaveTextContent('respond to California requests within 30 days.');
    expect(main).toHaveTextContent(`anyone under ${PRIVACY_MINIMUM_AGE} years of age`);
  });
});
