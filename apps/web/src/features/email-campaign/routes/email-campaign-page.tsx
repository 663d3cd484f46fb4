import { Button, Group, Text } from '@mantine/core';
import {
  BOARD_AUTHORING_ROUTE,
  CAMPAIGN_LIST_LABELS,
  SUPPORT_INBOX_ROUTE,
  SYSTEM_ROUTES,
  type TCampaign,
} from '@seller-tools/contract';
import { IconMail } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { QueryRowsTable } from '../../../components/kit/query-rows-table';
import { confirmAction } from '../../../components/ui/confirm-action';
import type { TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ListPage } from '../../../components/ui/list-page';
import { formatDateTime } from '../../../lib/dates/date-time';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useCampaignAction, useCampaigns, useCreateCampaign } from '../api/campaigns';
import { CampaignStateBadge } from '../components/campaign-state-badge';

const COUNT_COLUMNS = ['sent', 'delivered', 'opened', 'clicked', 'unsubscribed', 'bounced'] as const;

/** /system/email-campaign: every campaign with its state, audience and counts (super-admin). */
export function EmailCampaignPage() {
  const navigate = useNavigate();
  const campaigns = useCampaigns();
  const create = useCreateCampaign();
  const action = useCampaignAction();

  const run = (campaign: TCampaign, kind: 'delete' | 'duplicate' | 'cancel') =>
    action.mutate(
      { id: campaign.id, action: kind },
      {
        onSuccess: (message) => showToast({ kind: 'success', message: message ?? 'Done.', durationMs: 4000 }),
        onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
      },
    );

  const newCampaign = () =>
    create.mutate(
      {},
      {
        onSuccess: (campaign) => navigate(SYSTEM_ROUTES.emailCampaignBuilderById(campaign.id)),
        onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
      },
    );

  const columns: TColumn<TCampaign>[] = [
    {
      key: 'name',
      header: 'Campaign',
      render: (c) => (
        <>
          <Text fw={600} size="sm">
            {c.name}
          </Text>
          <Text size="xs" c="dimmed">
            {c.subject || 'No subject yet'} · {CAMPAIGN_LIST_LABELS[c.list]}
          </Text>
        </>
      ),
    },
    { key: 'state', header: 'State', render: (c) => <CampaignStateBadge state={c.state} /> },
    {
      key: 'when',
      header: 'When',
      visibleFrom: 'sm',
      render: (c) =>
        c.sent_at
          ? `Sent ${formatDateTime(c.sent_at, c.time_zone)}`
          : c.scheduled_at
            ? formatDateTime(c.scheduled_at, c.time_zone)
            : '—',
    },
    {
      key: 'audience',
      header: 'Audience',
      align: 'right',
      render: (c) => c.counts.audience.toLocaleString('en-US'),
    },
    ...COUNT_COLUMNS.map(
      (key): TColumn<TCampaign> => ({
        key,
        header: key[0]?.toUpperCase() + key.slice(1),
        align: 'right',
        render: (c) => <span data-count={key}>{c.counts[key].toLocaleString('en-US')}</span>,
      }),
    ),
    {
      key: 'actions',
      header: null,
      headerLabel: 'Actions',
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          {(c.state === 'draft' || c.state === 'scheduled') && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => navigate(SYSTEM_ROUTES.emailCampaignBuilderById(c.id))}
            >
              Edit
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Duplicate ${c.name}`}
            onClick={() => run(c, 'duplicate')}
          >
            Duplicate
          </Button>
          {(c.state === 'scheduled' || c.state === 'sending') && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() =>
                confirmAction({
                  title: 'Cancel the campaign?',
                  message: 'Recipients not sent to yet will get nothing.',
                  confirmLabel: 'Cancel campaign',
                  onConfirm: () => run(c, 'cancel'),
                })
              }
            >
              Cancel
            </Button>
          )}
          {c.state === 'draft' && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={`Delete ${c.name}`}
              onClick={() =>
                confirmAction({
                  title: 'Delete the draft?',
                  message: `“${c.name}” will be gone.`,
                  confirmLabel: 'Delete',
                  onConfirm: () => run(c, 'delete'),
                })
              }
            >
              Delete
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <ListPage
      title="Email campaigns"
      subtitle="Emails to the users subscribed to a list (General newsletter, New feature guide, Recent updates)."
      actions={
        <Group gap="xs">
          <Button component={Link} to={BOARD_AUTHORING_ROUTE} variant="default">
            News and What's new?
          </Button>
          <Button component={Link} to={SUPPORT_INBOX_ROUTE} variant="default">
            Support inbox
          </Button>
          <Button onClick={newCampaign} loading={create.isPending}>
            New campaign
          </Button>
        </Group>
      }
    >
      <QueryRowsTable
        query={campaigns}
        errorTitle="Campaigns could not be loaded"
        aria-label="Email campaigns"
        columns={columns}
        rowKey={(c) => c.id}
        minWidth={900}
        frame
        tableProps={{ striped: true }}
        empty={
          <EmptyPanel icon={<IconMail size={22} />} title="No campaigns yet">
            Build a first campaign with New campaign.
          </EmptyPanel>
        }
      />
    </ListPage>
  );
}
