import { Stack, Text, Title } from '@mantine/core';
import classes from './sections.module.css';

/** A section's h2 and its one-paragraph introduction, centred. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <Stack gap="sm" align="center" ta="center" mb={48}>
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {intro && <Text className={classes.sectionIntro}>{intro}</Text>}
    </Stack>
  );
}
