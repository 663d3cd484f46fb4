import { Anchor, Button, Container, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { ROLES, SYSTEM_ROUTES, type TAffiliate, ZAffiliateCode } from '@seller-tools/contract';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ListPager } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { errorMessageOf } from '../../../lib/http';
import { getUserInfo } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { useAffiliates, useSetAffiliateCode } from '../api/affiliates';

export function isSuperAdmin(): boolean {
  return (getUserInfo()?.role ?? '')
    .split(',')
    .map((r) => r.trim())
    .includes(ROLES.superAdmin);
}

function CodeModal({ affiliate, onClose }: { affiliate: TAffiliate; onClose: () => void }) {
  const [code, setCode] = useState(affiliate.affiliate_code ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetAffiliateCode();
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ZAffiliateCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await save.mutateAsync({ affiliate: affiliate.user_id, code: parsed.data });
      showToast({ kind: 'success', message: 'Affiliate code saved.' });
      onClose();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  }
  return (
    <Modal opened onClose={onClose} title={`Affiliate code of ${affiliate.name}`}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label="Affiliate code"
          description="Companies sign up with /register?ref=CODE"
          value={code}
          error={error}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

/** /system/affiliates: agents with their referrals (an agent sees only their own row; the server enforces it). */
export function AffiliatesPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TAffiliate | null>(null);
  const affiliates = useAffiliates({ page, search: search || undefined });
  const admin = isSuperAdmin();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title="Affiliates"
          subtitle="Companies that signed up with an agent's code, how many verified their email, and how many finished importing a store."
        />
        {admin && (
          <SearchInput
            label="Search agents"
            placeholder="Name, email or code"
            value={search}
            onSearch={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
        )}
        {affiliates.isPending ? (
          <ListSkeleton label="Loading affiliates" />
        ) : affiliates.isError ? (
          <ErrorNotice
            error={affiliates.error}
            title="Affiliates could not be loaded"
            onRetry={() => void affiliates.refetch()}
          />
        ) : affiliates.data.items.length === 0 ? (
          <EmptyPanel icon={<IconUsersGroup size={22} />} title="No affiliate agents">
            {search ? 'Try another search.' : 'Grant the affiliate-agent role to a user to list them here.'}
          </EmptyPanel>
        ) : (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Agent</Table.Th>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Referred</Table.Th>
                    <Table.Th>Sign-ups</Table.Th>
                    <Table.Th>Activations</Table.Th>
                    {admin && <Table.Th aria-label="Actions" />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {affiliates.data.items.map((agent) => (
                    <Table.Tr key={agent.user_id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`${SYSTEM_ROUTES.affiliates}/detail/${agent.user_id}`}
                          size="sm"
                        >
                          {agent.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {agent.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{agent.affiliate_code ?? '—'}</Table.Td>
                      <Table.Td>{agent.referred_companies}</Table.Td>
                      <Table.Td>{agent.sign_ups}</Table.Td>
                      <Table.Td>{agent.activations}</Table.Td>
                      {admin && (
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() => setEditing(agent)}
                            aria-label={`Set code of ${agent.name}`}
                          >
                            Set code
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {affiliates.data && affiliates.data.total > 0 && (
          <ListPager
            page={page}
            pageSize={affiliates.data.page_size}
            total={affiliates.data.total}
            noun="agents"
            onPage={setPage}
          />
        )}
        {editing && <CodeModal affiliate={editing} onClose={() => setEditing(null)} />}
      </Stack>
    </Container>
  );
}
