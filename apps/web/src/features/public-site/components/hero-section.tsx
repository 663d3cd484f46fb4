import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IS_FREE_OF_CHARGE } from '@seller-tools/contract';
import { IconGift } from '@tabler/icons-react';
import { HeroIllustration } from './hero-illustration';
import classes from './landing.module.css';
import { SignUpButton } from './sections/sign-up-button';

export function HeroSection() {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="lg" className={classes.heroInner}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} className={classes.heroGrid}>
          <Stack gap="xl">
            <Text className={classes.eyebrow}>Seller Tools for Amazon sellers</Text>
            <Title order={1} id="page-title" className={classes.headline}>
              Protect your ratings. Grow your <span className={classes.highlight}>reviews</span>.
            </Title>
            <Text className={classes.lead}>
              Seller Tools follows the star rating and reviews of every product you sell, asks each buyer for
              a review with Amazon's own request, and tells you every morning what changed, in every
              marketplace, from one dashboard for your whole company.
            </Text>
            <Group gap="md">
              <SignUpButton size="lg" color="accent.5">
                Get started free
              </SignUpButton>
              {IS_FREE_OF_CHARGE && (
                <span className={classes.freeNote}>
                  <IconGift size={20} color="var(--mantine-color-accent-3)" aria-hidden />
                  Temporarily free of charge
                </span>
              )}
            </Group>
          </Stack>
          <HeroIllustration />
        </SimpleGrid>
      </Container>
    </section>
  );
}
