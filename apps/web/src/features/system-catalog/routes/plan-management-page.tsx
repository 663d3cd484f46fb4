import { Badge, Button, Container, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TSystemPlan } from '@seller-tools/contract';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ListPager } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useSystemPlans } from '../api/plans';
import { PlanCompaniesModal } from '../components/plan-companies-modal';
import { PlanFormModal } from '../components/plan-form-modal';

function formatPrice(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** /system/plan-management: plans and which companies hold them (super-admin). */
export function PlanManagementPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TSystemPlan | 'new' | null>(null);
  const [assigning, setAssigning] = useState<TSystemPlan | null>(null);
  const plans = useSystemPlans({ page, search: search || undefined });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title="Plan management"
          subtitle="A company holds every default plan plus the plans assigned to it; the reimburse plan opens the reimbursement pages."
          actions={<Button onClick={() => setEditing('new')}>New plan</Button>}
        />
        <SearchInput
          label="Search plans"
          placeholder="Plan name"
          value={search}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        {plans.isPending ? (
          <ListSkeleton label="Loading plans" />
        ) : plans.isError ? (
          <ErrorNotice
            error={plans.error}
            title="Plans could not be loaded"
            onRetry={() => void plans.refetch()}
          />
        ) : plans.data.items.length === 0 ? (
          <EmptyPanel icon={<IconReceipt size={22} />} title="No plans found">
            {search ? 'Try another search.' : 'Create the first plan.'}
          </EmptyPanel>
        ) : (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Modules</Table.Th>
                    <Table.Th>Price</Table.Th>
                    <Table.Th>Companies</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plans.data.items.map((plan) => (
                    <Table.Tr key={plan.plan_id}>
                      <Table.Td>
                        <Group gap={6}>
                          <Text fw={600} size="sm">
                            {plan.plan_name}
                          </Text>
                          {plan.is_default && <Badge variant="light">default</Badge>}
                          {!plan.is_active && <Badge color="gray">inactive</Badge>}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {plan.description}
                        </Text>
                      </Table.Td>
                      <Table.Td>{plan.modules.join(', ')}</Table.Td>
                      <Table.Td>
                        {formatPrice(plan.price_cents, plan.currency)}
                        {plan.commission_percent !== null && ` + ${plan.commission_percent}%`}
                      </Table.Td>
                      <Table.Td>{plan.is_default ? 'All' : plan.company_count}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => setEditing(plan)}
                            aria-label={`Edit ${plan.plan_name}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setAssigning(plan)}
                            aria-label={`Companies on ${plan.plan_name}`}
                          >
                            Companies
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {plans.data && plans.data.total > 0 && (
          <ListPager
            page={page}
            pageSize={plans.data.page_size}
            total={plans.data.total}
            noun="plans"
            onPage={setPage}
          />
        )}
        {editing && (
          <PlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
        {assigning && <PlanCompaniesModal plan={assigning} onClose={() => setAssigning(null)} />}
      </Stack>
    </Container>
  );
}
