import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionFrame } from './section-frame';

interface SectionCardProps {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: string;
  description: ReactNode;
  /** The buttons on the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
  /** Rendered inside the card but outside its stack (modals). */
  after?: ReactNode;
}

/** A bordered settings section: heading, one-line description, actions on the right, then its content. */
export function SectionCard({ titleId, title, description, actions, children, after }: SectionCardProps) {
  return (
    <SectionFrame titleId={titleId} after={after}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </SectionFrame>
  );
}

/** An unstyled list of rows separated by a hairline (see `SectionRow`). */
export function SectionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={label}>
      {children}
    </Stack>
  );
}

interface SectionRowProps {
  children: ReactNode;
  /** The row's controls on the right, before edit and delete (e.g. an "active" switch). */
  controls?: ReactNode;
  align?: 'center' | 'flex-start';
  py?: 'xs' | 'sm';
  /** The thing the row shows, e.g. `tag Packaging`: names the edit and delete buttons. */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** One row of a `SectionList`: its content on the left, edit and delete on the right. */
export function SectionRow({
  children,
  controls,
  align,
  py = 'xs',
  subject,
  onEdit,
  onDelete,
}: SectionRowProps) {
  return (
    <Group
      component="li"
      justify="space-between"
      align={align}
      py={py}
      wrap="nowrap"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      {children}
      <Group gap={4} wrap="nowrap">
        {controls}
        <ActionIcon variant="subtle" aria-label={`Edit ${subject}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${subject}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
