import { Badge, Button, Checkbox, Group, Paper, Stack, TagsInput, Text } from '@mantine/core';
import type { TPpcTaggable } from '@seller-tools/contract';
import { IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import type { TColumn } from '../../../components/ui/data-table';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { usePpcEntityTags, usePpcTags, useTagPpcEntities } from '../api/ppc-tags';

// Tagging from the PPC tables: tick rows, then add or remove tags on them; each row shows its tags. Rules
// scoped by a tag then take those rows (and, for a campaign or ad group, what is under it).

export interface TPpcTagging<T> {
  typeOf: (row: T) => TPpcTaggable;
  idOf: (row: T) => string;
  nameOf: (row: T) => string;
}

/** The selection, the page's tags, the two columns and the tag bar of one table page. */
export function usePpcTagging<T>(channelId: string, tagging: TPpcTagging<T> | undefined, rows: readonly T[]) {
  // Selected rows by id, with what they are.
  const [selected, setSelected] = useState<ReadonlyMap<string, TPpcTaggable>>(new Map());
  const ids = tagging ? rows.map(tagging.idOf) : [];
  const tags = usePpcEntityTags(channelId, ids);
  if (!tagging) return { columns: [] as TColumn<T>[], bar: null };
  const { idOf, nameOf, typeOf } = tagging;
  const allOnPage = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggle = (rowsToSet: readonly T[], on: boolean) => {
    const next = new Map(selected);
    for (const row of rowsToSet) {
      if (on) next.set(idOf(row), typeOf(row));
      else next.delete(idOf(row));
    }
    setSelected(next);
  };
  const columns: TColumn<T>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          aria-label="Select all rows of this page"
          checked={allOnPage}
          indeterminate={!allOnPage && ids.some((id) => selected.has(id))}
          onChange={(e) => toggle(rows, e.currentTarget.checked)}
        />
      ),
      headerLabel: 'Select',
      width: 36,
      render: (row, { footer }) =>
        footer || (row as { __totals?: boolean }).__totals ? null : (
          <Checkbox
            aria-label={`Select ${nameOf(row)}`}
            checked={selected.has(idOf(row))}
            onChange={(e) => toggle([row], e.currentTarget.checked)}
          />
        ),
    },
    {
      key: 'tags',
      header: 'Tags',
      render: (row, { footer }) =>
        footer || (row as { __totals?: boolean }).__totals ? null : (
          <Group gap={4} wrap="wrap">
            {(tags.data?.get(idOf(row)) ?? []).map((tag) => (
              <Badge key={tag} size="xs" variant="light" color="grape">
                {tag}
              </Badge>
            ))}
          </Group>
        ),
    },
  ];
  const bar = <PpcTagBar channelId={channelId} selected={selected} onDone={() => setSelected(new Map())} />;
  return { columns, bar };
}

function PpcTagBar({
  channelId,
  selected,
  onDone,
}: {
  channelId: string;
  selected: ReadonlyMap<string, TPpcTaggable>;
  onDone: () => void;
}) {
  const [names, setNames] = useState<string[]>([]);
  const known = usePpcTags(channelId);
  const tag = useTagPpcEntities(channelId);
  if (selected.size === 0) return null;
  const send = (mode: 'add' | 'remove') =>
    tag.mutate(
      { selected, add: mode === 'add' ? names : [], remove: mode === 'remove' ? names : [] },
      {
        onSuccess: (res) => {
          showToast({ kind: 'success', message: res.message ?? 'Tags updated.' });
          setNames([]);
          onDone();
        },
        onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }),
      },
    );
  return (
    <Paper withBorder p="xs" radius="md">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          <IconTag size={14} style={{ verticalAlign: 'middle' }} /> {selected.size} selected
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TagsInput
            label="Tags"
            placeholder="Type a tag, press Enter"
            data={(known.data ?? []).map((t) => t.tag)}
            value={names}
            onChange={setNames}
            maxLength={40}
            style={{ flex: '1 1 220px' }}
          />
          <Button
            onClick={() => send('add')}
            disabled={names.length === 0}
            loading={tag.isPending && tag.variables?.add.length > 0}
          >
            Add tags
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => send('remove')}
            disabled={names.length === 0}
            loading={tag.isPending && tag.variables?.remove.length > 0}
          >
            Remove tags
          </Button>
          <Button variant="subtle" onClick={onDone}>
            Clear selection
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
