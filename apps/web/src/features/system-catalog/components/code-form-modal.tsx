import { Modal, NumberInput, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CODE_VALUE_KEYS, type TSystemCode, ZSystemCodeRequest } from '@seller-tools/contract';
import { FormActions } from '../../../components/ui/form-actions';
import { topLevelErrors, zodResolver } from '../../../lib/forms';
import { useSaveCode } from '../api/codes';
import { useModalSave } from './use-modal-save';

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

const checkCode = zodResolver<TCodeValues>(ZSystemCodeRequest);

interface CodeFormModalProps {
  /** The row to edit, or null to add one. */
  code: TSystemCode | null;
  defaultClass: string;
  onClose: () => void;
}

/** Add or edit a code list row; the contract's rules run here first, then on the server. */
export function CodeFormModal({ code, defaultClass, onClose }: CodeFormModalProps) {
  const form = useForm<TCodeValues>({
    mode: 'controlled',
    initialValues: initialValues(code, defaultClass),
    validate: (values) => topLevelErrors(checkCode(values)),
    // Messages come from the last try to send and stay until the next one.
    clearInputErrorOnChange: false,
  });
  const save = useSaveCode();
  const { serverError, submit } = useModalSave(
    (values: TCodeValues) =>
      save.mutateAsync({ id: code?.id ?? null, body: ZSystemCodeRequest.parse(values) }),
    code ? 'Code saved.' : 'Code added.',
    onClose,
  );

  return (
    <Modal opened onClose={onClose} title={code ? 'Edit code' : 'Add code'} size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Class" required {...form.getInputProps('class')} />
          <TextInput label="Code" required {...form.getInputProps('code')} />
          <TextInput label="Name" description="Blank: the code" {...form.getInputProps('name')} />
          <NumberInput label="Sort order" {...form.getInputProps('sort_order')} allowDecimal={false} />
          {CODE_VALUE_KEYS.map((key) => (
            <TextInput key={key} label={key} {...form.getInputProps(key)} />
          ))}
        </SimpleGrid>
        <Switch
          mt="md"
          label="Active (shown in GET /api/code/common)"
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        {serverError && (
          <Text c="red" size="sm" mt="sm" role="alert">
            {serverError}
          </Text>
        )}
        <FormActions onCancel={onClose} pending={save.isPending} mt="lg">
          Save
        </FormActions>
      </form>
    </Modal>
  );
}
