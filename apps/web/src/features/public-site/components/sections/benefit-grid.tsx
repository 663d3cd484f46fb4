import { Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { TBenefit } from '../../content/types';
import { SectionHeading } from './section-heading';
import classes from './sections.module.css';

interface BenefitGridProps {
  id: string;
  title: string;
  intro: string;
  items: readonly TBenefit[];
  alt?: boolean;
  /** Cards per row at full width: 3 by default, 4 for a set of four. */
  columns?: 3 | 4;
}

export function BenefitGrid({ id, title, intro, items, alt = false, columns = 3 }: BenefitGridProps) {
  return (
    <section className={`${classes.section} ${alt ? classes.sectionAlt : ''}`} aria-labelledby={id}>
      <Container size="lg">
        <SectionHeading id={id} title={title} intro={intro} />
        <SimpleGrid cols={columns === 4 ? { base: 1, sm: 2, lg: 4 } : { base: 1, sm: 2, md: 3 }} spacing="lg">
          {items.map(({ icon: Icon, title: itemTitle, text }) => (
            <div key={itemTitle} className={classes.card}>
              <ThemeIcon variant="light" size={46} radius="md" mb="md" aria-hidden>
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={8}>
                {itemTitle}
              </Title>
              <Text className={classes.cardText}>{text}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
