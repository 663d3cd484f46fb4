import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { formatMoney, type TSystemPlan } from '@seller-tools/contract';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { type TColumn, usePagedSearch } from '../../../components/ui/data-table';
import { ListPage } from '../../../components/ui/list-page';
import { SearchInput } from '../../../components/ui/search-input';
import { useSystemPlans } from '../api/plans';
import { BillingOverview } from '../components/billing-overview';
import { CatalogTable } from '../components/catalog-table';
import { PlanCompaniesModal } from '../components/plan-companies-modal';
import { PlanFormModal } from '../components/plan-form-modal';
import { RowAction, rowActionsColumn } from '../components/row-action';

/** /system/plan-management: plans and which companies hold them (super-admin). */
export function PlanManagementPage() {
  const { search, page, setPage, onSearch } = usePagedSearch();
  const [editing, setEditing] = useState<TSystemPlan | 'new' | null>(null);
  const [assigning, setAssigning] = useState<TSystemPlan | null>(null);
  const plans = useSystemPlans({ page, search: search || undefined });

  const columns: TColumn<TSystemPlan>[] = [
    {
      key: 'plan',
      header: 'Plan',
      render: (plan) => (
        <>
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
        </>
      ),
    },
    { key: 'modules', header: 'Modules', render: (plan) => plan.modules.join(', ') },
    {
      key: 'price',
      header: 'Price',
      render: (plan) => (
        <>
          {formatMoney(plan.price_cents, plan.currency)}
          {plan.commission_percent !== null && ` + ${plan.commission_percent}%`}
        </>
      ),
    },
    {
      key: 'companies',
      header: 'Companies',
      render: (plan) => (plan.is_default ? 'All' : plan.company_count),
    },
    rowActionsColumn((plan) => (
      <>
        <RowAction label={`Edit ${plan.plan_name}`} onClick={() => setEditing(plan)}>
          Edit
        </RowAction>
        <RowAction
          label={`Companies on ${plan.plan_name}`}
          variant="light"
          onClick={() => setAssigning(plan)}
        >
          Companies
        </RowAction>
      </>
    )),
  ];

  return (
    <ListPage
      title="Plan management"
      subtitle="A company holds every default plan plus the plans assigned to it; the reimburse plan opens the reimbursement pages."
      actions={<Button onClick={() => setEditing('new')}>New plan</Button>}
    >
      <Tabs defaultValue="plans" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="plans">Plans</Tabs.Tab>
          <Tabs.Tab value="billing">Billing</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plans">
          <Stack gap="md">
            <SearchInput label="Search plans" placeholder="Plan name" value={search} onSearch={onSearch} />
            <CatalogTable
              query={plans}
              loadingLabel="Loading plans"
              errorTitle="Plans could not be loaded"
              empty={{
                icon: <IconReceipt size={22} />,
                title: 'No plans found',
                searched: search !== '',
                searchedText: 'Try another search.',
                text: 'Create the first plan.',
              }}
              columns={columns}
              rowKey={(plan) => plan.plan_id}
              minWidth={640}
              page={page}
              onPage={setPage}
              noun="plans"
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="billing">
          <BillingOverview />
        </Tabs.Panel>
      </Tabs>
      {editing && (
        <PlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {assigning && <PlanCompaniesModal plan={assigning} onClose={() => setAssigning(null)} />}
    </ListPage>
  );
}
