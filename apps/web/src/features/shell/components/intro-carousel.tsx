import { ActionIcon, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { INTRO_VIDEOS } from '@seller-tools/contract';
import {
  type Icon,
  IconChevronLeft,
  IconChevronRight,
  IconMailFast,
  IconMessageStar,
  IconRocket,
  IconStar,
} from '@tabler/icons-react';
import { useState } from 'react';
import classes from './modals.module.css';

type TIntroVideo = (typeof INTRO_VIDEOS)[number];

const POSTER_ICONS: Record<TIntroVideo['id'], Icon> = {
  welcome: IconRocket,
  'product-ratings-tracker': IconStar,
  'review-observer': IconMessageStar,
  'review-request-automation': IconMailFast,
};

/**
 * The poster of one intro video, drawn from our own UI. No video files ship yet and no external host is
 * reachable, so the poster carries the video's title and the text below explains it.
 */
function IntroPoster({ video, index }: { video: TIntroVideo; index: number }) {
  const PosterIcon = POSTER_ICONS[video.id];
  return (
    <div className={classes.poster} role="img" aria-label={`${video.title} video poster`}>
      <span className={classes.posterIndex} aria-hidden>
        {index + 1} / {INTRO_VIDEOS.length}
      </span>
      <ThemeIcon size={64} radius="xl" variant="white" color="brand" aria-hidden>
        <PosterIcon size={34} stroke={1.6} />
      </ThemeIcon>
      <span className={classes.posterTitle}>{video.title}</span>
    </div>
  );
}

/** The welcome modal's carousel (spec §2): 4 intro videos, endless, moved only by the user. */
/** The carousel's two arrows: which side, what they say, and how far they move. */
const ARROWS = [
  { side: 'prev', label: 'Previous video', step: -1, Icon: IconChevronLeft },
  { side: 'next', label: 'Next video', step: 1, Icon: IconChevronRight },
] as const;

export function IntroCarousel() {
  const [index, setIndex] = useState(0);
  const count = INTRO_VIDEOS.length;
  // Endless: past the last slide comes the first again, and before the first the last.
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const active = INTRO_VIDEOS[index] ?? INTRO_VIDEOS[0];

  return (
    <Stack gap="md" aria-roledescription="carousel" aria-label="Intro videos" role="region">
      <div className={classes.carousel}>
        <div className={classes.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {INTRO_VIDEOS.map((video, i) => (
            <section
              key={video.id}
              className={classes.slide}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${video.title}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <IntroPoster video={video} index={i} />
            </section>
          ))}
        </div>
        {ARROWS.map(({ side, label, step, Icon }) => (
          <ActionIcon
            key={side}
            className={classes.arrow}
            data-side={side}
            variant="white"
            radius="xl"
            size="lg"
            aria-label={label}
            onClick={() => go(step)}
          >
            <Icon size={20} />
          </ActionIcon>
        ))}
      </div>
      <div aria-live="polite">
        <Text fw={700}>{active.title}</Text>
        <Text size="sm" c="dimmed">
          {active.text}
        </Text>
      </div>
      <div className={classes.dots}>
        {INTRO_VIDEOS.map((video, i) => (
          <UnstyledButton
            key={video.id}
            className={classes.dot}
            aria-label={`Show ${video.title}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </Stack>
  );
}
