import { Container, Text, Title } from '@mantine/core';
import { LEGAL_LAST_UPDATED } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import classes from './legal-document.module.css';

export interface TLegalSection {
  /** Anchor of the section, for the table of contents and for links from elsewhere. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly TLegalSection[];
}

/** A legal page (spec §2): its title, the last-updated date, a table of contents and numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <article className={classes.article}>
      {/* A div, not a header: the page's only banner is the site menu. */}
      <div className={classes.header}>
        <Container size="lg">
          <Title order={1} id="page-title" className={classes.title}>
            {title}
          </Title>
          <Text className={classes.updated}>
            Last updated <time dateTime="2022-09-07">{LEGAL_LAST_UPDATED}</time>
          </Text>
        </Container>
      </div>
      <Container size="lg" className={classes.layout}>
        <nav className={classes.toc} aria-labelledby="toc-title">
          <Text id="toc-title" className={classes.tocTitle}>
            On this page
          </Text>
          <ol className={classes.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={classes.content}>
          <div className={classes.intro}>{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={classes.section}
            >
              <Title order={2} id={`${section.id}-title`} className={classes.sectionTitle}>
                {index + 1}. {section.title}
              </Title>
              {section.body}
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}
