import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessageOf } from '../../lib/http';

interface ErrorNoticeProps {
  error: unknown;
  /** What failed, e.g. "Reviews could not be loaded". */
  title: string;
  onRetry?: () => void;
}

/** A failed call: the server's message from the envelope (or the generic one), and a retry. */
export function ErrorNotice({ error, title, onRetry }: ErrorNoticeProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={18} />} role="alert">
      {errorMessageOf(error)}
      {onRetry && (
        <div>
          <Button size="xs" variant="white" color="red" mt="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </Alert>
  );
}
