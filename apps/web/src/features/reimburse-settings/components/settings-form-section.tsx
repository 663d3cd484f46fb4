import { Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { SaveBar } from '../../../components/ui/save-bar';
import { TitledSection } from '../../../components/ui/titled-section';

interface SettingsFormSectionProps {
  title: string;
  titleId?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The dimmed line above Save. */
  note?: ReactNode;
  error: string | null;
  saving: boolean;
  canEdit: boolean;
  children: ReactNode;
}

/** A settings form as a section: heading, its fields, a closing note, then the refusal and Save. */
export function SettingsFormSection({
  note,
  error,
  saving,
  canEdit,
  children,
  ...section
}: SettingsFormSectionProps) {
  return (
    <TitledSection {...section}>
      {children}
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <SaveBar error={error} saving={saving} canEdit={canEdit} />
    </TitledSection>
  );
}
