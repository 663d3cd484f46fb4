import { ColorSwatch, Group, Radio, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_TAG_NAME, TAG_COLORS, TAG_NAME_MAX, type TTag } from '@seller-tools/contract';
import { IconCheck } from '@tabler/icons-react';
import { ModalForm } from '../../../components/kit/modal-form';
import { errorMessageOf } from '../../../lib/http';
import { useSaveTag } from '../api/tags';
import { tagNameError } from './tag-name';

type TTagColor = (typeof TAG_COLORS)[number];

interface TagFormModalProps {
  /** The tag being edited; null: a new tag. */
  tag: TTag | null;
  tags: readonly TTag[];
  onClose: () => void;
}

/** Create or edit a tag: a name of its own (not the default, no duplicate) and a colour. */
export function TagFormModal({ tag, tags, onClose }: TagFormModalProps) {
  const save = useSaveTag();
  const ownId = tag?.tag_id ?? null;
  const validateName = (name: string) => tagNameError(name, tags, ownId);
  const initialName = tag?.name ?? DEFAULT_TAG_NAME;
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initialName, color: (tag?.color as TTagColor | undefined) ?? 'blue' },
    validate: { name: validateName },
    // A new tag's default name is only refused once the user types or sends; an edited one shows at once.
    initialErrors: tag ? { name: validateName(initialName) } : {},
    validateInputOnChange: ['name'],
  });
  const nameProps = form.getInputProps('name');
  const color = form.getValues().color;

  const submit = form.onSubmit(({ name, color: chosen }) =>
    save.mutate({ tagId: ownId, body: { name: name.trim(), color: chosen } }, { onSuccess: onClose }),
  );

  return (
    <ModalForm
      title={tag ? 'Edit tag' : 'New tag'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={tag ? 'Save tag' : 'Create tag'}
      pending={save.isPending}
    >
      <TextInput
        label="Name"
        value={nameProps.value}
        maxLength={TAG_NAME_MAX + 10}
        onChange={(event) => {
          nameProps.onChange(event);
          save.reset();
        }}
        onBlur={nameProps.onBlur}
        onFocus={(event) => {
          if (!tag) event.currentTarget.select();
        }}
        error={nameProps.error || (save.error ? errorMessageOf(save.error) : null)}
        data-autofocus
        required
      />
      <Radio.Group
        label="Colour"
        value={color}
        onChange={(value) => form.setFieldValue('color', value as TTagColor)}
      >
        <Group gap="xs" mt={6}>
          {TAG_COLORS.map((option) => (
            <Radio.Card
              key={option}
              value={option}
              radius="xl"
              w={32}
              h={32}
              aria-label={option}
              style={{ border: 0 }}
            >
              <ColorSwatch color={`var(--mantine-color-${option}-6)`} size={32}>
                {color === option && <IconCheck size={16} color="white" aria-hidden />}
              </ColorSwatch>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        Tags are shared by every store of your company.
      </Text>
    </ModalForm>
  );
}
