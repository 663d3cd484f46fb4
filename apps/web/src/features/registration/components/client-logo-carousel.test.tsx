import { CLIENT_LOGO_CAROUSEL_ITEMS, SLIDER_AUTOPLAY_SPEED_MS } from '@seller-tools/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ClientLogoCarousel, LOGO_AUTOPLAY_INTERVAL_MS } from './client-logo-carousel';
import { CLIENT_LOGOS } from './client-logos';

// The logos the carousel exposes: the pair in view; the rest are aria-hidden.
const visibleNames = () => screen.getAllByRole('img').map((logo) => logo.getAttribute('aria-label'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('client logo carousel', () => {
  it(`shows ${CLIENT_LOGO_CAROUSEL_ITEMS} logos and advances by itself, looping back to the start`, () => {
    renderWithProviders(<ClientLogoCarousel logos={CLIENT_LOGOS} />);
    expect(visibleNames()).toEqual(
      CLIENT_LOGOS.slice(0, CLIENT_LOGO_CAROUSEL_ITEMS).map((logo) => logo.name),
    );

    act(() => vi.advanceTimersByTime(LOGO_AUTOPLAY_INTERVAL_MS));
    expect(visibleNames()).toEqual(
      CLIENT_LOGOS.slice(1, 1 + CLIENT_LOGO_CAROUSEL_ITEMS).map((logo) => logo.name),
    );

    for (let step = 1; step < CLIENT_LOGOS.length; step++) {
      act(() => vi.advanceTimersByTime(LOGO_AUTOPLAY_INTERVAL_MS));
    }
    act(() => vi.advanceTimersByTime(SLIDER_AUTOPLAY_SPEED_MS));
    expect(visibleNames()).toEqual(
      CLIENT_LOGOS.slice(0, CLIENT_LOGO_CAROUSEL_ITEMS).map((logo) => logo.name),
    );
  });

  it(`slides in ${SLIDER_AUTOPLAY_SPEED_MS} ms`, () => {
    const { container } = renderWithProviders(<ClientLogoCarousel logos={CLIENT_LOGOS} />);
    const track = container.querySelector<HTMLElement>('[data-track]');
    expect(track?.style.transitionDuration).toBe(`${SLIDER_AUTOPLAY_SPEED_MS}ms`);
  });

  it('stops with the pause button', () => {
    renderWithProviders(<ClientLogoCarousel logos={CLIENT_LOGOS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause logo carousel' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play logo carousel' }));
    act(() => vi.advanceTimersByTime(LOGO_AUTOPLAY_INTERVAL_MS * 3));
    expect(visibleNames()[0]).toBe(CLIENT_LOGOS[0]?.name);
  });
});
