import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface CodeListErrorProps {
  /** What failed, e.g. "Regions could not be loaded". */
  title: string;
  onRetry: () => void;
}

/** A code list (regions, marketplaces) that did not load, with a retry. */
export function CodeListError({ title, onRetry }: CodeListErrorProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
