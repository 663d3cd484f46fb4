import { Container } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { TQuestion } from '../../content/types';
import { SectionHeading } from './section-heading';
import classes from './sections.module.css';

// Native disclosures rather than Mantine's Accordion: they open and close without JavaScript, so the
// questions work before the page has hydrated, and hydrating them costs next to nothing. The Accordion
// re-rendered every item in one long task right after hydration (its Collapse reads the reduced-motion
// media query in an effect): issue 24, Lighthouse's total blocking time on `/`.
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
        <div className={classes.faq}>
          {questions.map(({ question, answer }) => (
            <details key={question} className={classes.faqItem}>
              <summary className={classes.faqQuestion}>
                <h3 className={classes.faqQuestionText}>{question}</h3>
                <IconChevronDown className={classes.faqChevron} size={16} aria-hidden />
              </summary>
              <p className={classes.faqAnswer}>{answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
