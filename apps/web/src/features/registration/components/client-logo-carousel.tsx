import { ActionIcon, Group, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { CLIENT_LOGO_CAROUSEL_ITEMS, SLIDER_AUTOPLAY_SPEED_MS } from '@seller-tools/contract';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './client-logo-carousel.module.css';
import { ClientLogo, type TClientLogo } from './client-logos';

// The spec gives the slide speed (SLIDER_AUTOPLAY_SPEED_MS); how long each pair stays is ours.
export const LOGO_AUTOPLAY_INTERVAL_MS = 3000;

interface ClientLogoCarouselProps {
  logos: readonly TClientLogo[];
}

/**
 * Client logos, CLIENT_LOGO_CAROUSEL_ITEMS at a time, advancing one by one on their own (spec §2, §9).
 * The first logos are repeated at the end so the loop never visibly rewinds. Hover, focus, the pause
 * button and reduced-motion settings stop it (WCAG 2.2.2).
 */
export function ClientLogoCarousel({ logos }: ClientLogoCarouselProps) {
  const visible = CLIENT_LOGO_CAROUSEL_ITEMS;
  const [index, setIndex] = useState(0);
  const [animated, setAnimated] = useState(true);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const canSlide = logos.length > visible;
  const playing = canSlide && !paused && !held && !reducedMotion;
  const slides = [
    ...logos.map((logo) => ({ logo, key: logo.name })),
    ...(canSlide ? logos.slice(0, visible).map((logo) => ({ logo, key: `${logo.name} (repeat)` })) : []),
  ];

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setAnimated(true);
      setIndex((current) => current + 1);
    }, LOGO_AUTOPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing]);

  // Once the repeated logos are in view, jump back to the identical start without animating.
  useEffect(() => {
    if (index < logos.length) return;
    const timer = setTimeout(() => {
      setAnimated(false);
      setIndex(0);
    }, SLIDER_AUTOPLAY_SPEED_MS);
    return () => clearTimeout(timer);
  }, [index, logos.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Sellers using Seller Tools"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Group justify="space-between" mb="sm">
        <Text size="xs" fw={700} tt="uppercase" lts="0.12em" c="brand.1">
          Trusted by growing brands
        </Text>
        {canSlide && (
          <ActionIcon
            variant="subtle"
            color="white"
            size="sm"
            onClick={() => setPaused((current) => !current)}
            aria-label={paused ? 'Play logo carousel' : 'Pause logo carousel'}
          >
            {paused ? <IconPlayerPlay size={14} /> : <IconPlayerPause size={14} />}
          </ActionIcon>
        )}
      </Group>
      <div className={classes.viewport} aria-live={playing ? 'off' : 'polite'}>
        <div
          className={classes.track}
          data-track
          style={{
            transform: `translateX(-${(index * 100) / visible}%)`,
            transition: animated ? `transform ${SLIDER_AUTOPLAY_SPEED_MS}ms ease` : 'none',
          }}
        >
          {slides.map(({ logo, key }, position) => {
            const shown = position >= index && position < index + visible;
            return (
              // Logos out of view are hidden from assistive technology, so it reads the pair on screen.
              <div key={key} className={classes.slide} aria-hidden={!shown} data-shown={shown || undefined}>
                <div className={classes.tile}>
                  <ClientLogo logo={logo} />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
