import { Accordion, Container } from '@mantine/core';
import type { TQuestion } from '../../content/types';
import { SectionHeading } from './section-heading';
import classes from './sections.module.css';

export function FaqSection({
  id,
  questions,
  alt = false,
}: {
  id: string;
  questions: readonly TQuestion[];
  alt?: boolean;
}) {
  return (
    <section className={`${classes.section} ${alt ? classes.sectionAlt : ''}`} aria-labelledby={id}>
      <Container size="lg">
        <SectionHeading id={id} title="Questions sellers ask" />
        <Accordion variant="separated" radius="md" order={3} className={classes.faq}>
          {questions.map(({ question, answer }) => (
            <Accordion.Item key={question} value={question}>
              <Accordion.Control>{question}</Accordion.Control>
              <Accordion.Panel>{answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
