import { Checkbox, MultiSelect, Stack, Switch } from '@mantine/core';
import {
  TEAM_PERMISSION_LABELS,
  TEAM_PERMISSIONS,
  type TTeamPermission,
  type TTeamStore,
} from '@seller-tools/contract';
import { useMemo } from 'react';
import { storeLabels } from './store-labels';

export type TAccess = { allStores: boolean; stores: string[]; permissions: TTeamPermission[] };

/** The access as the API takes it: null lists mean every store / every permission. */
export function accessBody(access: TAccess) {
  return {
    access_channel_list: access.allStores ? null : access.stores,
    permissions: access.permissions.length === TEAM_PERMISSIONS.length ? null : access.permissions,
  };
}

export function accessOf(member: {
  access_channel_list: string[] | null;
  permissions: string[] | null;
}): TAccess {
  return {
    allStores: member.access_channel_list === null,
    stores: member.access_channel_list ?? [],
    permissions: (member.permissions ?? [...TEAM_PERMISSIONS]).filter((p): p is TTeamPermission =>
      (TEAM_PERMISSIONS as readonly string[]).includes(p),
    ),
  };
}

/** Which stores a member sees and what they may change; shared by the invite and access dialogs. */
export function AccessFields({
  stores,
  value,
  onChange,
}: {
  stores: TTeamStore[];
  value: TAccess;
  onChange: (next: TAccess) => void;
}) {
  const options = useMemo(() => {
    const labels = storeLabels(stores);
    return stores.map((s) => ({ value: s.seller_id, label: labels.get(s.seller_id) ?? s.seller_id }));
  }, [stores]);
  return (
    <Stack gap="sm">
      <Switch
        label="Access to every store, including stores connected later"
        checked={value.allStores}
        onChange={(e) => onChange({ ...value, allStores: e.currentTarget.checked })}
      />
      {!value.allStores && (
        <MultiSelect
          label="Stores"
          description="The member sees only these stores."
          placeholder={value.stores.length ? undefined : 'No store'}
          data={options}
          value={value.stores}
          onChange={(next) => onChange({ ...value, stores: next })}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Checkbox.Group
        label="Permissions"
        value={value.permissions}
        onChange={(next) => onChange({ ...value, permissions: next as TTeamPermission[] })}
      >
        <Stack gap="xs" mt="xs">
          {TEAM_PERMISSIONS.map((p) => (
            <Checkbox key={p} value={p} label={TEAM_PERMISSION_LABELS[p]} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
