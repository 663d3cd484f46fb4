import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TTeamMember } from '@seller-tools/contract';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action';
import { ListPager } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { SearchInput } from '../../../components/ui/search-input';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { errorMessageOf } from '../../../lib/http';
import { useRemoveMember, useRestoreMember } from '../api/team-actions';
import { isNotAdmin, useTeam } from '../api/team-list';
import { AccessModal } from './access-modal';
import { InviteModal } from './invite-modal';
import { MemberRow } from './member-row';
import { storeLabels } from './store-labels';

/** The company's team, for company admins; everyone else sees nothing here (the server decides). */
export function TeamSection({ selfEmail }: { selfEmail: string }) {
  const [query, setQuery] = useState({ userName: '', page: 1 });
  const team = useTeam(query);
  const remove = useRemoveMember();
  const restore = useRestoreMember();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TTeamMember | null>(null);
  const labels = useMemo(() => storeLabels(team.data?.stores ?? []), [team.data?.stores]);

  if (team.isError && isNotAdmin(team.error)) return null;

  const confirmRemove = (member: TTeamMember) =>
    confirmAction({
      title: `Remove ${member.name}?`,
      message: (
        <>
          {member.email} is signed out everywhere at once and can no longer sign in. You can restore them
          later.
        </>
      ),
      confirmLabel: 'Remove member',
      onConfirm: () => remove.mutate(member.email),
    });

  const data = team.data;
  const actionError = remove.error ?? restore.error;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="team-title"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={2} size="h4" id="team-title">
              Team
            </Title>
            <Text size="sm" c="dimmed">
              Invite people, choose which stores each one sees and what they may change.
            </Text>
          </Stack>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)} disabled={!data}>
            Invite member
          </Button>
        </Group>
        <SearchInput
          label="Search members"
          placeholder="Name or email"
          value={query.userName}
          onSearch={(userName) => setQuery({ userName, page: 1 })}
          maxLength={100}
        />
        {actionError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(actionError)}
          </Alert>
        )}
        {team.isPending && <ListSkeleton rows={3} label="Loading the team" />}
        {team.isError && (
          <ErrorNotice
            error={team.error}
            title="The team could not be loaded"
            onRetry={() => void team.refetch()}
          />
        )}
        {data && data.members.length === 0 && (
          <EmptyPanel
            icon={<IconUsers size={20} />}
            title={query.userName ? 'No member matches' : 'No members yet'}
          >
            {query.userName
              ? 'Try another name or email.'
              : 'Invite a colleague to work on your stores with you.'}
          </EmptyPanel>
        )}
        {data && data.members.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Team members">
            {data.members.map((member) => (
              <MemberRow
                key={member.user_id}
                member={member}
                storeLabels={labels}
                isSelf={member.email === selfEmail}
                onEditAccess={() => setEditing(member)}
                onRemove={() => confirmRemove(member)}
                onRestore={() => restore.mutate(member.email)}
              />
            ))}
          </Stack>
        )}
        {data && data.total > 0 && (
          <ListPager
            page={query.page}
            pageSize={data.page_size}
            total={data.total}
            noun="members"
            onPage={(page) => setQuery({ ...query, page })}
          />
        )}
      </Stack>
      {data && <InviteModal opened={inviting} onClose={() => setInviting(false)} stores={data.stores} />}
      {data && editing && (
        <AccessModal member={editing} stores={data.stores} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}
