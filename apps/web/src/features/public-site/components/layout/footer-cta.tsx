import { Group, Text, Title } from '@mantine/core';
import { FOOTER_CTA, IS_FREE_OF_CHARGE } from '@seller-tools/contract';
import { IconShieldCheck } from '@tabler/icons-react';
import { SignUpButton } from '../sections/sign-up-button';
import classes from './site-footer.module.css';
import { StartNowButton } from './start-now-button';

/** The footer's call-to-action block, in the spec's words (§2). */
export function FooterCta() {
  return (
    <section className={classes.cta} aria-labelledby="footer-cta-title">
      <div className={classes.ctaText}>
        <Text className={classes.ctaEyebrow}>{FOOTER_CTA.subtitle}</Text>
        <Title order={2} id="footer-cta-title" className={classes.ctaTitle}>
          {FOOTER_CTA.title}
        </Title>
        <Text className={classes.ctaNote}>
          <IconShieldCheck size={20} aria-hidden />
          {FOOTER_CTA.note}
        </Text>
      </div>
      <Group gap="sm" className={classes.ctaActions}>
        <SignUpButton variant="white">
          {IS_FREE_OF_CHARGE ? 'Create a free account' : 'Create an account'}
        </SignUpButton>
        <StartNowButton size="md" />
      </Group>
    </section>
  );
}
