import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SERVICE_LINKS } from '../site-nav';
import classes from './landing.module.css';
import { RatingTrackerMockup } from './mockups/rating-tracker-mockup';
import { ReviewObserverMockup } from './mockups/review-observer-mockup';
import { ReviewRequestMockup } from './mockups/review-request-mockup';
import { SectionHeading } from './sections/section-heading';

// One row per service of the Services menu: what it does for a seller, and the screen that does it.
const PITCHES: Record<string, { headline: string; text: string; visual: ReactNode }> = {
  [PUBLIC_ROUTES.ratingTrackerService]: {
    headline: 'See the day a rating slipped, and the reviews that did it',
    text: 'A daily rating history for every ASIN in every marketplace, with the reviews behind each move on the same chart. Few tools show you both.',
    visual: <RatingTrackerMockup />,
  },
  [PUBLIC_ROUTES.reviewObserverService]: {
    headline: 'Every new review in one list, the critical ones first',
    text: 'New reviews from all your products and marketplaces, filtered the way you work. One- to three-star reviews are flagged and sent to you, so you can act before the next order ships.',
    visual: <ReviewObserverMockup />,
  },
  [PUBLIC_ROUTES.reviewRequestService]: {
    headline: "Amazon's Request a Review, sent for every order",
    text: 'Pick the day after delivery and the hour, leave out refunded, returned and unhappy orders, and let it run. No custom emails, no policy risk, no clicking.',
    visual: <ReviewRequestMockup />,
  },
};

export function ServiceShowcase() {
  return (
    <section className={classes.section} aria-labelledby="services-title">
      <Container size="lg">
        <SectionHeading
          id="services-title"
          title="Three services that look after your reviews"
          intro="Ratings and reviews decide which listing a shopper buys from. These three keep yours in view and growing."
        />
        <Stack gap={88}>
          {SERVICE_LINKS.map(({ path, label, icon: Icon }, index) => {
            const pitch = PITCHES[path];
            if (!pitch) return null;
            return (
              <SimpleGrid
                key={path}
                cols={{ base: 1, md: 2 }}
                spacing={{ base: 32, md: 64 }}
                className={classes.showcaseRow}
              >
                <Stack gap="md" className={index % 2 === 1 ? classes.showcaseTextRight : undefined}>
                  <Text className={classes.showcaseEyebrow}>
                    <Icon size={18} aria-hidden />
                    {label}
                  </Text>
                  <Title order={3} className={classes.showcaseTitle}>
                    {pitch.headline}
                  </Title>
                  <Text c="gray.7" lh={1.7}>
                    {pitch.text}
                  </Text>
                  <Anchor component={Link} to={path} fw={700} className={classes.moreLink}>
                    More about {label}
                    <IconArrowRight size={16} aria-hidden />
                  </Anchor>
                </Stack>
                <div>{pitch.visual}</div>
              </SimpleGrid>
            );
          })}
        </Stack>
      </Container>
    </section>
  );
}
