import { Container, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FEATURE_LINKS, SERVICE_LINKS } from '../../site-nav';
import { SectionHeading } from './section-heading';
import classes from './sections.module.css';

const ALL_LINKS = [...SERVICE_LINKS, ...FEATURE_LINKS];

/** Cards to the other services and features that complete this one. */
export function RelatedLinks({
  id,
  paths,
  alt = false,
}: {
  id: string;
  paths: readonly string[];
  alt?: boolean;
}) {
  const links = paths.flatMap((path) => ALL_LINKS.filter((link) => link.path === path));
  return (
    <section className={`${classes.section} ${alt ? classes.sectionAlt : ''}`} aria-labelledby={id}>
      <Container size="lg">
        <SectionHeading id={id} title="Works well with" />
        <SimpleGrid cols={{ base: 1, sm: links.length }} spacing="lg">
          {links.map(({ path, label, description, icon: Icon }) => (
            <Link key={path} to={path} className={classes.relatedCard}>
              <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                <Icon size={22} stroke={1.8} />
              </ThemeIcon>
              <span>
                <Text fw={700} c="dark.8">
                  {label}
                </Text>
                <Text size="sm" c="gray.7">
                  {description}
                </Text>
              </span>
              <IconArrowRight size={20} className={classes.relatedArrow} aria-hidden />
            </Link>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
