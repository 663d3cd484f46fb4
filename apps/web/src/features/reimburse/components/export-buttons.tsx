import { Button } from '@mantine/core';
import type { TReimburseExportFormat } from '@seller-tools/contract';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';

interface ExportButtonsProps {
  download: (format: TReimburseExportFormat) => Promise<unknown>;
  disabled?: boolean;
}

/** Export CSV and Export XLSX of a list, as the server builds them. */
export function ExportButtons({ download, disabled = false }: ExportButtonsProps) {
  const run = useMutation({
    mutationFn: download,
    onError: (error) => showToast({ kind: 'error', title: 'Export failed', message: errorMessageOf(error) }),
  });
  const busy = (format: TReimburseExportFormat) => run.isPending && run.variables === format;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileTypeCsv size={16} />}
        onClick={() => run.mutate('csv')}
        loading={busy('csv')}
        disabled={disabled}
      >
        Export CSV
      </Button>
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={() => run.mutate('xlsx')}
        loading={busy('xlsx')}
        disabled={disabled}
      >
        Export XLSX
      </Button>
    </>
  );
}
