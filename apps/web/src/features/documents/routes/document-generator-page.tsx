import { Container, Stack } from '@mantine/core';
import { marketplaceCurrency } from '@seller-tools/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';
import { useDocumentTemplate } from '../api/documents';
import { DocumentsTable } from '../components/documents-table';
import { InvoiceBuilder } from '../components/invoice-builder';
import { TemplateForm } from '../components/template-form';

const TITLE = 'Document generator';
const DESCRIPTION = 'Supplier invoices and evidence for your claims, from your template.';

/** /reimburse/settings/document-generator: the company's template, supplier invoices, the store's documents. */
export function DocumentGeneratorPage() {
  usePageMeta({ title: TITLE, description: DESCRIPTION });
  const shell = useShellContext();
  const template = useDocumentTemplate();
  const store = shell.stores.find((s) => s.channelId === shell.currentChannelId);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <PageHeader title={TITLE} subtitle={shell.currentStoreLabel ?? DESCRIPTION} />
        <StoreGate
          importState={shell.importState}
          channelId={shell.currentChannelId}
          willShow="Your document template, supplier invoices for your SKUs, and every document of the store."
        >
          <QueryState
            query={template}
            skeleton={<CardsSkeleton cards={2} label="Loading your template" />}
            errorTitle="Your document template could not be loaded"
          >
            {(data) => <TemplateForm template={data} />}
          </QueryState>
          {shell.currentChannelId && (
            <>
              <InvoiceBuilder
                channelId={shell.currentChannelId}
                currency={marketplaceCurrency(store?.marketplaceId)}
              />
              <DocumentsTable channelId={shell.currentChannelId} />
            </>
          )}
        </StoreGate>
      </Stack>
    </Container>
  );
}
