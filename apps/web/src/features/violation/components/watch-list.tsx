import { ActionIcon, Button, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TWatchItem, ZSaveWatchBody } from '@seller-tools/contract';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { MoneyInput } from '../../../components/ui/money-input';
import { PhoneCards } from '../../../components/ui/phone-cards';
import { QueryState } from '../../../components/ui/query-state';
import { SaveBar } from '../../../components/ui/save-bar';
import { zodResolver } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSaveWatchList, useWatchList } from '../api/violation';

// The store's watch list (issue 22): brand ASINs with their minimum advertised price, the sellers
// authorised to sell them and tags (alerts and the inbox filter by tag). Violation-admin edits it; every
// other role of the module reads it (the server refuses their saves).

type TValues = { items: TWatchItem[] };
type TField = 'map' | 'sellers' | 'tags';
const FIELD_LABELS: Record<TField, string> = {
  map: 'Minimum advertised price',
  sellers: 'Authorised sellers',
  tags: 'Tags',
};

const validate = zodResolver<TValues>(ZSaveWatchBody.pick({ items: true }));

function WatchForm({
  items,
  channelId,
  currency,
  canEdit,
}: {
  items: TWatchItem[];
  channelId: string;
  currency: string;
  canEdit: boolean;
}) {
  const save = useSaveWatchList(channelId);
  const form = useForm<TValues>({ mode: 'controlled', initialValues: { items }, validate });
  const [asin, setAsin] = useState('');
  const [asinError, setAsinError] = useState<string | null>(null);
  const rows = form.getValues().items.map((item, index) => ({ item, index }));

  const add = () => {
    const next = asin.trim().toUpperCase();
    if (next === '') return setAsinError('Type an ASIN.');
    if (rows.some((r) => r.item.asin === next)) return setAsinError(`${next} is already on the list.`);
    form.insertListItem('items', { asin: next, map_price_minor: null, authorized_sellers: [], tags: [] });
    setAsin('');
    setAsinError(null);
  };

  const field = (kind: TField, index: number, withLabel: boolean): ReactNode => {
    const asinOf = rows[index]?.item.asin ?? '';
    const label = FIELD_LABELS[kind];
    if (kind === 'map')
      return (
        <MoneyInput
          size="xs"
          aria-label={`${label} for ${asinOf}`}
          label={withLabel ? label : undefined}
          placeholder="Your price"
          currency={currency}
          disabled={!canEdit}
          {...form.getInputProps(`items.${index}.map_price_minor`)}
          value={rows[index]?.item.map_price_minor ?? null}
        />
      );
    const path = kind === 'sellers' ? 'authorized_sellers' : 'tags';
    return (
      <TagsInput
        size="xs"
        aria-label={`${label} for ${asinOf}`}
        label={withLabel ? label : undefined}
        placeholder={kind === 'sellers' ? 'Seller ids' : 'Tags'}
        disabled={!canEdit}
        {...form.getInputProps(`items.${index}.${path}`)}
      />
    );
  };
  const removeButton = (index: number) =>
    canEdit && (
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${rows[index]?.item.asin ?? ''}`}
        onClick={() => form.removeListItem('items', index)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    );

  const columns: TColumn<{ item: TWatchItem; index: number }>[] = [
    { key: 'asin', header: 'ASIN', render: (r) => <Text size="sm">{r.item.asin}</Text> },
    { key: 'map', header: FIELD_LABELS.map, render: (r) => field('map', r.index, false) },
    { key: 'sellers', header: FIELD_LABELS.sellers, render: (r) => field('sellers', r.index, false) },
    { key: 'tags', header: FIELD_LABELS.tags, render: (r) => field('tags', r.index, false) },
    { key: 'remove', header: '', headerLabel: 'Remove', render: (r) => removeButton(r.index) },
  ];

  const submit = form.onSubmit((values) =>
    save.mutate(values.items, {
      onSuccess: (answer) => {
        form.setValues({ items: answer.data.items });
        form.resetDirty({ items: answer.data.items });
        showToast({ kind: 'success', message: answer.message ?? 'Saved.' });
      },
      onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
    }),
  );

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {canEdit
            ? 'A seller not listed as authorised on one of these ASINs is a hijacker; an offer below the minimum advertised price (or your own price when none is set) is a MAP breach.'
            : 'Read-only: a violation admin manages the watch list.'}
        </Text>
        {canEdit && (
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label="ASIN to watch"
              placeholder="B0…"
              maxLength={20}
              value={asin}
              error={asinError}
              onChange={(e) => setAsin(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              w={{ base: '100%', xs: 200 }}
            />
            <Button variant="light" mt={{ base: 0, xs: 25 }} onClick={add}>
              Add ASIN
            </Button>
          </Group>
        )}
        {rows.length === 0 ? (
          <EmptyPanel icon={<IconEye size={28} />} title="No ASINs watched yet">
            {canEdit
              ? 'Add your brand ASINs to be told when an unauthorised seller or a price below your minimum appears on them.'
              : 'A violation admin adds the brand ASINs to watch; hijackers and MAP breaches are checked against them.'}
          </EmptyPanel>
        ) : (
          <DataTable
            aria-label="Watch list"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.item.asin}
            minWidth={760}
            tableProps={{ verticalSpacing: 'xs' }}
            phoneView={(list) => (
              <PhoneCards rows={list} rowKey={(r) => r.item.asin} gap={6}>
                {(r) => (
                  <>
                    <Group justify="space-between">
                      <Text fw={600}>{r.item.asin}</Text>
                      {removeButton(r.index)}
                    </Group>
                    {field('map', r.index, true)}
                    {field('sellers', r.index, true)}
                    {field('tags', r.index, true)}
                  </>
                )}
              </PhoneCards>
            )}
          />
        )}
        <SaveBar
          saving={save.isPending}
          disabled={!form.isDirty()}
          canEdit={canEdit}
          label="Save watch list"
        />
      </Stack>
    </form>
  );
}

export function WatchList({
  channelId,
  currency,
  canEdit,
}: {
  channelId: string;
  currency: string;
  canEdit: boolean;
}) {
  const query = useWatchList(channelId);
  return (
    <QueryState query={query} errorTitle="The watch list could not be loaded">
      {(items) => (
        <WatchForm
          key={channelId}
          items={items}
          channelId={channelId}
          currency={currency}
          canEdit={canEdit}
        />
      )}
    </QueryState>
  );
}
