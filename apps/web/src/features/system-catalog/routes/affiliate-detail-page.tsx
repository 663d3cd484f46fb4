import { Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDefaultDate, SYSTEM_ROUTES, type TAffiliateDetailData } from '@seller-tools/contract';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DataTable, type TColumn, usePagedSearch } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useAffiliateDetail } from '../api/affiliates';

type TReferredCompany = TAffiliateDetailData['companies']['items'][number];

const COMPANY_COLUMNS: TColumn<TReferredCompany>[] = [
  { key: 'company', header: 'Company', render: (company) => company.company_name },
  { key: 'signed-up', header: 'Signed up', render: (company) => formatDefaultDate(company.created_at) },
  {
    key: 'status',
    header: 'Status',
    render: (company) => (
      <Group gap={4}>
        <Badge color={company.activated ? 'green' : company.signed_up ? 'blue' : 'gray'} variant="light">
          {company.activated ? 'Activated' : company.signed_up ? 'Signed up' : 'Email not verified'}
        </Badge>
      </Group>
    ),
  },
  { key: 'stores', header: 'Stores', render: (company) => company.store_count },
];

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** /system/affiliates/detail/:affiliate — the companies an agent referred (another agent's: 403). */
export function AffiliateDetailPage() {
  const { affiliate = '' } = useParams();
  const { search, page, setPage, onSearch } = usePagedSearch();
  const detail = useAffiliateDetail(affiliate, { page, search: search || undefined });
  const agent = detail.data?.affiliate;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={SYSTEM_ROUTES.affiliates} size="sm">
          ← Affiliates
        </Anchor>
        <PageHeader
          title={agent ? agent.name : 'Affiliate'}
          subtitle={agent ? `${agent.email} · code ${agent.affiliate_code ?? '—'}` : null}
        />
        <QueryState
          query={detail}
          skeleton={<ListSkeleton label="Loading referred companies" />}
          errorTitle="This affiliate could not be loaded"
        >
          {(data) => (
            <>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <Stat label="Referred companies" value={data.affiliate.referred_companies} />
                <Stat label="Sign-ups" value={data.affiliate.sign_ups} />
                <Stat label="Activations" value={data.affiliate.activations} />
              </SimpleGrid>
              <SearchInput
                label="Search companies"
                placeholder="Company name"
                value={search}
                onSearch={onSearch}
              />
              <DataTable
                columns={COMPANY_COLUMNS}
                rows={data.companies.items}
                rowKey={(company) => company.company_id}
                minWidth={480}
                tableProps={{ striped: true }}
                frame
                empty={
                  <EmptyPanel icon={<IconBuildingStore size={22} />} title="No referred companies yet">
                    {search ? 'Try another search.' : 'Companies that sign up with this code appear here.'}
                  </EmptyPanel>
                }
                pager={{
                  page,
                  pageSize: data.companies.page_size,
                  total: data.companies.total,
                  noun: 'companies',
                  onPage: setPage,
                }}
              />
            </>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
