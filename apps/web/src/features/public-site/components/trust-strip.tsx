import { Container, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconPlugConnected, IconShieldCheck, IconWorld } from '@tabler/icons-react';
import classes from './landing.module.css';

// Facts a seller checks before connecting a store: how we connect, what we send, how we keep it.
const FACTS = [
  {
    icon: IconPlugConnected,
    title: "Amazon's official APIs",
    text: 'Connected through the Selling Partner API',
  },
  { icon: IconShieldCheck, title: '100% compliant', text: "Review requests through Amazon's own button" },
  { icon: IconLock, title: 'Encrypted at rest', text: 'Your Amazon access keys never sit in plain text' },
  { icon: IconWorld, title: 'Every marketplace', text: 'North America, Europe and the Far East' },
];

export function TrustStrip() {
  return (
    <section className={classes.trust} aria-label="Why sellers trust Seller Tools">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {FACTS.map(({ icon: Icon, title, text }) => (
            <div key={title} className={classes.trustItem}>
              <ThemeIcon variant="light" radius="xl" size={40} aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={700} size="sm" c="dark.8">
                  {title}
                </Text>
                <Text size="xs" c="gray.7">
                  {text}
                </Text>
              </div>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
