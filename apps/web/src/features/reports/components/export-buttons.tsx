import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { ExportButtons as FileExports } from '../../../components/ui/export-buttons';
import type { TReportFilters } from '../api/report';
import { downloadReport } from '../api/report-export';

interface ExportButtonsProps {
  channelId: string | null;
  filters: TReportFilters;
  disabled: boolean;
}

/** Export CSV, Export XLSX and Print. */
export function ExportButtons({ channelId, filters, disabled }: ExportButtonsProps) {
  return (
    <>
      <FileExports
        download={(format) => downloadReport(channelId ?? '', filters, format)}
        disabled={disabled || !channelId}
      />
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        Print
      </Button>
    </>
  );
}
