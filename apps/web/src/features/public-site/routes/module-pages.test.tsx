import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../testing/render-public';
import { AutomationPage } from './automation-page';
import { DailyNotificationPage } from './daily-notification-page';
import { HomePage } from './home-page';
import { ProductDetailOverviewPage } from './product-detail-overview-page';
import { RatingTrackerPage } from './rating-tracker-page';
import { ReviewObserverPage } from './review-observer-page';
import { ReviewRequestPage } from './review-request-page';

// Issue 4: each service and feature page explains its module with real copy and a picture drawn from our
// own UI, and the product is presented as temporarily free of charge (spec §1).
const MODULE_PAGES: [string, () => ReactElement][] = [
  ['Product Ratings Tracker', RatingTrackerPage],
  ['Review Observer', ReviewObserverPage],
  ['Review Request Automation', ReviewRequestPage],
  ['Automation', AutomationPage],
  ['Daily Notification', DailyNotificationPage],
  ['Product Detail Overview', ProductDetailOverviewPage],
];

/** The mock-ups of our screens: one image each to assistive technology, described in words. */
const describedPictures = () => screen.getAllByRole('img').filter((img) => img.getAttribute('aria-label'));

describe('service and feature pages', () => {
  it.each(MODULE_PAGES)('%s explains the module with a described picture of our UI', (_, Page) => {
    renderInRouter(<Page />);
    const pictures = describedPictures();
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture.getAttribute('aria-label')?.length).toBeGreaterThan(40);
    // Benefits, how it works, questions: sections with their own headings and prose, no placeholder text.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(document.body.textContent).not.toMatch(/lorem ipsum|coming soon/i);
    expect(document.body.textContent?.length).toBeGreaterThan(1500);
    expect(screen.getByText('Temporarily free of charge')).toBeInTheDocument();
  });
});

describe('landing page', () => {
  it('presents the product as temporarily free of charge and shows it with pictures of our UI', () => {
    renderInRouter(<HomePage />);
    expect(screen.getByText(/Temporarily free of charge/)).toBeInTheDocument();
    expect(describedPictures().length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/lorem ipsum|coming soon/i);
  });
});
