import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FreeBadge } from './free-badge';
import classes from './sections.module.css';
import { SignUpButton } from './sign-up-button';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  highlights?: readonly string[];
  /** The picture beside the text: a mock-up of the screen the page is about. */
  visual?: ReactNode;
}

/** The top of a service, feature or company page: the page's one h1, what it promises, how to start. */
export function PageHero({ eyebrow, title, lead, highlights = [], visual }: PageHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="lg">
        <SimpleGrid
          cols={{ base: 1, md: visual ? 2 : 1 }}
          spacing={{ base: 40, md: 64 }}
          className={classes.heroGrid}
        >
          <Stack gap="lg" maw={visual ? undefined : 760}>
            <Text className={classes.eyebrow}>{eyebrow}</Text>
            <Title order={1} id="page-title" className={classes.title}>
              {title}
            </Title>
            <Text className={classes.lead}>{lead}</Text>
            {highlights.length > 0 && (
              <ul className={classes.highlights}>
                {highlights.map((item) => (
                  <li key={item}>
                    <IconCircleCheckFilled size={20} className={classes.check} aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            )}
            <Group gap="md" mt="xs">
              <SignUpButton>Get started free</SignUpButton>
              <FreeBadge />
            </Group>
          </Stack>
          {visual}
        </SimpleGrid>
      </Container>
    </section>
  );
}
