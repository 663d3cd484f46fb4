import { ActionIcon, Stack, Text, UnstyledButton } from '@mantine/core';
import { INTRO_VIDEOS } from '@seller-tools/contract';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ProductVideo } from '../../../components/ui/video/product-video';
import classes from './modals.module.css';

/** The carousel's two arrows: which side, what they say, and how far they move. */
const ARROWS = [
  { side: 'prev', label: 'Previous video', step: -1, Icon: IconChevronLeft },
  { side: 'next', label: 'Next video', step: 1, Icon: IconChevronRight },
] as const;

/**
 * The welcome modal's carousel (spec §2): the 4 intro videos recorded from the product, endless, moved
 * only by the user. A slide's player (and so its poster) is rendered once the slide has been shown: the
 * modal opens while the first import runs and costs one poster, not four. Moving on pauses the video.
 */
export function IntroCarousel() {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const count = INTRO_VIDEOS.length;
  const show = (next: number) => {
    const playing = videos.current[index];
    if (playing && !playing.paused) playing.pause();
    setIndex(next);
    setShown((before) => new Set(before).add(next));
  };
  // Endless: past the last slide comes the first again, and before the first the last.
  const go = (step: number) => show((index + step + count) % count);
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
              {shown.has(i) ? (
                <ProductVideo
                  id={video.id}
                  title={video.title}
                  ref={(element) => {
                    videos.current[i] = element;
                  }}
                />
              ) : (
                <div className={classes.unshown} />
              )}
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
            onClick={() => show(i)}
          />
        ))}
      </div>
    </Stack>
  );
}
