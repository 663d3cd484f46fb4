import { Button } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, type TStoredDocument } from '@seller-tools/contract';
import { IconDownload, IconFiles } from '@tabler/icons-react';
import { QueryRowsTable } from '../../../components/kit/query-rows-table';
import type { TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { downloadDocument, useStoreDocuments } from '../api/documents';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const download = async (doc: TStoredDocument) => {
  try {
    await downloadDocument(doc);
  } catch (failure) {
    showToast({ kind: 'error', message: errorMessageOf(failure) });
  }
};

const COLUMNS: TColumn<TStoredDocument>[] = [
  { key: 'date', header: 'Date', render: (d) => d.created_at.slice(0, 10) },
  { key: 'kind', header: 'Document', render: (d) => DOCUMENT_KIND_LABELS[d.kind] },
  { key: 'number', header: 'Number', render: (d) => d.number ?? '—', visibleFrom: 'sm' },
  {
    key: 'skus',
    header: 'SKUs',
    render: (d) => d.skus.join(', ') || '—',
    visibleFrom: 'md',
    cellProps: { style: { whiteSpace: 'normal' } },
  },
  { key: 'size', header: 'Size', align: 'right', render: (d) => sizeText(d.size), visibleFrom: 'sm' },
  {
    key: 'download',
    header: '',
    headerLabel: 'Download',
    align: 'right',
    render: (d) => (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        aria-label={`Download ${d.filename}`}
        onClick={() => void download(d)}
      >
        Download
      </Button>
    ),
  },
];

/** The store's generated and uploaded documents, newest first, each downloadable. */
export function DocumentsTable({ channelId }: { channelId: string }) {
  const documents = useStoreDocuments(channelId);
  return (
    <TitledSection title="Your documents">
      <QueryRowsTable
        query={documents}
        errorTitle="Your documents could not be loaded"
        rows={(data) => data.items}
        aria-label="Documents"
        columns={COLUMNS}
        rowKey={(d) => d.document_id}
        empty={
          <EmptyPanel icon={<IconFiles size={28} />} title="No documents yet">
            Generate a supplier invoice above, or upload a proof of ownership from Action needed; every
            document of this store is kept here to download.
          </EmptyPanel>
        }
      />
    </TitledSection>
  );
}
