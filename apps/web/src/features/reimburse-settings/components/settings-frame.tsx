import { Alert, Container, Stack } from '@mantine/core';
import { STAFF_AUDIT_LABELS, STAFF_AUDIT_MESSAGES } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { useReadOnly } from '../../../lib/session';
import { useShellContext } from '../../../lib/shell';

interface SettingsFrameProps {
  title: string;
  description: string;
  /** What the page will show once a store is connected (per-store pages). */
  willShow?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every reimbursement setup and settings page: title, the current store, the store gate. */
export function SettingsFrame({ title, description, willShow, actions, children }: SettingsFrameProps) {
  usePageMeta({ title, description });
  const shell = useShellContext();
  const content = <Stack gap="lg">{children}</Stack>;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <PageHeader
          title={title}
          subtitle={willShow ? shell.currentStoreLabel : description}
          actions={actions}
        />
        {willShow ? (
          <StoreGate importState={shell.importState} channelId={shell.currentChannelId} willShow={willShow}>
            {content}
          </StoreGate>
        ) : (
          content
        )}
      </Stack>
    </Container>
  );
}

/** Shown above a store's settings to a member who may read them but not change them. */
export function ReadOnlyNotice({ canEdit }: { canEdit: boolean }) {
  const auditing = useReadOnly();
  if (auditing) {
    return (
      <Alert color="orange" variant="light" title={STAFF_AUDIT_LABELS.readOnlyHint}>
        {STAFF_AUDIT_MESSAGES.readOnly}
      </Alert>
    );
  }
  if (canEdit) return null;
  return (
    <Alert color="gray" variant="light" title="You can look, not change">
      Only your company's admin can change the reimbursement settings of a store. Ask them to make the change,
      or to make you an admin in Settings → Account.
    </Alert>
  );
}
