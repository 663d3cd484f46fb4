import { Anchor, Modal, Text, TextInput } from '@mantine/core';
import { ROLES, SYSTEM_ROUTES, type TAffiliate, ZAffiliateCode } from '@seller-tools/contract';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type TColumn, usePagedSearch } from '../../../components/ui/data-table';
import { FormActions } from '../../../components/ui/form-actions';
import { ListPage } from '../../../components/ui/list-page';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessageOf } from '../../../lib/http';
import { getUserInfo } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { useAffiliates, useSetAffiliateCode } from '../api/affiliates';
import { CatalogTable } from '../components/catalog-table';
import { RowAction } from '../components/row-action';

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
        <FormActions onCancel={onClose} pending={save.isPending} mt="md">
          Save
        </FormActions>
      </form>
    </Modal>
  );
}

/** /system/affiliates: agents with their referrals (an agent sees only their own row; the server enforces it). */
export function AffiliatesPage() {
  const { search, page, setPage, onSearch } = usePagedSearch();
  const [editing, setEditing] = useState<TAffiliate | null>(null);
  const affiliates = useAffiliates({ page, search: search || undefined });
  const admin = isSuperAdmin();

  const columns: (TColumn<TAffiliate> | false)[] = [
    {
      key: 'agent',
      header: 'Agent',
      render: (agent) => (
        <>
          <Anchor component={Link} to={`${SYSTEM_ROUTES.affiliates}/detail/${agent.user_id}`} size="sm">
            {agent.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {agent.email}
          </Text>
        </>
      ),
    },
    { key: 'code', header: 'Code', render: (agent) => agent.affiliate_code ?? '—' },
    { key: 'referred', header: 'Referred', render: (agent) => agent.referred_companies },
    { key: 'sign-ups', header: 'Sign-ups', render: (agent) => agent.sign_ups },
    { key: 'activations', header: 'Activations', render: (agent) => agent.activations },
    admin && {
      key: 'actions',
      header: null,
      headerLabel: 'Actions',
      render: (agent) => (
        <RowAction label={`Set code of ${agent.name}`} onClick={() => setEditing(agent)}>
          Set code
        </RowAction>
      ),
    },
  ];

  return (
    <ListPage
      title="Affiliates"
      subtitle="Companies that signed up with an agent's code, how many verified their email, and how many finished importing a store."
    >
      {admin && (
        <SearchInput
          label="Search agents"
          placeholder="Name, email or code"
          value={search}
          onSearch={onSearch}
        />
      )}
      <CatalogTable
        query={affiliates}
        loadingLabel="Loading affiliates"
        errorTitle="Affiliates could not be loaded"
        empty={{
          icon: <IconUsersGroup size={22} />,
          title: 'No affiliate agents',
          searched: search !== '',
          searchedText: 'Try another search.',
          text: 'Grant the affiliate-agent role to a user to list them here.',
        }}
        columns={columns}
        rowKey={(agent) => agent.user_id}
        minWidth={560}
        page={page}
        onPage={setPage}
        noun="agents"
      />
      {editing && <CodeModal affiliate={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
