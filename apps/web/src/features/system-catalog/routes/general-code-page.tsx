import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { CATALOG_PAGE_SIZE, type TSystemCode } from '@seller-tools/contract';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action';
import { type TColumn, usePagedSearch } from '../../../components/ui/data-table';
import { ListPage } from '../../../components/ui/list-page';
import { SearchInput } from '../../../components/ui/search-input';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSetCodeActive, useSystemCodes } from '../api/codes';
import { CatalogTable } from '../components/catalog-table';
import { CodeFormModal } from '../components/code-form-modal';
import { RowAction, rowActionsColumn } from '../components/row-action';

/** /system/general-code: the code lists behind GET /api/code/common (super-admin). */
export function GeneralCodePage() {
  const [codeClass, setCodeClass] = useState<string | null>(null);
  const { search, page, setPage, onSearch } = usePagedSearch();
  const [editing, setEditing] = useState<TSystemCode | 'new' | null>(null);
  const codes = useSystemCodes({
    page,
    page_size: CATALOG_PAGE_SIZE,
    class: codeClass ?? undefined,
    search: search || undefined,
  });
  const setActive = useSetCodeActive();

  async function toggle(code: TSystemCode) {
    try {
      await setActive.mutateAsync({ id: code.id, isActive: !code.is_active });
      showToast({ kind: 'success', message: code.is_active ? 'Code deactivated.' : 'Code reactivated.' });
    } catch (error) {
      showToast({ kind: 'error', message: errorMessageOf(error) });
    }
  }

  // Deactivating hides a code from the lists people pick from, so it asks first; reactivating does not.
  const askToggle = (code: TSystemCode) =>
    code.is_active
      ? confirmAction({
          title: `Deactivate ${code.code}?`,
          message: `It disappears from the ${code.class} list that registration and the app offer. Rows that already use it keep it, and you can reactivate it.`,
          confirmLabel: 'Deactivate',
          onConfirm: () => void toggle(code),
        })
      : void toggle(code);

  const columns: TColumn<TSystemCode>[] = [
    { key: 'class', header: 'Class', render: (code) => code.class },
    { key: 'code', header: 'Code', render: (code) => code.code },
    { key: 'name', header: 'Name', render: (code) => code.name },
    {
      key: 'values',
      header: 'Values',
      render: (code) => (
        <Text size="xs" c="dimmed">
          {[code.value_1, code.value_2, code.value_3, code.value_4, code.value_5, code.value_6, code.value_7]
            .map((v, i) => (v ? `${i + 1}: ${v}` : null))
            .filter(Boolean)
            .join(' · ') || '—'}
        </Text>
      ),
    },
    { key: 'order', header: 'Order', render: (code) => code.sort_order },
    {
      key: 'status',
      header: 'Status',
      render: (code) => (
        <Badge
          color={code.is_active ? 'green' : 'gray'}
          variant="light"
          style={{ overflow: 'visible' }}
          miw="max-content"
        >
          {code.is_active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    rowActionsColumn((code) => (
      <>
        <RowAction label={`Edit ${code.code}`} onClick={() => setEditing(code)}>
          Edit
        </RowAction>
        <RowAction
          label={`${code.is_active ? 'Deactivate' : 'Reactivate'} ${code.code}`}
          color={code.is_active ? 'red' : 'green'}
          onClick={() => askToggle(code)}
        >
          {code.is_active ? 'Deactivate' : 'Reactivate'}
        </RowAction>
      </>
    )),
  ];

  return (
    <ListPage
      title="General code"
      subtitle="The code lists registration and the app read. Inactive rows are hidden from them."
      actions={<Button onClick={() => setEditing('new')}>Add code</Button>}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Class"
          placeholder="All classes"
          clearable
          data={codes.data?.classes ?? []}
          value={codeClass}
          onChange={(value) => {
            setCodeClass(value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 240 }}
        />
        <SearchInput
          label="Search codes"
          placeholder="Code, name or class"
          value={search}
          onSearch={onSearch}
        />
      </Group>
      <CatalogTable
        query={codes}
        loadingLabel="Loading codes"
        errorTitle="Codes could not be loaded"
        empty={{
          icon: <IconListDetails size={22} />,
          title: 'No codes found',
          searched: search !== '' || Boolean(codeClass),
          searchedText: 'Try another class or search.',
          text: 'Add the first code.',
        }}
        columns={columns}
        rowKey={(code) => code.id}
        minWidth={640}
        page={page}
        onPage={setPage}
        noun="codes"
      />
      {editing && (
        <CodeFormModal
          code={editing === 'new' ? null : editing}
          defaultClass={codeClass ?? ''}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
