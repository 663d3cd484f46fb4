import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IS_FREE_OF_CHARGE } from '@seller-tools/contract';
import { IconGift } from '@tabler/icons-react';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { HeroIllustration } from './hero-illustration';
import classes from './landing.module.css';

export function HeroSection() {
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.heroInner}>
        <header className={classes.header}>
          <BrandLogo size={34} inverted />
        </header>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} className={classes.heroGrid}>
          <Stack gap="xl">
            <Text className={classes.eyebrow}>Seller Tools for Amazon sellers</Text>
            <Title order={1} className={classes.headline}>
              Every rating, review and <span className={classes.highlight}>reimbursement</span> in one place
            </Title>
            <Text className={classes.lead}>
              Seller Tools tracks your product ratings, watches for new reviews, asks buyers for reviews
              automatically and flags listing violations. Manage PPC, read your reports and recover money for
              inventory lost or damaged in warehouses — from one dashboard for your whole company.
            </Text>
            {IS_FREE_OF_CHARGE && (
              <div>
                <span className={classes.freeNote}>
                  <IconGift size={20} color="var(--mantine-color-accent-3)" />
                  Temporarily free of charge
                </span>
              </div>
            )}
          </Stack>
          <HeroIllustration />
        </SimpleGrid>
      </Container>
    </section>
  );
}
