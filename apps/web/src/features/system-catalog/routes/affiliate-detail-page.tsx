import { Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDefaultDate, SYSTEM_ROUTES } from '@seller-tools/contract';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ListPager } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useAffiliateDetail } from '../api/affiliates';

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
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
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
        {detail.isPending ? (
          <ListSkeleton label="Loading referred companies" />
        ) : detail.isError ? (
          <ErrorNotice
            error={detail.error}
            title="This affiliate could not be loaded"
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Stat label="Referred companies" value={detail.data.affiliate.referred_companies} />
              <Stat label="Sign-ups" value={detail.data.affiliate.sign_ups} />
              <Stat label="Activations" value={detail.data.affiliate.activations} />
            </SimpleGrid>
            <SearchInput
              label="Search companies"
              placeholder="Company name"
              value={search}
              onSearch={(v) => {
                setSearch(v);
                setPage(1);
              }}
            />
            {detail.data.companies.items.length === 0 ? (
              <EmptyPanel icon={<IconBuildingStore size={22} />} title="No referred companies yet">
                {search ? 'Try another search.' : 'Companies that sign up with this code appear here.'}
              </EmptyPanel>
            ) : (
              <Paper withBorder>
                <Table.ScrollContainer minWidth={480}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Company</Table.Th>
                        <Table.Th>Signed up</Table.Th>
                        <Table.Th>Status</Table.Th>
                        <Table.Th>Stores</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {detail.data.companies.items.map((company) => (
                        <Table.Tr key={company.company_id}>
                          <Table.Td>{company.company_name}</Table.Td>
                          <Table.Td>{formatDefaultDate(company.created_at)}</Table.Td>
                          <Table.Td>
                            <Group gap={4}>
                              <Badge
                                color={company.activated ? 'green' : company.signed_up ? 'blue' : 'gray'}
                                variant="light"
                              >
                                {company.activated
                                  ? 'Activated'
                                  : company.signed_up
                                    ? 'Signed up'
                                    : 'Email not verified'}
                              </Badge>
                            </Group>
                          </Table.Td>
                          <Table.Td>{company.store_count}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            )}
            {detail.data.companies.total > 0 && (
              <ListPager
                page={page}
                pageSize={detail.data.companies.page_size}
                total={detail.data.companies.total}
                noun="companies"
                onPage={setPage}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
