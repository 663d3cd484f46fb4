import { Group, Stack, Title } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { SectionFrame } from './section-frame';

interface TitledSectionProps {
  title: string;
  /** The heading's id, when something else is labelled by it too; a generated one otherwise. */
  titleId?: string;
  /** On the heading's right (e.g. a unit choice). */
  aside?: ReactNode;
  /** Given: the section's content is a form (not validated by the browser) submitted with this. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** Rendered inside the section but outside its stack (modals). */
  after?: ReactNode;
}

/** A bordered page section labelled by its h4 heading, its content stacked under it. */
export function TitledSection({ title, titleId, aside, onSubmit, children, after }: TitledSectionProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  const heading = (
    <Title order={2} size="h4" id={id}>
      {title}
    </Title>
  );
  const content = (
    <Stack gap="md">
      {aside ? (
        <Group justify="space-between" gap="sm">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
  return (
    <SectionFrame titleId={id} onSubmit={onSubmit} after={after}>
      {content}
    </SectionFrame>
  );
}
