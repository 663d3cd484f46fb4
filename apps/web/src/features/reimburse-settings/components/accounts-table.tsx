import { Badge, Paper, Stack, Switch, Text } from '@mantine/core';
import { formatDefaultDate, REVIEW_ROUTES, type TReimburseAccount } from '@seller-tools/contract';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { showToast } from '../../../lib/toast';
import { reimburseSettingsKeys } from '../api/keys';
import { saveEnrolment } from '../api/store-settings';
import { StackedCards } from './stacked-cards';
import { useBusyToggle } from './use-busy-toggle';

/** The stores the user sees, each enrolled in the audit or not, with its last audit and open findings. */
export function AccountsTable({ items, canEdit }: { items: TReimburseAccount[]; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const { busy, run } = useBusyToggle();
  const toggle = (account: TReimburseAccount, enrolled: boolean) =>
    run(account.channel_id, async () => {
      await saveEnrolment(account.channel_id, enrolled);
      await queryClient.invalidateQueries({ queryKey: reimburseSettingsKeys.all });
      showToast({
        kind: 'success',
        message: enrolled ? 'Store enrolled in the audit.' : 'Store left out of the audit.',
      });
    });
  const columns: TColumn<TReimburseAccount>[] = [
    {
      key: 'store',
      header: 'Store',
      render: (a) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {a.country_name ?? a.marketplace_id}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {a.seller_id}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'enrolled',
      header: 'Audited',
      render: (a) => (
        <Switch
          aria-label={`Audit ${a.country_name ?? a.marketplace_id} (${a.seller_id})`}
          checked={a.enrolled}
          disabled={!canEdit || busy === a.channel_id}
          onChange={(event) => void toggle(a, event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'last',
      header: 'Last audit',
      render: (a) => (a.last_audit_at ? formatDefaultDate(a.last_audit_at) : 'Not audited yet'),
    },
    {
      key: 'findings',
      header: 'Open findings',
      align: 'right',
      render: (a) =>
        a.findings_count > 0 ? (
          <Badge color="orange" variant="light">
            {a.findings_count}
          </Badge>
        ) : (
          '0'
        ),
    },
  ];
  if (items.length === 0)
    return (
      <EmptyPanel icon={<IconBuildingStore size={28} />} title="No stores yet">
        Connect your Amazon seller account in{' '}
        <Link to={REVIEW_ROUTES.settingsIntegrations}>Integrations</Link>; its stores are audited from their
        first import.
      </EmptyPanel>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <DataTable
        columns={columns}
        rows={items}
        rowKey={(a) => a.channel_id}
        minWidth={520}
        aria-label="Stores in the reimbursement audit"
        tableProps={{ verticalSpacing: 'sm', fz: 'sm' }}
        phoneView={(rows) => <StackedCards rows={rows} columns={columns} rowKey={(a) => a.channel_id} />}
      />
    </Paper>
  );
}
