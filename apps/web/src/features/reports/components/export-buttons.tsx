import { Button } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import type { TReportFilters } from '../api/report';
import { downloadReport, type TReportFormat } from '../api/report-export';

interface ExportButtonsProps {
  channelId: string | null;
  filters: TReportFilters;
  disabled: boolean;
}

/** Export CSV, Export XLSX and Print. */
export function ExportButtons({ channelId, filters, disabled }: ExportButtonsProps) {
  const download = useMutation({
    mutationFn: (format: TReportFormat) => downloadReport(channelId ?? '', filters, format),
    onError: (error) => showToast({ kind: 'error', title: 'Export failed', message: errorMessageOf(error) }),
  });
  const busy = (format: TReportFormat) => download.isPending && download.variables === format;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileTypeCsv size={16} />}
        onClick={() => download.mutate('csv')}
        loading={busy('csv')}
        disabled={disabled || !channelId}
      >
        Export CSV
      </Button>
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={() => download.mutate('xlsx')}
        loading={busy('xlsx')}
        disabled={disabled || !channelId}
      >
        Export XLSX
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        Print
      </Button>
    </>
  );
}
