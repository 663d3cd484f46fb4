import { Alert, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { STAFF_AUDIT_LABELS, type TChannel, type TFoundUser } from '@seller-tools/contract';
import { IconBuildingStore, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessageOf } from '../../../lib/http';
import { useFoundUsers, useStartAudit, useUserStores } from '../api/staff-audit';
import classes from './staff-audit.module.css';

interface OpenSellerDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * "Open a seller" (issue 20): find a user (GET /api/user/find), pick one of their stores (GET
 * /api/user/channel) and open the reimbursement line on it read-only (audit mode). A dialog reachable
 * from the account menu rather than a system page: spec §6 shows the system menu to super-admin only and
 * gives User Monitoring to super-admin alone, while case-managers and reimbursement-admins need this too.
 */
export function OpenSellerDialog({ opened, onClose }: OpenSellerDialogProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<TFoundUser | null>(null);
  const users = useFoundUsers(text);
  const stores = useUserStores(chosen?.user_id ?? null);
  const start = useStartAudit();

  const open = (store: TChannel) => {
    if (!chosen) return;
    start.mutate(
      { company_id: chosen.company_id, seller_id: store.seller_id, market_id: store.market_id },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={STAFF_AUDIT_LABELS.openSeller} size="lg">
      <Stack gap="md">
        <SearchInput
          label={STAFF_AUDIT_LABELS.searchLabel}
          placeholder={STAFF_AUDIT_LABELS.searchPlaceholder}
          value={text}
          onSearch={(value) => {
            setText(value);
            setChosen(null);
          }}
          maxLength={100}
        />
        {text.trim() === '' ? (
          <Text size="sm" c="dimmed">
            {STAFF_AUDIT_LABELS.searchHint}
          </Text>
        ) : (
          <QueryState
            query={users}
            errorTitle="Users could not be found"
            empty={
              <EmptyPanel icon={<IconUserSearch size={28} />} title="No user found">
                {STAFF_AUDIT_LABELS.noUsers}
              </EmptyPanel>
            }
          >
            {(list) => (
              <ul className={classes.list} aria-label="Users found">
                {list.map((user) => (
                  <li key={user.user_id}>
                    <UnstyledButton
                      className={classes.row}
                      data-active={chosen?.user_id === user.user_id || undefined}
                      aria-pressed={chosen?.user_id === user.user_id}
                      onClick={() => setChosen(user)}
                    >
                      <Text size="sm" fw={600}>
                        {user.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {user.email} · {user.company_name}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        )}
        {chosen && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {STAFF_AUDIT_LABELS.storesOf(chosen.name)}
            </Text>
            <QueryState
              query={stores}
              errorTitle="The stores could not be loaded"
              empty={
                <EmptyPanel icon={<IconBuildingStore size={28} />} title="No store">
                  {STAFF_AUDIT_LABELS.noStores}
                </EmptyPanel>
              }
            >
              {(list) => (
                <ul className={classes.list} aria-label={STAFF_AUDIT_LABELS.storesOf(chosen.name)}>
                  {list.map((store) => (
                    <li key={store.channel_id} className={classes.store}>
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <div>
                          <Text size="sm">
                            {store.company_name} · {store.country_name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {store.seller_id} · {store.channel_store}
                          </Text>
                        </div>
                        <Button
                          size="xs"
                          loading={start.isPending && start.variables?.seller_id === store.seller_id}
                          disabled={start.isPending}
                          onClick={() => open(store)}
                          aria-label={`${STAFF_AUDIT_LABELS.openLine}: ${store.company_name} ${store.country_name}`}
                        >
                          {STAFF_AUDIT_LABELS.openLine}
                        </Button>
                      </Group>
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </Stack>
        )}
        {start.isError && (
          <Alert color="red" title="Audit mode could not start">
            {errorMessageOf(start.error)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
