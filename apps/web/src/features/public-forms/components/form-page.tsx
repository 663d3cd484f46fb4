import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './public-forms.module.css';

interface FormPageProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The form card. */
  children: ReactNode;
  /** What sits beside the form on wide screens and below it on narrow ones. */
  aside: ReactNode;
}

/**
 * The content of a public form page: heading, the form in a card and helpful notes beside it. The public
 * layout around it provides the menu, the page's main landmark and the footer.
 */
export function FormPage({ eyebrow, title, lead, children, aside }: FormPageProps) {
  return (
    <section className={classes.section} aria-labelledby="form-page-title">
      <Container size="lg">
        <Stack gap="md" className={classes.intro}>
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={1} id="form-page-title" className={classes.title}>
            {title}
          </Title>
          <Text className={classes.lead}>{lead}</Text>
        </Stack>
        <div className={classes.grid}>
          <div className={classes.card}>{children}</div>
          <aside className={classes.aside}>{aside}</aside>
        </div>
      </Container>
    </section>
  );
}

/** One note beside the form. */
export function AsideCard({
  icon: Icon,
  title,
  children,
}: {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.asideCard}>
      <Stack gap={8}>
        <Title order={2} fz="lg" style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
          <span className={classes.asideIcon} aria-hidden>
            <Icon size={22} color="var(--mantine-color-brand-6)" />
          </span>
          {title}
        </Title>
        {children}
      </Stack>
    </div>
  );
}

/** A note's sentence and the page it leads to. */
export function AsideLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Text c="gray.8">
      {children}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
