import { Button } from '@mantine/core';
import type { TReviewRequestState } from '@seller-tools/contract';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { downloadLog } from '../api/export-log';

interface ExportButtonProps {
  channelId: string;
  q: string;
  statuses: TReviewRequestState[];
}

/** Downloads the log as CSV under the search and status filter in effect (every page, not just this one). */
export function ExportButton({ channelId, q, statuses }: ExportButtonProps) {
  const download = useMutation({
    mutationFn: () => downloadLog(channelId, q, statuses),
    onError: (error) => showToast({ kind: 'error', title: 'Export failed', message: errorMessageOf(error) }),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconFileTypeCsv size={16} />}
      onClick={() => download.mutate()}
      loading={download.isPending}
    >
      Export CSV
    </Button>
  );
}
