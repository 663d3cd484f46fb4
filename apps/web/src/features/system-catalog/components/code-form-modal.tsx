import { Button, Group, Modal, NumberInput, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { CODE_VALUE_KEYS, type TSystemCode, ZSystemCodeRequest } from '@seller-tools/contract';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSaveCode } from '../api/codes';
import { fieldErrors } from './field-errors';

type TCodeValues = {
  class: string;
  code: string;
  name: string;
  sort_order: number | string;
  is_active: boolean;
} & Record<(typeof CODE_VALUE_KEYS)[number], string>;

function initialValues(code: TSystemCode | null, defaultClass: string): TCodeValues {
  const values = {
    class: code?.class ?? defaultClass,
    code: code?.code ?? '',
    name: code?.name ?? '',
    sort_order: code?.sort_order ?? 0,
    is_active: code?.is_active ?? true,
  } as TCodeValues;
  for (const key of CODE_VALUE_KEYS) values[key] = code?.[key] ?? '';
  return values;
}

interface CodeFormModalProps {
  /** The row to edit, or null to add one. */
  code: TSystemCode | null;
  defaultClass: string;
  onClose: () => void;
}

/** Add or edit a code list row; the contract's rules run here first, then on the server. */
export function CodeFormModal({ code, defaultClass, onClose }: CodeFormModalProps) {
  const [values, setValues] = useState(() => initialValues(code, defaultClass));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveCode();
  const set = (field: keyof TCodeValues, value: string | number | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ZSystemCodeRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      await save.mutateAsync({ id: code?.id ?? null, body: parsed.data });
      showToast({ kind: 'success', message: code ? 'Code saved.' : 'Code added.' });
      onClose();
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  }

  return (
    <Modal opened onClose={onClose} title={code ? 'Edit code' : 'Add code'} size="lg">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Class"
            required
            value={values.class}
            error={errors.class}
            onChange={(e) => set('class', e.currentTarget.value)}
          />
          <TextInput
            label="Code"
            required
            value={values.code}
            error={errors.code}
            onChange={(e) => set('code', e.currentTarget.value)}
          />
          <TextInput
            label="Name"
            description="Blank: the code"
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <NumberInput
            label="Sort order"
            value={values.sort_order}
            error={errors.sort_order}
            allowDecimal={false}
            onChange={(value) => set('sort_order', value)}
          />
          {CODE_VALUE_KEYS.map((key) => (
            <TextInput
              key={key}
              label={key}
              value={values[key]}
              error={errors[key]}
              onChange={(e) => set(key, e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
        <Switch
          mt="md"
          label="Active (shown in GET /api/code/common)"
          checked={values.is_active}
          onChange={(e) => set('is_active', e.currentTarget.checked)}
        />
        {serverError && (
          <Text c="red" size="sm" mt="sm" role="alert">
            {serverError}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
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
