import {
  FEATURE_MENU,
  FOOTER_CTA,
  PUBLIC_MENU_LABELS,
  PUBLIC_ROUTES,
  SERVICE_MENU,
} from '@seller-tools/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCHEDULING_URL } from '../../site-nav';
import { renderInRouter } from '../../testing/render-public';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the call-to-action block in the spec’s words', () => {
    renderInRouter(<SiteFooter />);
    const cta = screen.getByRole('region', { name: FOOTER_CTA.title });
    expect(within(cta).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Step up to customer expectations',
    );
    expect(within(cta).getByText('Become a better seller')).toBeInTheDocument();
    expect(within(cta).getByText('100% compliant with Amazon. Start now for free')).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: /free account/ })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.marketSelect,
    );
  });

  it('has the menu links plus Terms of Use and Privacy Policy', () => {
    renderInRouter(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const href = (name: string | RegExp) =>
      within(footer).getAllByRole('link', { name })[0]?.getAttribute('href');
    for (const entry of [...SERVICE_MENU, ...FEATURE_MENU]) expect(href(entry.label)).toBe(entry.path);
    expect(href(PUBLIC_MENU_LABELS.contactUs)).toBe(PUBLIC_ROUTES.contactUs);
    expect(href(PUBLIC_MENU_LABELS.aboutUs)).toBe(PUBLIC_ROUTES.aboutUs);
    expect(href(PUBLIC_MENU_LABELS.signIn)).toBe(PUBLIC_ROUTES.login);
    expect(href(PUBLIC_MENU_LABELS.termsOfUse)).toBe(PUBLIC_ROUTES.termsOfService);
    expect(href(PUBLIC_MENU_LABELS.privacyPolicy)).toBe(PUBLIC_ROUTES.privacyPolicy);
    for (const startNow of within(footer).getAllByRole('link', { name: /Start Now/ })) {
      expect(startNow).toHaveAttribute('href', SCHEDULING_URL);
      expect(startNow).toHaveAttribute('target', '_blank');
      expect(startNow).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
