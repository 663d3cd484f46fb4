import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CATALOG_PAGE_SIZE, type TSystemCompany, type TSystemPlan } from '@seller-tools/contract';
import { confirmAction } from '../../../components/ui/confirm-action';
import { PagedQueryTable, type TColumn, usePagedSearch } from '../../../components/ui/data-table';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useAssignPlan, useSystemCompanies } from '../api/plans';

/** Assign a plan to companies and take it back; the company's users get it in GET /api/plan/list. */
export function PlanCompaniesModal({ plan, onClose }: { plan: TSystemPlan; onClose: () => void }) {
  const { search, page, setPage, onSearch } = usePagedSearch();
  const companies = useSystemCompanies({ page, page_size: CATALOG_PAGE_SIZE, search: search || undefined });
  const assign = useAssignPlan();

  async function toggle(companyId: string, companyName: string, holds: boolean) {
    try {
      await assign.mutateAsync({ planId: plan.plan_id, companyId, assign: !holds });
      showToast({
        kind: 'success',
        message: holds
          ? `${plan.plan_name} taken from ${companyName}.`
          : `${plan.plan_name} assigned to ${companyName}.`,
      });
    } catch (error) {
      showToast({ kind: 'error', message: errorMessageOf(error) });
    }
  }

  // Taking a plan back changes what the company's users get, so it asks first; assigning does not.
  const askToggle = (companyId: string, companyName: string, holds: boolean) =>
    holds
      ? confirmAction({
          title: `Take ${plan.plan_name} from ${companyName}?`,
          message: `Its users no longer get ${plan.plan_name} from their next request. You can assign it again.`,
          confirmLabel: 'Unassign',
          onConfirm: () => void toggle(companyId, companyName, holds),
        })
      : void toggle(companyId, companyName, holds);

  const columns: TColumn<TSystemCompany>[] = [
    {
      key: 'company',
      header: 'Company',
      render: (company) => (
        <>
          <Text size="sm">{company.company_name}</Text>
          <Text size="xs" c="dimmed">
            {company.owner_email ?? ''}
          </Text>
        </>
      ),
    },
    {
      key: 'plans',
      header: 'Plans',
      render: (company) => (
        <Group gap={4}>
          {company.assigned_plans.map((name) => (
            <Badge key={name} variant="light">
              {name}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: null,
      headerLabel: 'Actions',
      render: (company) => {
        const holds = company.assigned_plans.includes(plan.plan_name);
        return (
          <Button
            size="xs"
            variant={holds ? 'subtle' : 'light'}
            color={holds ? 'red' : undefined}
            onClick={() => askToggle(company.company_id, company.company_name, holds)}
            aria-label={`${holds ? 'Unassign' : 'Assign'} ${company.company_name}`}
          >
            {holds ? 'Unassign' : 'Assign'}
          </Button>
        );
      },
    },
  ];

  return (
    <Modal opened onClose={onClose} title={`Companies on ${plan.plan_name}`} size="xl">
      <Stack gap="sm">
        <SearchInput
          label="Find a company"
          placeholder="Company name or user email"
          value={search}
          onSearch={onSearch}
        />
        <PagedQueryTable
          query={companies}
          loadingLabel="Loading companies"
          skeletonRows={4}
          errorTitle="Companies could not be loaded"
          empty={<Text c="dimmed">No companies match.</Text>}
          columns={columns}
          rowKey={(company) => company.company_id}
          minWidth={480}
          page={page}
          onPage={setPage}
          noun="companies"
        />
      </Stack>
    </Modal>
  );
}
