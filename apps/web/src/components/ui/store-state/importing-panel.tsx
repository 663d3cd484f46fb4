import { Badge, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useStoreImport } from '../../../lib/integration-status';
import { ImportStages } from './import-stages';
import classes from './store-state.module.css';

interface ImportingPanelProps {
  willShow: string;
  /** The store whose import to show; null: only say that it runs. */
  channelId?: string | null;
  /** A heading above the progress (the dashboard names the connected store). */
  heading?: ReactNode;
}

/** The first import is running: what the page will show, and the import's stages as they progress. */
export function ImportingPanel({ willShow, channelId = null, heading }: ImportingPanelProps) {
  const progress = useStoreImport(channelId, channelId !== null);
  const stages = progress.data?.stages ?? [];
  return (
    <Paper className={classes.panel} radius="lg" p={{ base: 'lg', sm: 48 }} data-stage="importing">
      <Stack align="center" gap="md" maw={560} mx="auto" ta="center">
        <Badge size="lg" variant="light" leftSection={<Loader size={12} type="oval" />}>
          Importing your store data
        </Badge>
        {heading}
        <Title order={2} size="h3">
          Your first import is running
        </Title>
        <Text c="dimmed">{willShow}</Text>
        {stages.length > 0 && <ImportStages stages={stages} />}
        <Text size="sm">
          It appears here as soon as the import finishes, usually within minutes. You can leave this page: we
          tell you when your account is ready.
        </Text>
      </Stack>
    </Paper>
  );
}
