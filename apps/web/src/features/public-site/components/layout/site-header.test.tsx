import { FEATURE_MENU, PUBLIC_MENU_LABELS, PUBLIC_ROUTES, SERVICE_MENU } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectLinks } from '../../../../test/links';
import { SCHEDULING_URL } from '../../site-nav';
import { renderInRouter } from '../../testing/render-public';
import { SiteHeader } from './site-header';

// jsdom applies Mantine's breakpoint classes without their media queries, so the burger (hidden from md
// up) is display:none there and has no computed name; it is found by what it controls instead.
const burger = () => {
  const button = screen
    .getAllByRole('button', { hidden: true })
    .find((element) => element.getAttribute('aria-controls') === 'public-mobile-menu');
  if (!button) throw new Error('no burger button');
  return button;
};

function setup() {
  const user = userEvent.setup();
  const view = renderInRouter(<SiteHeader />);
  return { user, ...view };
}

describe('SiteHeader', () => {
  it('has the menu of spec §2 in order: Services, Features, Contact Us, About Us', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => item.querySelector(':scope > a, :scope > div > button')?.textContent);
    expect(items).toEqual([
      PUBLIC_MENU_LABELS.services,
      PUBLIC_MENU_LABELS.features,
      PUBLIC_MENU_LABELS.contactUs,
      PUBLIC_MENU_LABELS.aboutUs,
    ]);
    expectLinks(
      {
        [PUBLIC_MENU_LABELS.contactUs]: PUBLIC_ROUTES.contactUs,
        [PUBLIC_MENU_LABELS.aboutUs]: PUBLIC_ROUTES.aboutUs,
      },
      within(nav),
    );
  });

  it('opens Start Now in a new tab without an opener or referrer, and Sign In goes to /login', () => {
    setup();
    const [startNow] = screen.getAllByRole('link', { name: /Start Now/ });
    expect(startNow).toHaveAttribute('href', SCHEDULING_URL);
    expect(startNow).toHaveAttribute('target', '_blank');
    expect(startNow).toHaveAttribute('rel', 'noopener noreferrer');
    expect(startNow).toHaveAccessibleName('Start Now (opens in a new tab)');
    expect(screen.getByRole('link', { name: PUBLIC_MENU_LABELS.signIn })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.login,
    );
  });

  it('links the logo to the landing page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Seller Tools home' })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.home,
    );
  });

  it('has a mobile menu with the same items that closes on navigation', async () => {
    const { user, router } = setup();
    expect(burger()).toHaveAttribute('aria-label', 'Open menu');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger());

    const dialog = await screen.findByRole('dialog');
    const mobile = within(dialog).getByRole('navigation', { name: 'Mobile' });
    const services = within(mobile).getByRole('region', { name: PUBLIC_MENU_LABELS.services });
    const features = within(mobile).getByRole('region', { name: PUBLIC_MENU_LABELS.features });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(SERVICE_MENU.map((entry) => entry.path));
    expect(
      within(features)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(FEATURE_MENU.map((entry) => entry.path));
    expect(within(mobile).getByRole('link', { name: PUBLIC_MENU_LABELS.contactUs })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.contactUs,
    );
    expect(within(mobile).getByRole('link', { name: PUBLIC_MENU_LABELS.aboutUs })).toBeInTheDocument();
    const startNow = within(mobile).getByRole('link', { name: /Start Now/ });
    expect(startNow).toHaveAttribute('href', SCHEDULING_URL);
    expect(startNow).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(mobile).getByRole('link', { name: PUBLIC_MENU_LABELS.signIn })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.login,
    );

    await user.click(within(mobile).getByRole('link', { name: /Review Observer/ }));
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.reviewObserverService);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the mobile menu with Escape', async () => {
    const { user } = setup();
    await user.click(burger());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
