import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { TStep } from '../../content/types';
import { SectionHeading } from './section-heading';
import classes from './sections.module.css';

interface StepsSectionProps {
  id: string;
  title: string;
  intro?: string;
  items: readonly TStep[];
  alt?: boolean;
}

/** Numbered steps in an ordered list, three to a row from md up. */
export function StepsSection({ id, title, intro, items, alt = false }: StepsSectionProps) {
  return (
    <section className={`${classes.section} ${alt ? classes.sectionAlt : ''}`} aria-labelledby={id}>
      <Container size="lg">
        <SectionHeading id={id} title={title} intro={intro} />
        <SimpleGrid
          component="ol"
          cols={{ base: 1, md: 3 }}
          spacing={{ base: 'xl', md: 40 }}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <Title order={3} fz="lg" mb={6}>
                {step.title}
              </Title>
              <Text className={classes.cardText}>{step.text}</Text>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
