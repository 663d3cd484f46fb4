import { Container, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FEATURE_LINKS } from '../site-nav';
import classes from './landing.module.css';
import { SectionHeading } from './sections/section-heading';

const BLURBS: Record<string, string> = {
  Automation: 'Rules for alerts, tags and review requests that run every day without you.',
  'Daily Notification': "Yesterday's reviews, rating changes and requests in one morning email.",
  'Product Detail Overview': "One ASIN's history, reviews and listing changes on one page.",
};

export function FeatureCards() {
  return (
    <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="features-title">
      <Container size="lg">
        <SectionHeading
          id="features-title"
          title="Built to save you time"
          intro="The features that run through all three services, so you spend minutes a day on reviews instead of hours."
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {FEATURE_LINKS.map(({ path, label, icon: Icon }) => (
            <Link key={path} to={path} className={classes.featureCard}>
              <ThemeIcon variant="light" color="accent" size={48} radius="md" aria-hidden>
                <Icon size={26} stroke={1.7} />
              </ThemeIcon>
              <Text component="h3" fw={800} fz="lg" c="dark.8" mt="md" mb={6}>
                {label}
              </Text>
              <Text size="sm" c="gray.7" lh={1.65}>
                {BLURBS[label]}
              </Text>
              <Text component="span" size="sm" fw={700} c="brand.7" mt="md" className={classes.moreLink}>
                Learn more
                <IconArrowRight size={16} aria-hidden />
              </Text>
            </Link>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
