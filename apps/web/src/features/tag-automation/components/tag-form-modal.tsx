import { Button, ColorSwatch, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_TAG_NAME, TAG_COLORS, TAG_NAME_MAX, type TTag } from '@seller-tools/contract';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
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
  const [name, setName] = useState(tag?.name ?? DEFAULT_TAG_NAME);
  const [color, setColor] = useState<TTagColor>((tag?.color as TTagColor | undefined) ?? 'blue');
  const [touched, setTouched] = useState(tag !== null);
  const save = useSaveTag();
  const ownId = tag?.tag_id ?? null;
  const error = tagNameError(name, tags, ownId);

  const submit = () => {
    setTouched(true);
    if (error) return;
    save.mutate({ tagId: ownId, body: { name: name.trim(), color } }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={tag ? 'Edit tag' : 'New tag'} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            value={name}
            maxLength={TAG_NAME_MAX + 10}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setTouched(true);
              save.reset();
            }}
            onFocus={(event) => {
              if (!tag) event.currentTarget.select();
            }}
            error={(touched && error) || (save.error ? errorMessageOf(save.error) : null)}
            data-autofocus
            required
          />
          <Radio.Group label="Colour" value={color} onChange={(value) => setColor(value as TTagColor)}>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {tag ? 'Save tag' : 'Create tag'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
