import { Button } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../lib/http';
import { showToast } from '../../lib/toast';

/** The files a list exports to. */
export type TExportFormat = 'csv' | 'xlsx';

const FORMATS = [
  { format: 'csv', label: 'Export CSV', icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'Export XLSX', icon: IconFileSpreadsheet },
] as const satisfies readonly { format: TExportFormat; label: string; icon: unknown }[];

interface ExportButtonsProps {
  download: (format: TExportFormat) => Promise<unknown>;
  disabled?: boolean;
}

/** Export CSV and Export XLSX of a list or report, as the server builds them; a failure is a toast. */
export function ExportButtons({ download, disabled = false }: ExportButtonsProps) {
  const run = useMutation({
    mutationFn: download,
    onError: (error) => showToast({ kind: 'error', title: 'Export failed', message: errorMessageOf(error) }),
  });
  const busy = (format: TExportFormat) => run.isPending && run.variables === format;
  return (
    <>
      {FORMATS.map(({ format, label, icon: Icon }) => (
        <Button
          key={format}
          variant="light"
          leftSection={<Icon size={16} />}
          onClick={() => run.mutate(format)}
          loading={busy(format)}
          disabled={disabled}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
