import { MultiSelect, SimpleGrid } from '@mantine/core';
import { FINDING_STATUSES, LOST_DEFAULT_STATUSES, type TFindingStatus } from '@seller-tools/contract';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { CaseDrawer } from '../../../components/cases/case-view';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ExportButtons } from '../../../components/ui/export-buttons';
import { FiltersPanel } from '../../../components/ui/filters-panel';
import { ListPage } from '../../../components/ui/list-page';
import { SearchInput } from '../../../components/ui/search-input';
import { usePageMeta } from '../../../lib/page-meta';
import { downloadLost, type TLostFilters, useLostInWarehouse } from '../api/line';
import { FindingCards } from '../components/findings-list';
import { STATUS_LABELS } from '../components/labels';

const STATUS_OPTIONS = FINDING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** /reimburse/lost-in-warehouse: the staff's work list of lost units across every enrolled seller. */
export function LostInWarehousePage() {
  usePageMeta({
    title: 'Lost in warehouse',
    description:
      'Units lost or damaged in Amazon warehouses and not reimbursed, across every enrolled seller.',
  });
  const [filters, setFilters] = useState<TLostFilters>({ statuses: LOST_DEFAULT_STATUSES, q: '' });
  const query = useLostInWarehouse(filters);
  const [openCase, setOpenCase] = useState<string | null>(null);
  return (
    <ListPage
      title="Lost in warehouse"
      subtitle="Every enrolled seller, nearest claim deadline first"
      actions={<ExportButtons download={(format) => downloadLost(filters, format)} />}
    >
      <FiltersPanel activeCount={filters.q ? 1 : 0}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Status"
            data={STATUS_OPTIONS}
            value={[...filters.statuses]}
            onChange={(statuses) => setFilters((f) => ({ ...f, statuses: statuses as TFindingStatus[] }))}
          />
          <SearchInput
            label="Search"
            placeholder="Company, seller id, SKU, FNSKU, ASIN or reference"
            value={filters.q}
            onSearch={(q) => setFilters((f) => ({ ...f, q }))}
            maxLength={60}
          />
        </SimpleGrid>
      </FiltersPanel>
      <FindingCards
        query={query}
        view="claim"
        onOpenCase={setOpenCase}
        errorTitle="The work list could not be loaded"
        empty={
          <EmptyPanel icon={<IconBuildingWarehouse size={28} />} title="No lost units to work on">
            Nothing lost or damaged waits for a claim among the enrolled sellers with these filters. Widen the
            statuses, or check again after the next audit run.
          </EmptyPanel>
        }
      />
      <CaseDrawer caseId={openCase} onClose={() => setOpenCase(null)} />
    </ListPage>
  );
}
