import { Button } from '@mantine/core';
import type { TTeamMember } from '@seller-tools/contract';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ActionError } from '../../../components/kit/action-error';
import { StepUpModal } from '../../../components/mfa/step-up-modal';
import { BareList } from '../../../components/ui/bare-list';
import { confirmAction } from '../../../components/ui/confirm-action';
import { ListPager } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { SectionCard } from '../../../components/ui/section-card';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useMfaStatus } from '../../../lib/mfa';
import { useRemoveMember, useRestoreMember } from '../api/team-actions';
import { isNotAdmin, useTeam } from '../api/team-list';
import { AccessModal } from './access-modal';
import { InviteModal } from './invite-modal';
import { MemberRow } from './member-row';
import { PendingInvitations } from './pending-invitations';
import { storeLabels } from './store-labels';

/** The company's team, for company admins; everyone else sees nothing here (the server decides). */
export function TeamSection({ selfEmail }: { selfEmail: string }) {
  const [query, setQuery] = useState({ userName: '', page: 1 });
  const team = useTeam(query);
  const remove = useRemoveMember();
  const restore = useRestoreMember();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TTeamMember | null>(null);
  // With two-step verification on, removing someone asks for a fresh code (step-up, issue 17).
  const mfa = useMfaStatus();
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const labels = useMemo(() => storeLabels(team.data?.stores ?? []), [team.data?.stores]);

  if (team.isError && isNotAdmin(team.error)) return null;

  const confirmRemove = (member: TTeamMember) =>
    mfa.data?.enabled
      ? setRemoving(member)
      : confirmAction({
          title: `Remove ${member.name}?`,
          message: (
            <>
              {member.email} is signed out everywhere at once and can no longer sign in. You can restore them
              later.
            </>
          ),
          confirmLabel: 'Remove member',
          onConfirm: () => remove.mutate({ email: member.email }),
        });

  const data = team.data;
  const actionError = remove.error ?? restore.error;

  return (
    <SectionCard
      titleId="team-title"
      title="Team"
      description="Invite people, choose which stores each one sees and what they may change."
      actions={
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)} disabled={!data}>
          Invite member
        </Button>
      }
      after={
        <>
          {data && <InviteModal opened={inviting} onClose={() => setInviting(false)} stores={data.stores} />}
          {data && editing && (
            <AccessModal member={editing} stores={data.stores} onClose={() => setEditing(null)} />
          )}
          <StepUpModal
            opened={removing !== null}
            title={`Remove ${removing?.name ?? ''}?`}
            message={`${removing?.email ?? ''} is signed out everywhere at once and can no longer sign in. You can restore them later.`}
            confirmLabel="Remove member"
            pending={remove.isPending}
            onConfirm={(mfaCode) =>
              removing &&
              remove.mutate({ email: removing.email, mfaCode }, { onSettled: () => setRemoving(null) })
            }
            onClose={() => setRemoving(null)}
          />
        </>
      }
    >
      <SearchInput
        label="Search members"
        placeholder="Name or email"
        value={query.userName}
        onSearch={(userName) => setQuery({ userName, page: 1 })}
        maxLength={100}
      />
      <ActionError error={actionError} />
      {data && <PendingInvitations storeLabels={labels} />}
      <QueryState
        query={team}
        skeleton={<ListSkeleton rows={3} label="Loading the team" />}
        errorTitle="The team could not be loaded"
        isEmpty={(page) => page.members.length === 0}
        empty={
          <EmptyPanel
            icon={<IconUsers size={20} />}
            title={query.userName ? 'No member matches' : 'No members yet'}
          >
            {query.userName
              ? 'Try another name or email.'
              : 'Invite a colleague to work on your stores with you.'}
          </EmptyPanel>
        }
      >
        {(page) => (
          <BareList gap="xs" aria-label="Team members">
            {page.members.map((member) => (
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
          </BareList>
        )}
      </QueryState>
      {data && data.total > 0 && (
        <ListPager
          page={query.page}
          pageSize={data.page_size}
          total={data.total}
          noun="members"
          onPage={(page) => setQuery({ ...query, page })}
        />
      )}
    </SectionCard>
  );
}
