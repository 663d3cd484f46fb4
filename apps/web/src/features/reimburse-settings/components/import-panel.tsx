import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IMPORT_MAX_BYTES, type TImportRowError, type TProductImportResult } from '@seller-tools/contract';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { TitledSection } from '../../../components/ui/titled-section';
import { useSaveAttempt } from '../../../lib/forms/use-save-attempt';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { reimburseSettingsKeys } from '../api/keys';
import { downloadTemplate, importProductSettings } from '../api/products';

const ERROR_COLUMNS: TColumn<TImportRowError>[] = [
  { key: 'row', header: 'Row', align: 'right', render: (e) => e.row },
  { key: 'column', header: 'Column', render: (e) => e.column },
  {
    key: 'message',
    header: 'Problem',
    cellProps: { style: { whiteSpace: 'normal' } },
    render: (e) => e.message,
  },
];

const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;
const TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;

/** The template download and the CSV/XLSX upload with its per-row report. */
export function ImportPanel({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const { error, setError, saving: busy, attempt } = useSaveAttempt();
  const [result, setResult] = useState<TProductImportResult | null>(null);

  const template = async (format: 'csv' | 'xlsx') => {
    try {
      await downloadTemplate(channelId, format);
    } catch (failure) {
      showToast({ kind: 'error', message: errorMessageOf(failure) });
    }
  };

  const upload = async () => {
    if (!file) return;
    setError(null);
    setResult(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setError(`The file is larger than ${MAX_MB} MB; split it into smaller files.`);
      return;
    }
    await attempt(async () => {
      setResult(await importProductSettings(channelId, file));
      await queryClient.invalidateQueries({ queryKey: reimburseSettingsKeys.all });
    });
  };

  return (
    <TitledSection title="Import from a spreadsheet">
      <Text size="sm" c="dimmed">
        Download the template (your SKUs with what is saved), fill in lengths in in or cm, weights in lb or kg
        and the unit cost, then upload it. Valid rows are saved; the others are listed with what to fix. A row
        with all three sides counts as confirmed.
      </Text>
      <Group gap="xs">
        {TEMPLATE_FORMATS.map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void template(format)}
          >
            Template ({format.toUpperCase()})
          </Button>
        ))}
      </Group>
      {canEdit && (
        <Group align="flex-end" gap="xs">
          <FileInput
            label="File to import"
            placeholder="Choose a CSV or XLSX file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={setFile}
            clearable
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            leftSection={<IconUpload size={16} />}
            onClick={() => void upload()}
            disabled={!file}
            loading={busy}
          >
            Import
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {result && (
        <Stack gap="xs">
          <Alert color={result.errors.length === 0 ? 'green' : 'orange'} variant="light" role="status">
            {result.saved} of {result.rows} rows saved.
            {result.errors.length > 0 &&
              ' Fix the rows below and upload the file again; saved rows stay saved.'}
          </Alert>
          {result.errors.length > 0 && (
            <DataTable
              columns={ERROR_COLUMNS}
              rows={result.errors}
              rowKey={(e, i) => `${e.row}-${e.column}-${i}`}
              aria-label="Rows not imported"
              tableProps={{ verticalSpacing: 4, fz: 'sm', withTableBorder: true }}
            />
          )}
        </Stack>
      )}
    </TitledSection>
  );
}
