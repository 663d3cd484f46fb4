import { Button } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPrinter, type TablerIcon } from '@tabler/icons-react';
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
/** The files the report exports to, in the order of their buttons. */
const EXPORTS = [
  { format: 'csv', label: 'Export CSV', Icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'Export XLSX', Icon: IconFileSpreadsheet },
] as const satisfies readonly { format: TReportFormat; label: string; Icon: TablerIcon }[];

export function ExportButtons({ channelId, filters, disabled }: ExportButtonsProps) {
  const download = useMutation({
    mutationFn: (format: TReportFormat) => downloadReport(channelId ?? '', filters, format),
    onError: (error) => showToast({ kind: 'error', title: 'Export failed', message: errorMessageOf(error) }),
  });
  const busy = (format: TReportFormat) => download.isPending && download.variables === format;
  return (
    <>
      {EXPORTS.map(({ format, label, Icon }) => (
        <Button
          key={format}
          variant="light"
          leftSection={<Icon size={16} />}
          onClick={() => download.mutate(format)}
          loading={busy(format)}
          disabled={disabled || !channelId}
        >
          {label}
        </Button>
      ))}
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        Print
      </Button>
    </>
  );
}
