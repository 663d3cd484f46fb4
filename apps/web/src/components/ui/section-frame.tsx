import { Paper } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface SectionFrameProps {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  /** Given: the section's content is a form (not validated by the browser) submitted with this. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** Rendered inside the section but outside the form (modals). */
  after?: ReactNode;
}

/** The bordered page section every settings card stands in, labelled by its heading. */
export function SectionFrame({ titleId, onSubmit, children, after }: SectionFrameProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {children}
        </form>
      ) : (
        children
      )}
      {after}
    </Paper>
  );
}
